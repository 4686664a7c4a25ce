package board

import (
	"context"
	"errors"
	"sync"
)

// ErrNotModified: the board's listing is what the last run read (it answered 304
// to a conditional request, or its list has the last run's fingerprint, see
// ListCheck), and nothing needs parsing or writing.
var ErrNotModified = errors.New("board unchanged since the last run")

// Conditional carries a source's validators into a fetch and back: ETag and
// Last-Modified of the last full answer go out as If-None-Match and
// If-Modified-Since; the new answer's come back in NewETag and NewLastModified.
// Only boards that publish their whole listing in one document use it: a 304
// there means the whole board is unchanged.
type Conditional struct {
	ETag, LastModified       string
	NewETag, NewLastModified string

	once sync.Once
	used bool
}

type conditionalKey struct{}

// WithConditional makes the first request of a fetch under ctx conditional.
func WithConditional(ctx context.Context, c *Conditional) context.Context {
	return context.WithValue(ctx, conditionalKey{}, c)
}

// claim returns the conditional of ctx for the fetch's first request, nil for
// every later one (pages, details) and when there is none.
func claim(ctx context.Context) *Conditional {
	c, _ := ctx.Value(conditionalKey{}).(*Conditional)
	if c == nil {
		return nil
	}
	first := false
	c.once.Do(func() { first, c.used = true, true })
	if !first {
		return nil
	}
	return c
}

// Changed reports whether the board sent validators different from the ones
// the fetch went out with.
func (c *Conditional) Changed() bool {
	return c.NewETag != c.ETag || c.NewLastModified != c.LastModified
}

// OneDocument reports whether a board kind publishes its whole listing in one
// response, so that a conditional request can skip an unchanged board.
func OneDocument(kind string) bool { return specs[kind].oneDocument }
