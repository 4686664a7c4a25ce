package api

import (
	_ "embed"
	"net/http"

	"github.com/gin-gonic/gin"
)

//go:embed openapi.json
var openAPIDoc []byte

// openAPI serves the OpenAPI 3.1 document. It needs no key so agents can discover
// the API before signing up.
func (s *Server) openAPI(c *gin.Context) {
	c.Header("Cache-Control", "public, max-age=300")
	c.Data(http.StatusOK, "application/json", openAPIDoc)
}
