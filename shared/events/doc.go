// Package events is the typed NATS layer between the API and the workers: subjects
// and their message types, request/reply in queue groups with deadlines taken from
// the caller's context, published notifications, and the embedded nats-server used
// when NATS_URL is unset.
package events
