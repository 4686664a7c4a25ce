package apply

import (
	"fmt"
	"log/slog"
	"time"

	"github.com/careerkit/careerkit/shared/blob"
	"github.com/careerkit/careerkit/shared/events"
	"github.com/careerkit/careerkit/shared/ratelimit"
	"github.com/careerkit/careerkit/shared/store"
	"github.com/careerkit/careerkit/shared/writing"
)

// Options configure NewHandler.
type Options struct {
	Store *store.Store
	Blobs blob.Store
	Bus   *events.Bus
	// ChromePath, Tabs: the apply browser (see BrowserOptions).
	ChromePath string
	Tabs       int
	// PageTimeout bounds loading a form and waiting for the site's answer (default 30s).
	PageTimeout time.Duration
	// AllowedHosts may be reached although they are private addresses (tests).
	AllowedHosts []string
	// Writer writes cover letters (default: the deterministic engine, no LLM).
	Writer *writing.Engine
	// Quota is the free allowance; a round that ends without a submission gives
	// its call's claim back to it. Nil leaves claims alone.
	Quota  *ratelimit.Quota
	Logger *slog.Logger
}

// Handler runs apply:submit tasks: one attempt at one round of an application.
type Handler struct {
	store   *store.Store
	blobs   blob.Store
	bus     *events.Bus
	applier *Applier
	writer  *writing.Engine
	quota   *ratelimit.Quota
	log     *slog.Logger
}

// NewHandler starts the apply browser and the writing engine.
func NewHandler(o Options) (*Handler, error) {
	if o.Logger == nil {
		o.Logger = slog.Default()
	}
	if o.PageTimeout <= 0 {
		o.PageTimeout = 30 * time.Second
	}
	writer := o.Writer
	if writer == nil {
		var err error
		if writer, err = writing.New(writing.WithLogger(o.Logger)); err != nil {
			return nil, fmt.Errorf("apply: writing engine: %w", err)
		}
	}
	br, err := NewBrowser(BrowserOptions{ChromePath: o.ChromePath, Tabs: o.Tabs,
		Outbound: NewOutbound(o.AllowedHosts), Logger: o.Logger})
	if err != nil {
		return nil, err
	}
	return &Handler{store: o.Store, blobs: o.Blobs, bus: o.Bus, writer: writer, quota: o.Quota, log: o.Logger,
		applier: &Applier{Browser: br, PageTimeout: o.PageTimeout, Logger: o.Logger}}, nil
}

// Close stops the apply browser.
func (h *Handler) Close() { h.applier.Browser.Close() }
