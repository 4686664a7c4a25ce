package api

import (
	"errors"
	"net/http"

	"github.com/gin-gonic/gin"
	"github.com/google/uuid"

	"github.com/careerkit/careerkit/shared/apperr"
	"github.com/careerkit/careerkit/shared/outbound"
	"github.com/careerkit/careerkit/shared/store"
	"github.com/careerkit/careerkit/shared/webhook"
)

// webhookRequest is the body of POST /v1/webhooks.
type webhookRequest struct {
	URL    string   `json:"url"`
	Events []string `json:"events"`
}

// webhookCreated is the answer to POST /v1/webhooks: the only time the
// signing secret is shown.
type webhookCreated struct {
	*store.WebhookEndpoint
	Secret string `json:"secret"`
}

func (s *Server) webhookRegistrar() webhook.Registrar {
	return webhook.Registrar{Store: s.store, Guard: outbound.New(s.cfg.Apply.AllowedHosts), InsecureHosts: s.cfg.Apply.AllowedHosts}
}

func (s *Server) createWebhook(c *gin.Context) {
	var req webhookRequest
	if err := decodeJSON(c, &req); err != nil {
		_ = c.Error(err)
		return
	}
	e, secret, err := s.webhookRegistrar().Register(c.Request.Context(), callerOf(c).AccountID, req.URL, req.Events)
	if err != nil {
		_ = c.Error(err)
		return
	}
	c.JSON(http.StatusCreated, webhookCreated{WebhookEndpoint: e, Secret: secret})
}

func (s *Server) listWebhooks(c *gin.Context) {
	if _, err := queryParams(c); err != nil {
		_ = c.Error(err)
		return
	}
	eps, err := s.store.WebhookEndpointList(c.Request.Context(), callerOf(c).AccountID)
	if err != nil {
		_ = c.Error(err)
		return
	}
	if eps == nil {
		eps = []store.WebhookEndpoint{}
	}
	ok(c, gin.H{"webhooks": eps, "events": store.WebhookEvents})
}

func (s *Server) deleteWebhook(c *gin.Context) {
	if _, err := queryParams(c); err != nil {
		_ = c.Error(err)
		return
	}
	var err error = store.ErrNotFound
	if id := c.Param("id"); uuid.Validate(id) == nil {
		err = s.store.WebhookEndpointDelete(c.Request.Context(), callerOf(c).AccountID, id)
	}
	if errors.Is(err, store.ErrNotFound) {
		_ = c.Error(apperr.NotFound("webhook_not_found", "no webhook of this account has id %q; list them with GET /v1/webhooks", c.Param("id")))
		return
	}
	if err != nil {
		_ = c.Error(err)
		return
	}
	c.Status(http.StatusNoContent)
}

func (s *Server) listWebhookDeliveries(c *gin.Context) {
	q, err := queryParams(c, "endpoint_id")
	if err != nil {
		_ = c.Error(err)
		return
	}
	endpoint := q["endpoint_id"]
	if endpoint != "" && uuid.Validate(endpoint) != nil {
		_ = c.Error(apperr.Invalid("endpoint_id", "endpoint_id must be the id of one of your webhooks (a UUID such as "+
			"0d4f9a52-6c1e-4a8e-9b7a-2f1c3d4e5f60, listed by GET /v1/webhooks); got %q", endpoint))
		return
	}
	ds, err := s.store.WebhookDeliveryList(c.Request.Context(), callerOf(c).AccountID, endpoint, 100)
	if err != nil {
		_ = c.Error(err)
		return
	}
	if ds == nil {
		ds = []store.WebhookDelivery{}
	}
	ok(c, gin.H{"deliveries": ds})
}
