package application

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// TestAnswersAreStoredAsSaid: only what the caller said, blanks dropped, keys
// sorted, so equal answers hash equal whatever the order they were sent in.
func TestAnswersAreStoredAsSaid(t *testing.T) {
	t.Parallel()
	yes := true
	raw, err := Answers{WorkAuthorization: &yes, SalaryExpectation: "  ", Phone: " +44 20 7946 0958 ",
		Questions: map[string]string{"Why us?": "The ledger work.", "A": "b"}}.encode()
	require.NoError(t, err)
	require.Equal(t, `{"phone":"+44 20 7946 0958","questions":{"A":"b","Why us?":"The ledger work."},"work_authorization":true}`, string(raw))

	raw, err = Answers{}.encode()
	require.NoError(t, err)
	require.Equal(t, `{}`, string(raw))
}
