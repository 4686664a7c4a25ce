package apply

import (
	"bytes"
	"context"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/workers/apply/applytest"
)

func TestGreenhouseFormSubmitted(t *testing.T) {
	t.Parallel()
	site, a := fixture(t)
	var pressed int
	s := submission(site.URL(applytest.Greenhouse, "4001"), "greenhouse", ada())
	s.BeforePress = func(ctx context.Context) error { pressed++; return nil }
	out, err := a.Apply(ctxFor(t), s)
	require.NoError(t, err)
	require.Equal(t, StatusSubmitted, out.Status, out.Message)
	require.True(t, out.Pressed)
	require.Equal(t, 1, pressed)
	require.Equal(t, "file", out.CoverLetterAs)

	subs := site.Submissions(applytest.Greenhouse, "4001")
	require.Len(t, subs, 1)
	got := subs[0]
	want := map[string]string{
		"first_name": "Ada King", "last_name": "Lovelace", "email": "ada@example.com", "phone": "+1 415 555 0100",
		"question_5001": "https://www.linkedin.com/in/ada", "question_5002": "https://ada.dev",
		"question_5003": "1", "question_5004": "0", "question_5005": "$180,000",
		"location": "San Francisco, CA", "latitude": "", "longitude": "",
		"gender": "3", "hispanic_ethnicity": "Decline To Self Identify", "veteran_status": "3", "disability_status": "3",
		"fingerprint": "fx-4001", "g-recaptcha-enterprise-token": "fixture-recaptcha-token",
	}
	for k, v := range want {
		require.Equal(t, []string{v}, got.Fields[k], "field %s", k)
	}
	require.NotContains(t, got.Fields, "question_5006[]", "an optional question nothing answers stays blank")
	require.Equal(t, "Ada_King_Lovelace_Resume.pdf", got.Files["resume"].Filename)
	require.Equal(t, fakePDF, got.Files["resume"].Data)
	cl := got.Files["cover_letter"]
	require.Equal(t, "Ada_King_Lovelace_Cover_Letter.pdf", cl.Filename)
	require.True(t, bytes.HasPrefix(cl.Data, []byte("%PDF-")))
}
