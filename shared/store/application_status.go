package store

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/jackc/pgx/v5"
)

// changeApplication runs one compare-and-set UPDATE returning the row and, when a
// row changed, appends its timeline event in the same transaction. No row means
// the application was not in the expected state: ErrConflict.
func (s *Store) changeApplication(ctx context.Context, what, id string, query string, args ...any) (*Application, error) {
	var a *Application
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		rows, err := tx.Query(ctx, query, args...)
		if err != nil {
			return err
		}
		a, err = pgx.CollectExactlyOneRow(rows, pgx.RowToAddrOfStructByPos[Application])
		if err != nil {
			return err
		}
		if err := billSubmitted(ctx, tx, a); err != nil {
			return err
		}
		return s.event(ctx, tx, a)
	})
	if err != nil {
		if errors.Is(err, pgx.ErrNoRows) {
			return nil, wrap(ErrConflict, "%s application %s: not in the expected state", what, id)
		}
		return nil, wrap(err, "%s application %s", what, id)
	}
	return a, nil
}

// ApplicationRequeueParams are the new inputs of a re-queued application.
type ApplicationRequeueParams struct {
	ResumeID          string
	UserEmail         string
	CoverLetterWanted bool
	Answers           json.RawMessage
	RequestHash       []byte
	Message           string
	Billing           ApplicationBilling
}

// ApplicationRequeue moves an application of round back to queued, in round+1,
// with new inputs. Only statuses in from are accepted, and never an application
// that has pressed submit: that one is never sent again.
func (s *Store) ApplicationRequeue(ctx context.Context, id string, round int, from []string, p ApplicationRequeueParams) (*Application, error) {
	if len(p.Answers) == 0 {
		p.Answers = json.RawMessage("{}")
	}
	return s.changeApplication(ctx, "requeue", id, `UPDATE applications SET status = 'queued', reason = '',
		message = $4, round = round + 1, resume_id = $5, user_email = $6, cover_letter_wanted = $7,
		answers = $8, request_hash = $9, fields = '[]', cover_letter = '', cover_letter_as = '', updated_at = now(),
		billing_claim = $10, billing_key_id = $11, price_cents = $12, billing_free = $13
		WHERE id = $1 AND round = $2 AND status = ANY($3) AND submit_started_at IS NULL
		RETURNING `+applicationColumns,
		id, round, from, p.Message, p.ResumeID, p.UserEmail, p.CoverLetterWanted, p.Answers, p.RequestHash,
		p.Billing.Claim, p.Billing.KeyID, p.Billing.PriceCents, p.Billing.Free)
}

// ApplicationStart records that a worker begins an attempt at round: a real
// application becomes submitting, a dry run stays queued, and attempts grows by
// one. ErrConflict means the application is not in flight in that round.
func (s *Store) ApplicationStart(ctx context.Context, id string, round int, message string) (*Application, error) {
	return s.changeApplication(ctx, "start", id, `UPDATE applications
		SET status = CASE WHEN dry_run THEN 'queued' ELSE 'submitting' END,
		attempts = attempts + 1, message = $3, updated_at = now()
		WHERE id = $1 AND round = $2 AND status IN ('queued', 'submitting') AND submit_started_at IS NULL
		RETURNING `+applicationColumns, id, round, message)
}

// ApplicationClaimSubmit records, before the worker presses submit, that it is
// about to. It succeeds once per application: a second claim (a retry, a second
// worker) is ErrConflict, and the caller must not press.
func (s *Store) ApplicationClaimSubmit(ctx context.Context, id string, round int) (*Application, error) {
	return s.changeApplication(ctx, "claim submit of", id, `UPDATE applications
		SET submit_started_at = now(), message = 'pressing submit', updated_at = now()
		WHERE id = $1 AND round = $2 AND status = 'submitting' AND submit_started_at IS NULL AND NOT dry_run
		RETURNING `+applicationColumns, id, round)
}

// ApplicationResult is how an attempt ended.
type ApplicationResult struct {
	Status  string
	Reason  string
	Message string
	// Questions and Fields replace the stored ones when not nil.
	Questions     json.RawMessage
	Fields        json.RawMessage
	CoverLetter   string
	CoverLetterAs string
}

// ApplicationFinish records the end of round: submitted (stamping submitted_at),
// needs_input, failed or dry_run. ErrConflict means it had already finished or
// moved to another round.
func (s *Store) ApplicationFinish(ctx context.Context, id string, round int, r ApplicationResult) (*Application, error) {
	return s.changeApplication(ctx, "finish", id, `UPDATE applications SET status = $3, reason = $4, message = $5,
		questions = coalesce($6, questions), fields = coalesce($7, fields),
		cover_letter = coalesce($8, cover_letter), cover_letter_as = coalesce($9, cover_letter_as),
		submitted_at = CASE WHEN $3 = 'submitted' THEN now() END, updated_at = now()
		WHERE id = $1 AND round = $2 AND status IN ('queued', 'submitting')
		RETURNING `+applicationColumns,
		id, round, r.Status, r.Reason, r.Message, nullJSON(r.Questions), nullJSON(r.Fields), nullText(r.CoverLetter), nullText(r.CoverLetterAs))
}

// billSubmitted writes the usage event of an application that has just become
// submitted, in the transaction that records it, so an application is billed
// exactly when, and exactly once, it is submitted: the event's key is the
// application's id, and a dry run is never billed.
func billSubmitted(ctx context.Context, tx pgx.Tx, a *Application) error {
	if a.Status != ApplicationSubmitted || a.DryRun {
		return nil
	}
	key := a.Claim
	if i := strings.LastIndexByte(key, '|'); i >= 0 {
		// A free round's event carries its claim's call id, the member the free
		// allowance counts, so a rebuilt allowance counts it too.
		key = key[i+1:]
	} else {
		key = "application:" + a.ID
	}
	_, err := tx.Exec(ctx, `INSERT INTO usage_events (account_id, key_id, endpoint, request_id, price_cents, free, created_at)
		VALUES ($1, $2, 'auto-apply', $3, $4, $5, now()) ON CONFLICT (account_id, request_id) DO NOTHING`,
		a.AccountID, a.KeyID, key, a.PriceCents, a.Free)
	if err != nil {
		return fmt.Errorf("bill submitted application %s: %w", a.ID, err)
	}
	return nil
}

func nullJSON(b json.RawMessage) any {
	if len(b) == 0 {
		return nil
	}
	return b
}

func nullText(s string) any {
	if s == "" {
		return nil
	}
	return s
}
