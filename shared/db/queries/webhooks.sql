-- name: WebhookEndpointCreate :one
INSERT INTO webhook_endpoints (account_id, url, secret, events) VALUES (@account_id, @url, @secret, @events)
RETURNING *;

-- name: WebhookEndpointList :many
SELECT * FROM webhook_endpoints WHERE account_id = @account_id ORDER BY created_at DESC, id;

-- name: WebhookEndpointDelete :execrows
DELETE FROM webhook_endpoints WHERE id = @id AND account_id = @account_id;

-- name: WebhookDeliveryList :many
SELECT d.id, d.endpoint_id, d.event_id, d.event, d.status, d.attempts, d.last_status, d.last_error, d.created_at, d.delivered_at
FROM webhook_deliveries d
WHERE d.account_id = @account_id AND (@endpoint_id::text = '' OR d.endpoint_id::text = @endpoint_id::text)
ORDER BY d.id DESC LIMIT @max_rows::int;

-- name: WebhookOutboxInsert :exec
-- One delivery per subscribed endpoint and event of a status change; an
-- event already recorded for an endpoint is not recorded twice.
INSERT INTO webhook_deliveries (endpoint_id, account_id, event_id, event, payload)
SELECT e.id, e.account_id, @event_id::text || ':' || ev, ev,
       jsonb_build_object('id', @event_id::text || ':' || ev, 'type', ev, 'created_at', now(), 'data', @data::jsonb)
FROM webhook_endpoints e, unnest(@events::text[]) AS ev
WHERE e.account_id = @account_id AND ev = ANY (e.events)
ON CONFLICT (endpoint_id, event_id) DO NOTHING;

-- name: WebhookClaimUnqueued :many
UPDATE webhook_deliveries SET enqueued_at = now()
WHERE id IN (SELECT d.id FROM webhook_deliveries d WHERE d.enqueued_at IS NULL ORDER BY d.id LIMIT @max_rows::int FOR UPDATE SKIP LOCKED)
RETURNING id;

-- name: WebhookDeliveryGet :one
SELECT d.id, d.event_id, d.event, d.payload, d.status, d.attempts, d.created_at, e.url, e.secret
FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id
WHERE d.id = @id;

-- name: WebhookDeliveryRecord :exec
UPDATE webhook_deliveries SET attempts = attempts + 1, last_status = @last_status, last_error = @last_error,
    status = @status, delivered_at = CASE WHEN @status = 'delivered' THEN now() END
WHERE id = @id AND status = 'pending';

-- name: WebhookUnclaim :exec
UPDATE webhook_deliveries SET enqueued_at = NULL WHERE id = @id;
