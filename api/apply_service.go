package api

import (
	"context"

	"github.com/careerkit/careerkit/shared/application"
)

// applyService adapts the application domain (shared/application) to the
// API's auto-apply and tracking responses.
type applyService struct {
	svc     *application.Service
	baseURL string
}

func newApplyService(o application.Options) *applyService {
	return &applyService{svc: application.New(o), baseURL: o.BaseURL}
}

func (s *applyService) Apply(ctx context.Context, accountID string, req ApplyRequest) (*ApplyResult, error) {
	res, err := s.svc.Apply(ctx, accountID, req)
	if res == nil {
		return nil, err
	}
	out := &ApplyResult{InFlight: res.InFlight, ClaimHeld: res.ClaimHeld}
	if res.Application != nil {
		out.Confirmation = s.confirmation(res.Application)
	}
	return out, err
}

func (s *applyService) Get(ctx context.Context, accountID, id string) (*applicationTracking, error) {
	a, timeline, err := s.svc.Get(ctx, accountID, id)
	if err != nil {
		return nil, err
	}
	return s.tracking(a, timeline), nil
}
