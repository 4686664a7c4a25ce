package api

import (
	"net/url"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/gin-gonic/gin"

	"github.com/careerkit/careerkit/shared/apperr"
)

// paramMiddleware checks every path and query parameter of every route once,
// at the edge: text that is not UTF-8 or holds a NUL byte can never be a valid
// value, and Postgres refuses it (SQLSTATE 22021), so it is a 400 or 422
// naming the parameter here rather than a database error deep inside.
func paramMiddleware(c *gin.Context) {
	if err := checkParams(c); err != nil {
		writeError(c, err)
		return
	}
	c.Next()
}

func checkParams(c *gin.Context) error {
	for _, p := range c.Params {
		if err := checkParamText("path parameter", p.Key, p.Value); err != nil {
			return err
		}
	}
	if c.Request.URL.RawQuery == "" {
		return nil
	}
	values, err := url.ParseQuery(c.Request.URL.RawQuery)
	if err != nil {
		return apperr.New(apperr.KindMalformed, "malformed_query", "the query string is not valid URL encoding: %v; percent-encode reserved characters (a space is %%20 or +)", err)
	}
	names := make([]string, 0, len(values))
	for name := range values {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		if err := checkParamText("query parameter", name, name); err != nil {
			return err
		}
		for _, v := range values[name] {
			if err := checkParamText("query parameter", name, v); err != nil {
				return err
			}
		}
	}
	return nil
}

func checkParamText(what, name, value string) error {
	field := name
	if !utf8.ValidString(field) || strings.ContainsRune(field, 0) {
		field = strings.ToValidUTF8(strings.ReplaceAll(field, "\x00", ""), "?")
	}
	if !utf8.ValidString(value) {
		e := apperr.New(apperr.KindMalformed, "invalid_utf8",
			"the %s %s is not UTF-8 text; send UTF-8, percent-encoded (é is %%C3%%A9)", what, field)
		e.Field = field
		return e
	}
	if strings.ContainsRune(value, 0) {
		return apperr.Invalid(field, "the %s %s holds a NUL byte (%%00), which no value may contain; remove it", what, field)
	}
	return nil
}
