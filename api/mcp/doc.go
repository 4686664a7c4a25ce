// Package mcp serves the API to AI agents over the Model Context Protocol
// (streamable HTTP, official Go SDK). Each tool runs its REST route in process,
// so authentication, limits, billing, Idempotency-Key and validation are the
// route's own.
//
// The server is stateless: no session lives in a replica's memory, every HTTP
// request carries the caller's key and is served on its own, so consecutive
// requests may reach different replicas behind a load balancer without
// affinity, and there is no session another account could open or end.
package mcp
