package ratelimit

import (
	"crypto/rand"
	"encoding/hex"
	"strconv"
	"strings"
	"time"
)

// NewCallID makes the id of one API call: the key of its usage event and of its
// claim on the free allowance. It carries the time it was made, so a claim whose
// replica died before recording or releasing it can be told from one still in
// flight (Quota forgets it once it is older than any call can run).
func NewCallID(now time.Time) string {
	b := make([]byte, 12)
	_, _ = rand.Read(b)
	return "c_" + strconv.FormatInt(now.UnixMilli(), 36) + "_" + hex.EncodeToString(b)
}

// callIDTime returns when a call id from NewCallID was made; ids of another
// shape (older ids, tests' own) have no known age and are never forgotten.
func callIDTime(id string) (time.Time, bool) {
	rest, ok := strings.CutPrefix(id, "c_")
	if !ok {
		return time.Time{}, false
	}
	ms, _, ok := strings.Cut(rest, "_")
	if !ok {
		return time.Time{}, false
	}
	n, err := strconv.ParseInt(ms, 36, 64)
	if err != nil || n <= 0 {
		return time.Time{}, false
	}
	return time.UnixMilli(n), true
}
