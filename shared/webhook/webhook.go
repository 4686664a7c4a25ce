// Package webhook is the domain of account webhooks: registering an endpoint
// (the same rules for the API and the dashboard) and signing a delivery. The
// worker that delivers them is workers/delivery.
package webhook

import (
	"context"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/careerkit/careerkit/shared/apperr"
	"github.com/careerkit/careerkit/shared/outbound"
	"github.com/careerkit/careerkit/shared/store"
)

// Headers of a delivery.
const (
	HeaderSignature = "Careerkit-Signature" // t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>." + body)>
	HeaderEventID   = "Careerkit-Event-Id"
	HeaderEvent     = "Careerkit-Event"
)

// Sign returns the signature header value of body at t.
func Sign(secret string, t time.Time, body []byte) string {
	ts := strconv.FormatInt(t.Unix(), 10)
	mac := hmac.New(sha256.New, []byte(secret))
	mac.Write([]byte(ts + "."))
	mac.Write(body)
	return "t=" + ts + ",v1=" + hex.EncodeToString(mac.Sum(nil))
}

// Registrar registers endpoints.
type Registrar struct {
	Store *store.Store
	Guard *outbound.Outbound
	// InsecureHosts may use http (local receivers in tests).
	InsecureHosts []string
}

// Register checks and stores an endpoint and returns it with its signing
// secret, shown this once. The URL must be https (outside InsecureHosts),
// resolve, and be on the public internet; events default to
// application.status_changed.
func (r Registrar) Register(ctx context.Context, accountID, rawURL string, events []string) (*store.WebhookEndpoint, string, error) {
	u, err := url.Parse(strings.TrimSpace(rawURL))
	if err != nil || u.Host == "" || (u.Scheme != "https" && u.Scheme != "http") {
		return nil, "", apperr.Invalid("url", "url must be an absolute https:// URL of your receiver, e.g. https://example.com/careerkit-hook")
	}
	if u.Scheme == "http" && !slices.Contains(r.InsecureHosts, u.Host) {
		return nil, "", apperr.Invalid("url", "url must use https: events carry personal data and are signed, so they are only sent over TLS")
	}
	if err := r.Guard.Check(ctx, u.String()); err != nil {
		if errors.Is(err, outbound.ErrUnresolved) {
			return nil, "", apperr.Invalid("url", "the host of url does not resolve (%v); register a reachable public address", err)
		}
		return nil, "", apperr.Invalid("url", "url is not on the public internet (%v); Careerkit never sends to private, loopback or link-local addresses", err)
	}
	if len(events) == 0 {
		events = []string{store.EventApplicationStatusChanged}
	}
	for i, e := range events {
		if !slices.Contains(store.WebhookEvents, e) {
			return nil, "", apperr.Invalid("events["+strconv.Itoa(i)+"]", "unknown event %q; use one of %s", e, strings.Join(store.WebhookEvents, ", "))
		}
	}
	b := make([]byte, 24)
	_, _ = rand.Read(b)
	secret := "whsec_" + hex.EncodeToString(b)
	e, err := r.Store.WebhookEndpointCreate(ctx, accountID, u.String(), secret, events)
	if err != nil {
		return nil, "", err
	}
	return e, secret, nil
}
