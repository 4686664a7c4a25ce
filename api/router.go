package api

import (
	"net/http"

	"github.com/gin-gonic/gin"
	"github.com/prometheus/client_golang/prometheus/promhttp"

	"github.com/careerkit/careerkit/shared/apperr"
)

func init() { gin.SetMode(gin.ReleaseMode) }

func (s *Server) routes() *gin.Engine {
	r := gin.New()
	r.HandleMethodNotAllowed = true
	r.RedirectTrailingSlash = false
	r.RedirectFixedPath = false
	r.ContextWithFallback = true
	// Only configured proxies may name the client in X-Forwarded-For: the
	// dashboard throttles by client address, which must not be forgeable.
	_ = r.SetTrustedProxies(s.cfg.TrustedProxies)
	r.Use(s.requestIDMiddleware, s.accessLogMiddleware, recoverMiddleware, errorMiddleware, paramMiddleware)

	r.NoRoute(func(c *gin.Context) {
		writeError(c, apperr.NotFound("route_not_found",
			"%s %s is not an endpoint of this API; see /v1/openapi.json for the list", c.Request.Method, c.Request.URL.Path))
	})
	r.NoMethod(func(c *gin.Context) {
		writeError(c, apperr.New(apperr.KindMethodNotAllowed, "method_not_allowed",
			"%s is not allowed on %s; see /v1/openapi.json for the methods of each path", c.Request.Method, c.Request.URL.Path))
	})

	r.GET("/healthz", s.healthz)
	r.GET("/readyz", s.readyz)
	if s.registry != nil {
		r.GET("/metrics", gin.WrapH(promhttp.HandlerFor(s.registry, promhttp.HandlerOpts{})))
	}
	r.GET("/v1/openapi.json", s.openAPI)
	r.GET("/llms.txt", s.llmsTxt)
	s.mountMCP(r)
	s.dashboardHandler().Mount(r.Group("/dashboard"))
	r.GET("/v1/resumes/:file", s.getResumePDF)

	v1 := r.Group("/v1", bodyLimitMiddleware, s.authMiddleware, s.limitMiddleware, s.meterMiddleware)
	v1.GET("/usage", s.usage)
	v1.POST("/build-resume", s.idempotencyMiddleware, s.buildResume)
	v1.GET("/search-jobs", s.searchJobsGet)
	v1.POST("/search-jobs", s.idempotencyMiddleware, s.searchJobsPost)
	v1.POST("/auto-apply", s.idempotencyMiddleware, s.autoApply)
	v1.GET("/salary-research", s.salaryResearch)
	v1.POST("/optimize-profile", s.idempotencyMiddleware, s.optimizeProfile)
	v1.GET("/applications/:id", s.getApplication)
	v1.POST("/webhooks", s.createWebhook)
	v1.GET("/webhooks", s.listWebhooks)
	v1.GET("/webhooks/deliveries", s.listWebhookDeliveries)
	v1.DELETE("/webhooks/:id", s.deleteWebhook)
	return r
}

func notImplemented(c *gin.Context, what string) {
	writeError(c, apperr.New(apperr.KindNotImplemented, "not_implemented",
		"%s is not available on this deployment yet; the request was valid and nothing was charged", what))
}

func ok(c *gin.Context, body any) { c.JSON(http.StatusOK, body) }
