package api

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/webhook"
	"github.com/careerkit/careerkit/workers/apply/applytest"
)

// receiver is a local webhook endpoint that fails the first delivery of each
// event with a 500 and records everything it is sent.
type receiver struct {
	mu   sync.Mutex
	got  []receivedHook
	seen map[string]int
}

type receivedHook struct {
	eventID, event, signature string
	body                      []byte
	answered                  int
}

func (rc *receiver) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	rc.mu.Lock()
	defer rc.mu.Unlock()
	id := r.Header.Get(webhook.HeaderEventID)
	rc.seen[id]++
	status := http.StatusOK
	if rc.seen[id] == 1 {
		status = http.StatusInternalServerError
	}
	rc.got = append(rc.got, receivedHook{eventID: id, event: r.Header.Get(webhook.HeaderEvent),
		signature: r.Header.Get(webhook.HeaderSignature), body: body, answered: status})
	w.WriteHeader(status)
}

func (rc *receiver) hooks() []receivedHook {
	rc.mu.Lock()
	defer rc.mu.Unlock()
	return append([]receivedHook(nil), rc.got...)
}

// verify checks a Careerkit-Signature as a receiver would: HMAC-SHA256 of
// "<t>.<body>" with the endpoint's secret.
func verify(secret, header string, body []byte) bool {
	var ts, sig string
	for _, part := range strings.Split(header, ",") {
		k, v, _ := strings.Cut(part, "=")
		switch k {
		case "t":
			ts = v
		case "v1":
			sig = v
		}
	}
	mac := hmac.New(sha256.New, []byte(secret))
	mac.Write([]byte(ts + "."))
	mac.Write(body)
	return ts != "" && hmac.Equal([]byte(sig), []byte(hex.EncodeToString(mac.Sum(nil))))
}

// TestWebhooks: a registered endpoint receives signed application events,
// a 500 is retried with the same event id, the delivery log shows it, and
// private or non-https receivers are refused at registration.
func TestWebhooks(t *testing.T) {
	t.Parallel()
	rc := &receiver{seen: map[string]int{}}
	hook := httptest.NewServer(rc)
	t.Cleanup(hook.Close)
	b := setupApply(t, strings.TrimPrefix(hook.URL, "http://"))

	for _, bad := range []string{"http://169.254.169.254/latest", "https://10.0.0.7/hook", "http://example.com/hook", "ftp://example.com/x"} {
		r := b.do(t, http.MethodPost, "/v1/webhooks", map[string]any{"url": bad})
		require.Equal(t, http.StatusUnprocessableEntity, r.Status, "%s: %s", bad, r.Body)
		require.Equal(t, "url", r.errorBody(t).Field)
	}
	r := b.do(t, http.MethodPost, "/v1/webhooks", map[string]any{"url": hook.URL + "/hook", "events": []string{"application.nope"}})
	require.Equal(t, http.StatusUnprocessableEntity, r.Status)
	require.Equal(t, "events[0]", r.errorBody(t).Field)

	r = b.do(t, http.MethodPost, "/v1/webhooks", map[string]any{"url": hook.URL + "/hook",
		"events": []string{"application.submitted", "application.status_changed"}})
	require.Equal(t, http.StatusCreated, r.Status, string(r.Body))
	var created struct {
		ID     string `json:"id"`
		Secret string `json:"secret"`
	}
	require.NoError(t, json.Unmarshal(r.Body, &created))
	require.True(t, strings.HasPrefix(created.Secret, "whsec_"))

	job := b.job(t, "9201", "greenhouse", "Hookco", b.site.URL(applytest.Greenhouse, "9201"))
	c, r := b.apply(t, map[string]any{"job_id": job, "resume_url": b.resumeURL, "user_email": "ada@example.com", "answers": answers()})
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	require.Equal(t, "submitted", c.Status)

	// The submitted event's first delivery got a 500; the retry delivered it.
	var submitted []receivedHook
	require.Eventually(t, func() bool {
		submitted = submitted[:0]
		for _, h := range rc.hooks() {
			if h.event == "application.submitted" {
				submitted = append(submitted, h)
			}
		}
		return len(submitted) >= 2 && submitted[len(submitted)-1].answered == http.StatusOK
	}, 30*time.Second, 100*time.Millisecond)
	require.Equal(t, submitted[0].eventID, submitted[1].eventID, "a retry carries the same event id")
	for _, h := range submitted {
		require.True(t, verify(created.Secret, h.signature, h.body), "signature verifies")
		var ev struct {
			ID   string `json:"id"`
			Type string `json:"type"`
			Data struct {
				ApplicationID string `json:"application_id"`
				Status        string `json:"status"`
			} `json:"data"`
		}
		require.NoError(t, json.Unmarshal(h.body, &ev))
		require.Equal(t, h.eventID, ev.ID)
		require.Equal(t, c.ConfirmationID, ev.Data.ApplicationID)
		require.Equal(t, "submitted", ev.Data.Status)
	}

	// The log shows one row per event, the first one delivered on its second attempt.
	var log struct {
		Deliveries []struct {
			EventID  string `json:"event_id"`
			Event    string `json:"event"`
			Status   string `json:"status"`
			Attempts int    `json:"attempts"`
		} `json:"deliveries"`
	}
	require.Eventually(t, func() bool {
		r := b.do(t, http.MethodGet, "/v1/webhooks/deliveries", nil)
		require.Equal(t, http.StatusOK, r.Status, string(r.Body))
		require.NoError(t, json.Unmarshal(r.Body, &log))
		for _, d := range log.Deliveries {
			if d.Event == "application.submitted" {
				return d.Status == "delivered" && d.Attempts == 2
			}
		}
		return false
	}, 10*time.Second, 100*time.Millisecond)
	ids := map[string]bool{}
	for _, d := range log.Deliveries {
		require.False(t, ids[d.EventID], "one row per event id")
		ids[d.EventID] = true
	}

	r = b.do(t, http.MethodDelete, "/v1/webhooks/"+created.ID, nil)
	require.Equal(t, http.StatusNoContent, r.Status, string(r.Body))
	r = b.do(t, http.MethodDelete, "/v1/webhooks/"+created.ID, nil)
	require.Equal(t, http.StatusNotFound, r.Status)
	require.Equal(t, "webhook_not_found", r.errorBody(t).Code)
}
