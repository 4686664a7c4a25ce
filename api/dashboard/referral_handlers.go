package dashboard

import (
	"net/http"
	"net/url"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/careerkit/careerkit/shared/metering"
	"github.com/careerkit/careerkit/shared/store"
)

type referralView struct {
	Link     string
	Referred int64
	Summary  metering.AffiliateSummary
	Terms    metering.AffiliateTerms
}

// referralsPage shows the referral link and the revenue share per month. There is
// no API endpoint for the affiliate program; this page is its only surface.
func (h *Handler) referralsPage(c *gin.Context, s *session) {
	ctx := c.Request.Context()
	months, err := h.d.Store.ReferralMonths(ctx, s.account.ID)
	if err != nil {
		h.fail(c, err)
		return
	}
	n, err := h.d.Store.ReferralCount(ctx, s.account.ID)
	if err != nil {
		h.fail(c, err)
		return
	}
	terms := h.terms()
	h.render(c, http.StatusOK, "referrals", view{Title: "Referrals", Account: s.account, CSRF: s.csrf,
		Data: referralView{Link: h.referralLink(s.account), Referred: n, Summary: metering.Payouts(months, terms, time.Now()), Terms: terms}})
}

func (h *Handler) terms() metering.AffiliateTerms {
	return metering.AffiliateTerms{SharePercent: h.d.Config.AffiliateSharePercent, MinPayoutCents: h.d.Config.AffiliateMinPayoutCents}
}

func (h *Handler) referralLink(a *store.Account) string {
	return h.d.Config.PublicBaseURL + "/dashboard/signup?ref=" + url.QueryEscape(a.ReferralCode)
}
