package apply

import (
	"context"
	"io"
	"log/slog"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/application"
	"github.com/careerkit/careerkit/shared/model"
	"github.com/careerkit/careerkit/workers/apply/applytest"
)

var (
	sharedOnce    sync.Once
	sharedBrowser *Browser
	sharedSite    *applytest.Server
	sharedErr     error
)

func TestMain(m *testing.M) {
	code := m.Run()
	rebindCleanup()
	if sharedBrowser != nil {
		sharedBrowser.Close()
	}
	if sharedSite != nil {
		sharedSite.Close()
	}
	os.Exit(code)
}

// fixture returns the package's fixture site and an applier allowed to reach it
// (one Chromium for the whole test binary, as one worker process has).
func fixture(t testing.TB) (*applytest.Server, *Applier) {
	t.Helper()
	if testing.Short() {
		t.Skip("drives Chromium; skipped under -short")
	}
	sharedOnce.Do(func() {
		sharedSite = applytest.New()
		sharedBrowser, sharedErr = NewBrowser(BrowserOptions{Tabs: 3, Outbound: NewOutbound([]string{sharedSite.Host()}),
			Logger: quietLog()})
	})
	require.NoError(t, sharedErr)
	return sharedSite, &Applier{Browser: sharedBrowser, PageTimeout: 15 * time.Second, Logger: quietLog()}
}

func quietLog() *slog.Logger { return slog.New(slog.NewTextHandler(io.Discard, nil)) }

// fakePDF is a resume file; the site must receive these exact bytes.
var fakePDF = []byte("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% Ada Lovelace resume fixture\n%%EOF\n")

func ada() Applicant {
	yes, no := true, false
	return Applicant{
		Resume: model.Resume{
			UserName: "Ada King Lovelace", Email: "ada@resume.example", Phone: "+1 415 555 0100",
			TargetRole: "Backend Engineer", Location: "San Francisco, CA",
			Links: []string{"https://www.linkedin.com/in/ada", "https://github.com/ada", "https://ada.dev"},
			Experience: []model.Experience{{Company: "Analytical Engines", Title: "Senior Engineer", StartDate: "2020-01",
				EndDate: model.Present, Bullets: []string{"Built a compiler in Go used by 40 teams"}}},
			Skills: []string{"Go", "Kubernetes", "PostgreSQL"},
		},
		Email: "ada@example.com",
		Answers: application.Answers{WorkAuthorization: &yes, RequiresSponsorship: &no, SalaryExpectation: "$180,000",
			EarliestStartDate: "2026-03-01"},
	}
}

const letter = "Dear Acme team,\n\nI am applying for the Senior Backend Engineer role.\n\nAda King Lovelace"

func submission(url, board string, a Applicant) Submission {
	return Submission{ApplyURL: url, Board: board, Applicant: a, Resume: fakePDF, ResumeName: "Ada_King_Lovelace_Resume.pdf",
		CoverLetter: letter}
}

func ctxFor(t testing.TB) context.Context {
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	t.Cleanup(cancel)
	return ctx
}

// crlf is how browsers send a textarea's line breaks (HTML form submission).
func crlf(s string) string { return strings.ReplaceAll(s, "\n", "\r\n") }
