package api

import (
	"strconv"
	"time"

	"github.com/prometheus/client_golang/prometheus"
)

var (
	httpRequests = prometheus.NewCounterVec(prometheus.CounterOpts{
		Namespace: "careerkit", Subsystem: "http", Name: "requests_total",
		Help: "HTTP requests by route template, method and status code.",
	}, []string{"route", "method", "status"})
	httpDuration = prometheus.NewHistogramVec(prometheus.HistogramOpts{
		Namespace: "careerkit", Subsystem: "http", Name: "request_duration_seconds",
		Help:    "HTTP request latency by route template.",
		Buckets: []float64{.001, .0025, .005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5, 10, 30},
	}, []string{"route"})
)

// Collectors returns the API's metrics for registration.
func Collectors() []prometheus.Collector {
	return []prometheus.Collector{httpRequests, httpDuration}
}

func observeRequest(route, method string, status int, elapsed time.Duration) {
	httpRequests.WithLabelValues(route, method, strconv.Itoa(status)).Inc()
	httpDuration.WithLabelValues(route).Observe(elapsed.Seconds())
}
