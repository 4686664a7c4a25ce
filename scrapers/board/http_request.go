package board

import (
	"bytes"
	"context"
	"encoding/json"
	"encoding/xml"
	"fmt"
	"net/http"
	"strings"
)

// request is one call of a board client: most are GETs of JSON, Workday's list is
// a POST of a JSON query, Personio answers XML, USAJOBS wants its key in headers.
type request struct {
	method string
	url    string
	body   []byte       // JSON body of a POST, nil for a GET
	header http.Header  // extra headers
	xml    bool         // the answer is XML, not JSON
	cond   *Conditional // validators to send and to fill in, nil for none
}

func (r request) accept() string {
	if r.xml {
		return "application/xml, text/xml"
	}
	return "application/json"
}

func (r request) decode(body []byte, v any) error {
	if r.xml {
		return xml.Unmarshal(body, v)
	}
	return json.Unmarshal(body, v)
}

// PostJSON sends in as a JSON body to rawURL and decodes the JSON answer into v,
// with the retries and politeness of GetJSON. Workday's job search is a POST that
// changes nothing, so retrying it is safe.
func (h *HTTP) PostJSON(ctx context.Context, rawURL string, in, v any) error {
	b, err := json.Marshal(in)
	if err != nil {
		return fmt.Errorf("POST %s: %w", rawURL, err)
	}
	return h.do(ctx, request{method: http.MethodPost, url: rawURL, body: b}, v)
}

// GetXML fetches rawURL and decodes its XML body into v.
func (h *HTTP) GetXML(ctx context.Context, rawURL string, v any) error {
	return h.do(ctx, request{method: http.MethodGet, url: rawURL, xml: true}, v)
}

// GetJSONWith is GetJSON with extra request headers (an API key).
func (h *HTTP) GetJSONWith(ctx context.Context, rawURL string, header http.Header, v any) error {
	return h.do(ctx, request{method: http.MethodGet, url: rawURL, header: header}, v)
}

// sniffXML checks that body is an XML document, not a web page.
func sniffXML(body []byte, contentType string) ([]byte, error) {
	b := bytes.TrimLeft(bytes.TrimPrefix(body, utf8BOM), " \t\r\n")
	head := strings.ToLower(string(b[:min(len(b), 512)]))
	switch {
	case len(b) == 0:
		return nil, ErrEmptyBody
	case strings.Contains(head, "<html") || strings.Contains(head, "<!doctype html") ||
		strings.Contains(strings.ToLower(contentType), "html"):
		return nil, ErrHTML
	case b[0] != '<':
		return nil, ErrNotXML
	}
	return b, nil
}
