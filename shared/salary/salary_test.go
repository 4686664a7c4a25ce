package salary

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/apperr"
)

// testBundle is what most tests need: the shipped dataset and a Service over it
// without a posting source.
type testBundle struct {
	data *Dataset
	svc  *Service
}

func setup(t testing.TB) *testBundle {
	t.Helper()
	d, err := Load()
	require.NoError(t, err)
	return &testBundle{data: d, svc: NewService(d, nil)}
}

// research runs a query that must succeed.
func (b *testBundle) research(t *testing.T, q Query) *Result {
	t.Helper()
	r, err := b.svc.Research(context.Background(), q)
	require.NoError(t, err)
	return r
}

// requireAppErr asserts err is an *apperr.Error of the given kind, code and field.
func requireAppErr(t *testing.T, err error, kind apperr.Kind, code, field string) *apperr.Error {
	t.Helper()
	require.Error(t, err)
	e, ok := apperr.As(err)
	require.True(t, ok, "want *apperr.Error, got %T: %v", err, err)
	require.Equal(t, kind, e.Kind, e.Error())
	require.Equal(t, code, e.Code, e.Error())
	require.Equal(t, field, e.Field, e.Error())
	require.NotEmpty(t, e.Message)
	return e
}

func TestLoad(t *testing.T) {
	t.Parallel()
	b := setup(t)
	require.Equal(t, "2025-05", b.data.Vintage())
	require.Greater(t, len(b.data.occupations), 800)
	require.Greater(t, len(b.data.titles.entries), 50000)
	require.Len(t, b.data.geo.areas, 530)
	require.Contains(t, b.data.Attribution(), "O*NET Database by the U.S. Department of Labor")

	again, err := Load()
	require.NoError(t, err)
	require.Same(t, b.data, again, "Load parses once")
}
