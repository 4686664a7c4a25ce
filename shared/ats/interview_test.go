package ats

import (
	"testing"

	"github.com/stretchr/testify/require"
)

func TestEstimatedInterviews(t *testing.T) {
	t.Parallel()
	// The bands documented in doc.go.
	tests := []struct{ score, want int }{
		{0, 0}, {52, 0}, {53, 1}, {63, 1}, {64, 2}, {69, 2}, {70, 3}, {76, 3}, {77, 4}, {87, 4}, {88, 5}, {100, 5},
	}
	for _, tc := range tests {
		require.Equal(t, tc.want, estimatedInterviews(tc.score), "score %d", tc.score)
	}
	for s := 1; s <= 100; s++ {
		require.GreaterOrEqual(t, estimatedInterviews(s), estimatedInterviews(s-1))
	}
}
