package board

import (
	"bytes"
	"encoding/json"
	"strings"
	"time"
)

// flexID decodes an identifier that boards send as a string or a number.
type flexID string

// UnmarshalJSON implements json.Unmarshaler.
func (f *flexID) UnmarshalJSON(b []byte) error {
	if bytes.Equal(b, []byte("null")) {
		return nil
	}
	if len(b) > 0 && b[0] == '"' {
		var s string
		if err := json.Unmarshal(b, &s); err != nil {
			return err
		}
		*f = flexID(strings.TrimSpace(s))
		return nil
	}
	var n json.Number
	if err := json.Unmarshal(b, &n); err != nil {
		return err
	}
	*f = flexID(n.String())
	return nil
}

// timeLayouts are the date formats the boards use: RFC 3339 with or without
// fractions, and Remotive's local timestamps without a zone (taken as UTC).
var timeLayouts = []string{time.RFC3339Nano, "2006-01-02T15:04:05", "2006-01-02 15:04:05", "2006-01-02"}

// parseTime reads a board timestamp, zero when absent or unreadable: a bad date
// should not drop an otherwise good posting.
func parseTime(s string) time.Time {
	s = strings.TrimSpace(s)
	for _, layout := range timeLayouts {
		if t, err := time.Parse(layout, s); err == nil {
			return t.UTC()
		}
	}
	return time.Time{}
}

func ptr[T any](v T) *T { return &v }
