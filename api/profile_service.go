package api

import (
	"context"

	"github.com/careerkit/careerkit/shared/writing"
)

// profileService writes profile text with the shared writing engine.
type profileService struct{ engine *writing.Engine }

func (s profileService) Optimize(ctx context.Context, req ProfileRequest) (*writing.Profile, error) {
	return s.engine.Profile(ctx, req)
}
