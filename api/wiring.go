package api

import (
	"context"

	"github.com/careerkit/careerkit/shared/bootstrap"
)

// NewServices builds the capabilities available in this build. Each one is added
// here as it lands; missing ones answer 501.
func NewServices(ctx context.Context, env *bootstrap.Env) (Services, func(), error) {
	return Services{}, func() {}, nil
}
