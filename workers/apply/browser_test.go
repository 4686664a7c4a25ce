package apply

import (
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/workers/apply/applytest"
)

// TestApplyingBrowserSurvivesAKill: Chromium SIGKILLed between applications
// is replaced by the supervisor (package browser), and the next application
// submits. The browser is the test's own, so the shared one is untouched.
func TestApplyingBrowserSurvivesAKill(t *testing.T) {
	t.Parallel()
	site, _ := fixture(t)
	br, err := NewBrowser(BrowserOptions{Tabs: 1, Outbound: NewOutbound([]string{site.Host()}), Logger: quietLog()})
	require.NoError(t, err)
	t.Cleanup(br.Close)
	a := &Applier{Browser: br, PageTimeout: 15 * time.Second, Logger: quietLog()}

	out, err := a.Apply(ctxFor(t), submission(site.URL(applytest.Greenhouse, "kill-1"), "greenhouse", ada()))
	require.NoError(t, err)
	require.Equal(t, StatusSubmitted, out.Status)

	pid := br.sup.Stats().PID
	require.NotZero(t, pid)
	require.NoError(t, syscall.Kill(pid, syscall.SIGKILL))

	out, err = a.Apply(ctxFor(t), submission(site.URL(applytest.Greenhouse, "kill-2"), "greenhouse", ada()))
	require.NoError(t, err)
	require.Equal(t, StatusSubmitted, out.Status, out.Message)
	require.Len(t, site.Submissions(applytest.Greenhouse, "kill-2"), 1)
	st := br.sup.Stats()
	require.NotEqual(t, pid, st.PID)
	require.Equal(t, int64(1), st.Crashes)
}
