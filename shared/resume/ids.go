package resume

import (
	"regexp"
	"strings"
)

// A built resume is identified by a 256-bit random id (64 hex digits). These
// are the one definition of where its PDF lives and how its URL is spelled,
// for the worker that stores it, the API that serves it and auto-apply, which
// accepts only resume URLs this deployment issued.

var idRe = regexp.MustCompile(`^[0-9a-f]{64}$`)

// ValidID reports whether id is a resume id.
func ValidID(id string) bool { return idRe.MatchString(id) }

// BlobKey is where a resume's PDF lives in the blob store.
func BlobKey(id string) string { return "resumes/" + id + ".pdf" }

// URLPath is the path of a resume's capability URL under a public base.
func URLPath(id string) string { return "/v1/resumes/" + FileName(id) }

// FileName is the last segment of a resume's URL.
func FileName(id string) string { return id + ".pdf" }

// IDFromFileName returns the id of a URL's last segment ("<id>.pdf").
func IDFromFileName(name string) (string, bool) {
	id, ok := strings.CutSuffix(name, ".pdf")
	return id, ok && ValidID(id)
}

// IDFromURL returns the id of a resume URL issued under one of bases.
func IDFromURL(raw string, bases ...string) (string, bool) {
	raw = strings.TrimSpace(raw)
	for _, base := range bases {
		if rest, ok := strings.CutPrefix(raw, base+"/v1/resumes/"); ok {
			if id, ok := IDFromFileName(rest); ok {
				return id, true
			}
		}
	}
	return "", false
}
