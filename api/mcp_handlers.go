package api

import (
	"net/http"

	"github.com/gin-gonic/gin"

	"github.com/careerkit/careerkit/api/mcp"
)

// mountMCP serves MCP at /mcp. The key is checked here, before the protocol,
// so a refusal is a 401 with WWW-Authenticate and an outage a 503 with
// Retry-After in the API's error shape, as on every route.
func (s *Server) mountMCP(r *gin.Engine) {
	h, err := mcp.New(mcp.Options{OpenAPI: openAPIDoc, Logger: s.log,
		// s.engine is built after this route; tools reach it when they run.
		REST: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { s.engine.ServeHTTP(w, r) })})
	if err != nil {
		panic(err) // the embedded OpenAPI document is broken: a build defect the tests catch
	}
	r.Any("/mcp", s.mcpAuth, gin.WrapH(h))
}

func (s *Server) mcpAuth(c *gin.Context) {
	if _, err := s.authenticate(c.Request.Context(), mcp.APIKey(c.Request.Header)); err != nil {
		writeError(c, err)
		return
	}
	c.Next()
}
