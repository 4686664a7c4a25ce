package writing

import (
	"flag"
	"testing"

	"github.com/stretchr/testify/require"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/golden")

// testBundle is what most tests need: an engine and its knowledge base.
type testBundle struct {
	e  *Engine
	kb *knowledge
}

func setup(t testing.TB) *testBundle {
	t.Helper()
	e, err := New()
	require.NoError(t, err)
	return &testBundle{e: e, kb: e.kb}
}
