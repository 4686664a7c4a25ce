package dashboard

import (
	"context"
	"net/http"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/careerkit/careerkit/shared/metering"
	"github.com/careerkit/careerkit/shared/store"
)

// notices are the fixed messages a redirect may ask for; nothing from the query
// string is echoed into the page.
var notices = map[string]string{
	"welcome":   "Welcome to Careerkit. Create an API key below to start calling the API.",
	"revoked":   "Key revoked. Calls with it are refused within a few seconds.",
	"upgraded":  "You are on the paid plan: every successful call is billed at the listed price, with no monthly allowance.",
	"confirmed": "Your email address is confirmed. Create an API key below to start calling the API.",
	"resent":    "A new confirmation link is on its way to your inbox.",
}

// overview is the data of the home page.
type overview struct {
	Keys      []store.APIKey
	Statement metering.Statement
	Free      *freeAllowance
	Referral  string
}

// freeAllowance is shown on the free plan only.
type freeAllowance struct {
	Limit, Used, Left int
	ResetsAt          time.Time
}

func (h *Handler) home(c *gin.Context, s *session) {
	h.renderHome(c, s, http.StatusOK, notices[c.Query("notice")], "")
}

func (h *Handler) homeWithError(c *gin.Context, s *session, msg string) {
	h.renderHome(c, s, http.StatusUnprocessableEntity, "", msg)
}

func (h *Handler) renderHome(c *gin.Context, s *session, status int, notice, errMsg string) {
	ctx := c.Request.Context()
	st, free, err := h.thisMonth(ctx, s.account) // first: its flush also moves keys' last use
	if err != nil {
		h.fail(c, err)
		return
	}
	keys, err := h.d.Store.APIKeyList(ctx, s.account.ID)
	if err != nil {
		h.fail(c, err)
		return
	}
	h.render(c, status, "home", view{Title: "Overview", Account: s.account, CSRF: s.csrf, Notice: notice, Error: errMsg,
		Data: overview{Keys: keys, Statement: st, Free: free, Referral: h.referralLink(s.account)}})
}

// usageView is the data of the usage page.
type usageView struct {
	Statement metering.Statement
	Free      *freeAllowance
	Chart     chart
	History   []store.MonthUsage
}

func (h *Handler) usagePage(c *gin.Context, s *session) {
	ctx := c.Request.Context()
	st, free, err := h.thisMonth(ctx, s.account)
	if err != nil {
		h.fail(c, err)
		return
	}
	history, err := h.d.Store.UsageByMonth(ctx, s.account.ID, 12)
	if err != nil {
		h.fail(c, err)
		return
	}
	h.render(c, http.StatusOK, "usage", view{Title: "Usage", Account: s.account, CSRF: s.csrf,
		Data: usageView{Statement: st, Free: free, Chart: newChart(st), History: history}})
}

// thisMonth returns the account's statement so far this month and, on the free
// plan, its allowance, counted as the API counts it.
func (h *Handler) thisMonth(ctx context.Context, acct *store.Account) (metering.Statement, *freeAllowance, error) {
	now := time.Now()
	from, to := metering.MonthOf(now)
	rows, err := h.d.Store.UsageByEndpoint(ctx, acct.ID, from, to)
	if err != nil {
		return metering.Statement{}, nil, err
	}
	st := metering.NewStatement(from, rows, h.d.Prices)
	if acct.Plan == store.PlanPaid {
		return st, nil, nil
	}
	used := int(st.FreeCalls)
	if n, err := h.d.Quota.Used(ctx, acct.ID, now); err == nil {
		used = max(used, n)
	}
	limit := h.d.Quota.Limit()
	return st, &freeAllowance{Limit: limit, Used: used, Left: max(0, limit-used), ResetsAt: to}, nil
}
