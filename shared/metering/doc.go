// Package metering turns successful API calls into billing: the per-call prices,
// a Writer that stores usage events behind the request path in batches, monthly
// statements summed from those events, and the affiliate revenue share.
//
// Money is integer US cents everywhere; FormatUSD renders it for people. A usage
// event is keyed by (account, request id), so replays and retried batches are
// stored, and billed, once.
package metering
