package api

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"mime"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/gin-gonic/gin"

	"github.com/careerkit/careerkit/shared/apperr"
)

// decodeJSON reads the body into dst: 415 unless the content type is JSON, 413 when
// too large, 400 for malformed JSON or a wrong type (naming the field), 422 for a
// field the endpoint does not know (a typo an agent should hear about).
func decodeJSON(c *gin.Context, dst any) error {
	ct := c.GetHeader("Content-Type")
	mt, _, err := mime.ParseMediaType(ct)
	if ct == "" || err != nil || (mt != "application/json" && !strings.HasSuffix(mt, "+json")) {
		return apperr.New(apperr.KindUnsupportedMedia, "unsupported_media_type",
			"send the body as JSON with the header Content-Type: application/json (got %q)", ct)
	}
	body, err := io.ReadAll(c.Request.Body)
	if err != nil {
		var tooLarge *http.MaxBytesError
		if errors.As(err, &tooLarge) {
			return apperr.New(apperr.KindTooLarge, "body_too_large",
				"the request body is over the 1 MiB limit: shorten long fields such as job_description")
		}
		return apperr.New(apperr.KindMalformed, "unreadable_body", "the request body could not be read: %v", err)
	}
	if len(bytes.TrimSpace(body)) == 0 {
		return apperr.New(apperr.KindMalformed, "empty_body", "the request body is empty; send a JSON object")
	}
	if err := checkText(body); err != nil {
		return err
	}
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.DisallowUnknownFields()
	if err := dec.Decode(dst); err != nil {
		return jsonError(err, body)
	}
	if dec.More() {
		return apperr.New(apperr.KindMalformed, "malformed_json", "the body holds more than one JSON value; send exactly one object")
	}
	if bytes.Equal(bytes.TrimSpace(body), []byte("null")) {
		return apperr.New(apperr.KindMalformed, "wrong_type", "the body must be a JSON object, not null")
	}
	if field, ok := nullPath(body); ok {
		e := apperr.New(apperr.KindMalformed, "wrong_type", "%s is null; no field takes null: send a value, or leave the field out to use its default", field)
		e.Field = field
		return e
	}
	return nil
}

func jsonError(err error, body []byte) error {
	var syntax *json.SyntaxError
	var typeErr *json.UnmarshalTypeError
	switch {
	case errors.As(err, &syntax):
		return apperr.New(apperr.KindMalformed, "malformed_json", "the body is not valid JSON (error at byte %d: %s)", syntax.Offset, syntax.Error())
	case errors.Is(err, io.ErrUnexpectedEOF):
		return apperr.New(apperr.KindMalformed, "malformed_json", "the body is not valid JSON: it ends too early")
	case errors.As(err, &typeErr):
		if typeErr.Field == "" {
			return apperr.New(apperr.KindMalformed, "wrong_type", "the body must be a JSON object, not a JSON %s", typeErr.Value)
		}
		field := pathAtOffset(body, typeErr.Offset)
		if field == "" {
			field = jsonPath(typeErr.Field)
		}
		e := apperr.New(apperr.KindMalformed, "wrong_type", "%s must be %s, not a JSON %s", field, typeName(typeErr.Type.String()), typeErr.Value)
		e.Field = field
		return e
	case strings.HasPrefix(err.Error(), "json: unknown field "):
		name := strings.Trim(strings.TrimPrefix(err.Error(), "json: unknown field "), `"`)
		e := apperr.New(apperr.KindInvalid, "unknown_field", "%q is not a field of this endpoint; check the spelling against /v1/openapi.json", name)
		e.Field = name
		return e
	}
	return apperr.New(apperr.KindMalformed, "malformed_json", "the body is not valid JSON: %v", err)
}

// jsonPath turns encoding/json's "experience.0.start_date" into "experience[0].start_date".
func jsonPath(p string) string {
	parts := strings.Split(p, ".")
	var b strings.Builder
	for i, part := range parts {
		if _, err := strconv.Atoi(part); err == nil && i > 0 {
			b.WriteString("[" + part + "]")
			continue
		}
		if i > 0 {
			b.WriteByte('.')
		}
		b.WriteString(part)
	}
	return b.String()
}

func typeName(goType string) string {
	switch {
	case goType == "string" || goType == "*string":
		return "a string"
	case strings.HasPrefix(goType, "[]") || strings.HasPrefix(goType, "*[]"):
		return "an array"
	case strings.Contains(goType, "int") || strings.Contains(goType, "float"):
		return "a number"
	case strings.Contains(goType, "bool"):
		return "true or false"
	case strings.Contains(goType, "map"):
		return "an object"
	}
	return "an object"
}

// queryParams parses the raw query (plus signs are spaces) and refuses unknown or
// repeated parameters, so a typo never silently falls back to a default.
func queryParams(c *gin.Context, allowed ...string) (map[string]string, error) {
	values, err := url.ParseQuery(c.Request.URL.RawQuery)
	if err != nil {
		return nil, apperr.New(apperr.KindMalformed, "malformed_query", "the query string is not valid URL encoding: %v", err)
	}
	out := make(map[string]string, len(values))
	for name, vs := range values {
		if !contains(allowed, name) {
			e := apperr.Invalid(name, "%q is not a parameter of this endpoint; valid parameters: %s", name, strings.Join(allowed, ", "))
			e.Code = "unknown_parameter"
			return nil, e
		}
		if len(vs) > 1 {
			return nil, apperr.Invalid(name, "%s is given %d times; send it once", name, len(vs))
		}
		out[name] = vs[0]
	}
	return out, nil
}

func contains(list []string, s string) bool {
	for _, v := range list {
		if v == s {
			return true
		}
	}
	return false
}

// intParam parses an optional integer query parameter.
func intParam(params map[string]string, name string, def int) (int, error) {
	raw, ok := params[name]
	if !ok || strings.TrimSpace(raw) == "" {
		return def, nil
	}
	n, err := strconv.Atoi(strings.TrimSpace(raw))
	if err != nil {
		return 0, apperr.Invalid(name, "%s must be a whole number, got %q", name, raw)
	}
	return n, nil
}

// floatParam parses an optional number query parameter.
func floatParam(params map[string]string, name string) (*float64, error) {
	raw, ok := params[name]
	if !ok || strings.TrimSpace(raw) == "" {
		return nil, nil
	}
	f, err := strconv.ParseFloat(strings.TrimSpace(raw), 64)
	if err != nil || f != f {
		return nil, apperr.Invalid(name, "%s must be a number (annual USD, for example 120000), got %q", name, raw)
	}
	return &f, nil
}

// checkText refuses a body that is not valid UTF-8: encoding/json would turn
// the bad bytes into U+FFFD silently, so the text stored would not be the text
// sent. It is the client's mistake: 400, with the byte offset. (Control
// characters such as NUL are refused by each field's validation, by name.)
func checkText(body []byte) error {
	if utf8.Valid(body) {
		return nil
	}
	off := 0
	for off < len(body) {
		r, n := utf8.DecodeRune(body[off:])
		if r == utf8.RuneError && n <= 1 {
			break
		}
		off += n
	}
	return apperr.New(apperr.KindMalformed, "invalid_utf8",
		"the body is not valid UTF-8 (first bad byte at offset %d); send JSON encoded as UTF-8", off)
}
