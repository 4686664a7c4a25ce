package api

import (
	"fmt"
	"net/mail"
	"net/url"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/careerkit/careerkit/shared/apperr"
)

// checker collects validation failures in field order. The first becomes the
// error's headline; all of them go into details.errors so an agent can fix every
// field in one round trip.
type checker struct {
	errs []*apperr.Error
}

func (v *checker) add(e *apperr.Error) { v.errs = append(v.errs, e) }

func (v *checker) fail(field, format string, args ...any) {
	v.add(apperr.Invalid(field, format, args...))
}

func (v *checker) err() error {
	if len(v.errs) == 0 {
		return nil
	}
	first := v.errs[0]
	if len(v.errs) > 1 {
		all := make([]map[string]string, 0, len(v.errs))
		for _, e := range v.errs {
			all = append(all, map[string]string{"field": e.Field, "code": e.Code, "message": e.Message})
		}
		first.WithDetail("errors", all)
	}
	return first
}

// text checks a string field: required or not, a maximum length in characters,
// valid UTF-8 without control characters (newlines allowed where multiline is true).
func (v *checker) text(field, value string, required bool, max int, multiline bool) {
	trimmed := strings.TrimSpace(value)
	if trimmed == "" {
		if required {
			v.add(apperr.Required(field, "send a non-empty string"))
		}
		return
	}
	if !utf8.ValidString(value) {
		v.fail(field, "%s is not valid UTF-8 text", field)
		return
	}
	if n := utf8.RuneCountInString(value); n > max {
		v.fail(field, "%s is %d characters long; the limit is %d", field, n, max)
		return
	}
	for _, r := range value {
		if r == 0 || (unicode.IsControl(r) && !(multiline && (r == '\n' || r == '\r' || r == '\t'))) {
			v.fail(field, "%s contains a control character (U+%04X); remove it", field, r)
			return
		}
	}
}

// enum checks an optional value is one of allowed (case-sensitive, as documented).
func (v *checker) enum(field, value string, allowed []string) {
	if value == "" {
		return
	}
	for _, a := range allowed {
		if value == a {
			return
		}
	}
	e := apperr.Invalid(field, "%s must be one of %s; got %q", field, strings.Join(allowed, ", "), value)
	e.WithDetail("allowed", allowed)
	v.add(e)
}

// email checks a plain address such as ada@example.com.
func (v *checker) email(field, value string, required bool) {
	value = strings.TrimSpace(value)
	if value == "" {
		if required {
			v.add(apperr.Required(field, "send an email address such as ada@example.com"))
		}
		return
	}
	if !validEmail(value) {
		v.fail(field, "%s must be a plain email address such as ada@example.com; got %q", field, truncate(value, 80))
	}
}

func validEmail(s string) bool {
	if len(s) > 254 {
		return false
	}
	addr, err := mail.ParseAddress(s)
	if err != nil || addr.Address != s || addr.Name != "" {
		return false
	}
	at := strings.LastIndexByte(s, '@')
	domain := s[at+1:]
	return at > 0 && strings.Contains(domain, ".") && !strings.HasSuffix(domain, ".") && !strings.ContainsAny(s, " \t")
}

// httpURL checks an absolute http(s) URL.
func (v *checker) httpURL(field, value string, required bool) {
	value = strings.TrimSpace(value)
	if value == "" {
		if required {
			v.add(apperr.Required(field, "send an absolute https:// URL"))
		}
		return
	}
	u, err := url.Parse(value)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || len(value) > 2048 {
		v.fail(field, "%s must be an absolute http or https URL of at most 2048 characters; got %q", field, truncate(value, 80))
	}
}

var (
	yearMonth = regexp.MustCompile(`^(19|20)\d\d-(0[1-9]|1[0-2])$`)
	fourDigit = regexp.MustCompile(`^\d{4}$`)
	phoneRe   = regexp.MustCompile(`^[+()0-9 .\-/x]{5,40}$`)
)

func (v *checker) phone(field, value string) {
	value = strings.TrimSpace(value)
	if value == "" {
		return
	}
	digits := 0
	for _, r := range value {
		if r >= '0' && r <= '9' {
			digits++
		}
	}
	if !phoneRe.MatchString(value) || digits < 5 || digits > 20 {
		v.fail(field, "%s must be a phone number of 5 to 20 digits with optional + ( ) - . spaces, such as +1 555-010-0199; got %q", field, truncate(value, 60))
	}
}

func (v *checker) count(field string, n, max int, what string) bool {
	if n > max {
		v.fail(field, "%s has %d %s; the limit is %d", field, n, what, max)
		return false
	}
	return true
}

func truncate(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	r := []rune(s)
	return string(r[:n]) + "…"
}

func idx(field string, i int) string { return fmt.Sprintf("%s[%d]", field, i) }
