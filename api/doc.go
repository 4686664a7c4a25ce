// Package api is the thin HTTP layer of Careerkit: routing, API keys, request
// validation, error mapping, health, metrics and the OpenAPI document. Handlers
// only decode, validate, call a service and respond; the services live under
// shared/ and workers/ and are reached through the small interfaces in services.go.
package api
