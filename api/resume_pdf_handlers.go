package api

import (
	"net/http"
	"regexp"
	"strings"

	"github.com/gin-gonic/gin"
)

// getResumePDF serves a rendered resume at its capability URL. It needs no API key:
// the 256-bit id is the credential, so the URL can be handed to auto-apply, to an
// applicant tracking system or to a recruiter. It stops working at expires_at.
func (s *Server) getResumePDF(c *gin.Context) {
	if id, ok := resumeIDOf(c.Param("file"), ".json"); ok {
		s.getResumeJSON(c, id)
		return
	}
	f, err := resumeFiles{store: s.store, blobs: s.blobs}.Get(c.Request.Context(), c.Param("file"))
	if err != nil {
		_ = c.Error(err)
		return
	}
	c.Header("Content-Disposition", contentDisposition(f.Filename))
	c.Header("Cache-Control", "private, max-age=3600")
	c.Header("X-Robots-Tag", "noindex, nofollow")
	c.Header("X-Content-Type-Options", "nosniff")
	c.Header("Referrer-Policy", "no-referrer")
	c.Data(http.StatusOK, "application/pdf", f.PDF)
}

var nonASCIIName = regexp.MustCompile(`[^A-Za-z0-9.-]+`)

// contentDisposition names a download in any script (RFC 6266): filename*
// carries the UTF-8 name percent-encoded (RFC 8187), filename an ASCII
// fallback for clients that read only that ("Resume.pdf" when nothing of
// the name is ASCII).
func contentDisposition(name string) string {
	ascii := strings.Trim(nonASCIIName.ReplaceAllString(name, "_"), "_")
	if ascii == "" || ascii == "pdf" || !strings.HasSuffix(ascii, ".pdf") || strings.HasPrefix(ascii, "Resume.pdf") {
		ascii = "Resume.pdf"
	}
	v := `inline; filename="` + ascii + `"`
	if ascii != name {
		v += "; filename*=UTF-8''" + encodeRFC8187(name)
	}
	return v
}

// encodeRFC8187 percent-encodes every byte but RFC 8187's attr-chars.
func encodeRFC8187(s string) string {
	const hex = "0123456789ABCDEF"
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if 'A' <= c && c <= 'Z' || 'a' <= c && c <= 'z' || '0' <= c && c <= '9' || strings.IndexByte("!#$&+-.^_`|~", c) >= 0 {
			b.WriteByte(c)
			continue
		}
		b.WriteByte('%')
		b.WriteByte(hex[c>>4])
		b.WriteByte(hex[c&15])
	}
	return b.String()
}
