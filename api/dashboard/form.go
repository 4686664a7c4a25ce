package dashboard

import (
	"net/http"
	"strings"
	"unicode/utf8"

	"github.com/gin-gonic/gin"
)

// checkForm parses a POST form once, bounded in size, and refuses a form that
// cannot be stored as text: a NUL byte or invalid UTF-8 in any field is the
// sender's mistake (400 with a clear message), never a database error.
func (h *Handler) checkForm(c *gin.Context) {
	if c.Request.Method != http.MethodPost {
		c.Next()
		return
	}
	c.Request.Body = http.MaxBytesReader(c.Writer, c.Request.Body, maxFormBytes)
	if err := c.Request.ParseForm(); err != nil {
		h.render(c, http.StatusBadRequest, "error", view{Title: "Form not accepted",
			Error: "This form could not be read (it is too large or malformed). Go back, reload the page and submit it again."})
		c.Abort()
		return
	}
	for k, vs := range c.Request.PostForm {
		for _, v := range append([]string{k}, vs...) {
			if !utf8.ValidString(v) || strings.ContainsRune(v, 0) {
				h.render(c, http.StatusBadRequest, "error", view{Title: "Form not accepted",
					Error: "The form contains characters that cannot be stored (a NUL byte or invalid UTF-8). Remove them and submit it again."})
				c.Abort()
				return
			}
		}
	}
	c.Next()
}
