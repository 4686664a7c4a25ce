package dashboard

import (
	"net/http"

	"github.com/gin-gonic/gin"

	"github.com/careerkit/careerkit/shared/apperr"
	"github.com/careerkit/careerkit/shared/outbound"
	"github.com/careerkit/careerkit/shared/store"
	"github.com/careerkit/careerkit/shared/webhook"
)

// webhooksView is the data of the webhooks page.
type webhooksView struct {
	Endpoints  []store.WebhookEndpoint
	Deliveries []store.WebhookDelivery
	Events     []string
	// Secret is shown once, right after an endpoint is added.
	Secret string
}

func (h *Handler) registrar() webhook.Registrar {
	return webhook.Registrar{Store: h.d.Store, Guard: outbound.New(h.d.Config.Apply.AllowedHosts), InsecureHosts: h.d.Config.Apply.AllowedHosts}
}

// webhooksPage lists the account's endpoints and their latest deliveries.
func (h *Handler) webhooksPage(c *gin.Context, s *session) {
	h.renderWebhooks(c, s, http.StatusOK, "", "", "")
}

func (h *Handler) renderWebhooks(c *gin.Context, s *session, status int, notice, errMsg, secret string) {
	ctx := c.Request.Context()
	eps, err := h.d.Store.WebhookEndpointList(ctx, s.account.ID)
	if err != nil {
		h.fail(c, err)
		return
	}
	ds, err := h.d.Store.WebhookDeliveryList(ctx, s.account.ID, "", 50)
	if err != nil {
		h.fail(c, err)
		return
	}
	h.render(c, status, "webhooks", view{Title: "Webhooks", Account: s.account, CSRF: s.csrf, Notice: notice, Error: errMsg,
		Data: webhooksView{Endpoints: eps, Deliveries: ds, Events: store.WebhookEvents, Secret: secret}})
}

// createWebhook adds an endpoint with the same rules as POST /v1/webhooks.
func (h *Handler) createWebhook(c *gin.Context, s *session) {
	_, secret, err := h.registrar().Register(c.Request.Context(), s.account.ID, c.Request.PostForm.Get("url"), c.Request.PostForm["events"])
	if err != nil {
		if ae, ok := apperr.As(err); ok && ae.Kind == apperr.KindInvalid {
			h.renderWebhooks(c, s, http.StatusUnprocessableEntity, "", ae.Message, "")
			return
		}
		h.fail(c, err)
		return
	}
	h.renderWebhooks(c, s, http.StatusOK, "Webhook added. Copy its signing secret now: it is not shown again.", "", secret)
}

// deleteWebhook removes an endpoint of the account.
func (h *Handler) deleteWebhook(c *gin.Context, s *session) {
	if err := h.d.Store.WebhookEndpointDelete(c.Request.Context(), s.account.ID, c.Param("id")); err != nil {
		h.renderWebhooks(c, s, http.StatusUnprocessableEntity, "", "That webhook is not one of this account's.", "")
		return
	}
	c.Redirect(http.StatusSeeOther, "/dashboard/webhooks")
}
