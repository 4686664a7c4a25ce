package board

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"slices"
	"strings"
)

// ListCheck lets a board that needs one detail request per posting (Workday,
// BambooHR, SmartRecruiters) skip them when its list is the one already
// indexed. A conditional request cannot: those boards page their list, and a
// 304 on the first page says nothing of the others, nor of the details. So the
// client fingerprints what the list says of each posting (id, title, places,
// type: never a relative date such as "Posted 3 Days Ago", which changes daily)
// and stops with ErrNotModified when the fingerprint is the last full run's.
// A detail can change while its list entry does not (a new pay range), so the
// caller withholds Hash once the last full read is old (refresh reads such
// boards in full at least daily).
type ListCheck struct {
	// Hash is the fingerprint of the list at the last full run, "" to read in full.
	Hash string
	// NewHash is this run's fingerprint, set once the client has read the list.
	NewHash string
}

type listCheckKey struct{}

// WithListCheck gives a fetch under ctx the list check lc.
func WithListCheck(ctx context.Context, lc *ListCheck) context.Context {
	return context.WithValue(ctx, listCheckKey{}, lc)
}

// HasDetails reports whether a board kind reads a detail per posting, so that a
// ListCheck can save those requests.
func HasDetails(kind string) bool { return specs[kind].details }

// listUnchanged records the fingerprint of a board's list, one entry per posting
// (entries are sorted first: the order of a list is not a change), and returns
// ErrNotModified when it is the one of ctx's ListCheck.
func listUnchanged(ctx context.Context, entries []string) error {
	lc, _ := ctx.Value(listCheckKey{}).(*ListCheck)
	if lc == nil {
		return nil
	}
	sorted := slices.Clone(entries)
	slices.Sort(sorted)
	sum := sha256.Sum256([]byte(strings.Join(sorted, "\x1e")))
	lc.NewHash = "sha256:" + hex.EncodeToString(sum[:])
	if lc.Hash != "" && lc.Hash == lc.NewHash {
		return ErrNotModified
	}
	return nil
}

// listEntry joins the fields of one list entry for listUnchanged.
func listEntry(fields ...string) string { return strings.Join(fields, "\x1f") }
