package api

import (
	"context"
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/store"
)

// fakeApplies answers every application with a fixed status.
type fakeApplies struct{ status string }

func (f fakeApplies) Apply(context.Context, string, ApplyRequest) (int, any, error) {
	return http.StatusOK, &applicationConfirmation{Status: f.status, ConfirmationID: "ap_0123456789abcdef"}, nil
}

func (f fakeApplies) Get(context.Context, string, string) (any, error) { return nil, nil }

func TestAutoApplyBillsOnlyChargeableOutcomes(t *testing.T) {
	t.Parallel()
	body := map[string]any{"job_id": "greenhouse-1", "resume_url": "https://x.example/v1/resumes/a.pdf", "user_email": "a@b.co"}
	for status, billed := range map[string]int{store.ApplicationNeedsInput: 0, store.ApplicationFailed: 0, store.ApplicationSubmitted: 1} {
		t.Run(status, func(t *testing.T) {
			t.Parallel()
			b := setup(t, setupOpts{noWorker: true, services: Services{Applies: fakeApplies{status: status}}})
			r := b.do(t, http.MethodPost, "/v1/auto-apply", body)
			require.Equal(t, 200, r.Status, string(r.Body))
			require.NoError(t, b.srv.meter.Flush(context.Background()))
			var n int
			require.NoError(t, b.store.Pool().QueryRow(context.Background(),
				"SELECT count(*) FROM usage_events WHERE account_id = $1", b.account.ID).Scan(&n))
			require.Equal(t, billed, n)
		})
	}
}
