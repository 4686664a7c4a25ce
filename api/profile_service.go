package api

import (
	"context"

	"github.com/careerkit/careerkit/shared/writing"
)

// profileService writes profile text with the shared writing engine.
type profileService struct{ engine *writing.Engine }

func (s profileService) Optimize(ctx context.Context, req ProfileRequest) (*writing.Profile, error) {
	return s.engine.Profile(ctx, writing.ProfileInput{CurrentTitle: req.CurrentTitle, TargetRole: req.TargetRole,
		Skills: req.Skills, Tone: req.Tone})
}

// OptimizeFacts is Optimize with the person's own facts (issue 15).
func (s profileService) OptimizeFacts(ctx context.Context, in writing.ProfileInput) (*writing.Profile, error) {
	return s.engine.Profile(ctx, in)
}

// profileFactsService is what a profile service offers when it can write from
// the person's experience, summary and achievements; services that cannot are
// sent the spec's fields alone.
type profileFactsService interface {
	OptimizeFacts(ctx context.Context, in writing.ProfileInput) (*writing.Profile, error)
}
