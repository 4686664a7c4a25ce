package queue

import (
	"github.com/hibiken/asynq"
	"github.com/prometheus/client_golang/prometheus"
)

var depthDesc = prometheus.NewDesc("careerkit_queue_tasks",
	"Asynq tasks by queue and state (pending, active, scheduled, retry, archived).",
	[]string{"queue", "state"}, nil)

// DepthCollector exports queue depths at scrape time, so /metrics shows backlog
// without a polling goroutine.
type DepthCollector struct {
	insp   *asynq.Inspector
	queues []string
}

// NewDepthCollector returns a collector over qs.
func NewDepthCollector(insp *asynq.Inspector, qs Queues) *DepthCollector {
	return &DepthCollector{insp: insp, queues: []string{qs.Default, qs.Apply, qs.Scrape}}
}

// Describe implements prometheus.Collector.
func (c *DepthCollector) Describe(ch chan<- *prometheus.Desc) { ch <- depthDesc }

// Collect implements prometheus.Collector. A queue that has never held a task does
// not exist in Redis yet and reports zeros.
func (c *DepthCollector) Collect(ch chan<- prometheus.Metric) {
	for _, q := range c.queues {
		var pending, active, scheduled, retry, archived int
		if info, err := c.insp.GetQueueInfo(q); err == nil {
			pending, active, scheduled, retry, archived = info.Pending, info.Active, info.Scheduled, info.Retry, info.Archived
		}
		for state, n := range map[string]int{"pending": pending, "active": active, "scheduled": scheduled, "retry": retry, "archived": archived} {
			ch <- prometheus.MustNewConstMetric(depthDesc, prometheus.GaugeValue, float64(n), q, state)
		}
	}
}
