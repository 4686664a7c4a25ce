-- UsageEventInsert (a batch through a multi-argument unnest, which sqlc's
-- analyser does not type) stays hand-written in shared/store/usage.go.

-- name: UsageByEndpoint :many
SELECT endpoint, count(*) AS calls, count(*) FILTER (WHERE free) AS free_calls,
       coalesce(sum(price_cents) FILTER (WHERE NOT free), 0)::bigint AS cost_cents
FROM usage_events
WHERE account_id = @account_id AND created_at >= @from_at AND created_at < @to_at
GROUP BY endpoint ORDER BY endpoint;

-- name: UsageByMonth :many
SELECT date_trunc('month', created_at, 'UTC')::timestamptz AS month, count(*) AS calls,
       coalesce(sum(price_cents) FILTER (WHERE NOT free), 0)::bigint AS cost_cents
FROM usage_events WHERE account_id = @account_id
GROUP BY 1 ORDER BY 1 DESC LIMIT @max_rows::int;

-- name: UsageFreeRequestIDs :many
SELECT request_id FROM usage_events
WHERE account_id = @account_id AND free AND created_at >= @from_at AND created_at < @to_at
ORDER BY id;

-- name: ReferralMonths :many
SELECT date_trunc('month', e.created_at, 'UTC')::timestamptz AS month,
       sum(e.price_cents)::bigint AS billed_cents, count(DISTINCT e.account_id) AS accounts
FROM usage_events e JOIN accounts a ON a.id = e.account_id
WHERE a.referred_by = @referrer_id::uuid AND NOT e.free AND e.price_cents > 0
GROUP BY 1 ORDER BY 1;

-- name: ReferralCount :one
SELECT count(*) FROM accounts WHERE referred_by = @referrer_id::uuid;
