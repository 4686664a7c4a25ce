-- name: AccountCreate :one
INSERT INTO accounts (email, plan, password_hash, referral_code, referred_by, email_confirmed_at, email_confirm_token)
VALUES (@email, @plan, @password_hash, @referral_code, @referred_by,
        CASE WHEN sqlc.narg(email_confirm_token)::text IS NULL THEN now() END, sqlc.narg(email_confirm_token))
RETURNING *;

-- name: AccountGetByID :one
SELECT * FROM accounts WHERE id = @id;

-- name: AccountGetByEmail :one
SELECT * FROM accounts WHERE lower(email) = lower(@email);

-- name: AccountGetByReferralCode :one
SELECT * FROM accounts WHERE referral_code = @referral_code;

-- name: AccountSetPlan :execrows
UPDATE accounts SET plan = @plan WHERE id = @id;

-- name: AccountConfirmEmail :one
UPDATE accounts SET email_confirmed_at = now(), email_confirm_token = NULL
WHERE email_confirm_token = @email_confirm_token
RETURNING *;
