package pipeline

import (
	"context"

	"github.com/careerkit/careerkit/shared/bootstrap"
)

// Register adds every capability of this build to w and returns a function that
// releases their resources after w.Stop.
func Register(ctx context.Context, w *Worker, env *bootstrap.Env) (func(), error) {
	return func() {}, nil
}
