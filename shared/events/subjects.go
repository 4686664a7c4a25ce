package events

import "time"

// PingRequest asks a worker to prove it is alive.
type PingRequest struct {
	From string `json:"from"`
}

// PingReply describes the worker that answered.
type PingReply struct {
	Worker   string    `json:"worker"`
	Roles    []string  `json:"roles"`
	Started  time.Time `json:"started"`
	Rendered int64     `json:"rendered"`
}

// WorkerPing is answered by every worker process; /readyz uses it.
var WorkerPing = Endpoint[PingRequest, PingReply]{Subject: "worker.ping", Queue: "workers"}
