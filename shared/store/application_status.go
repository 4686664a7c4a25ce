package store

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/jackc/pgx/v5"

	"github.com/careerkit/careerkit/shared/db/dbsqlc"
)

// changeApplication runs one compare-and-set UPDATE returning the row and, when a
// row changed, appends its timeline event in the same transaction. No row means
// the application was not in the expected state: ErrConflict.
func (s *Store) changeApplication(ctx context.Context, what, id string,
	update func(tx pgx.Tx) (*dbsqlc.Application, error)) (*Application, error) {
	var a *Application
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		r, err := update(tx)
		if err != nil {
			return err
		}
		a = applicationOf(r)
		if err := s.billSubmitted(ctx, tx, a); err != nil {
			return err
		}
		if err := s.webhookOutbox(ctx, tx, a); err != nil {
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
	return s.changeApplication(ctx, "requeue", id, func(tx pgx.Tx) (*dbsqlc.Application, error) {
		return s.q.ApplicationRequeue(ctx, tx, dbsqlc.ApplicationRequeueParams{Message: p.Message, ResumeID: p.ResumeID,
			UserEmail: p.UserEmail, CoverLetterWanted: p.CoverLetterWanted, Answers: p.Answers, RequestHash: p.RequestHash,
			BillingClaim: p.Billing.Claim, BillingKeyID: p.Billing.KeyID, PriceCents: int(p.Billing.PriceCents),
			BillingFree: p.Billing.Free, ID: id, Round: round, FromStatuses: from})
	})
}

// ApplicationStart records that a worker begins an attempt at round: a real
// application becomes submitting, a dry run stays queued, and attempts grows by
// one. ErrConflict means the application is not in flight in that round.
func (s *Store) ApplicationStart(ctx context.Context, id string, round int, message string) (*Application, error) {
	return s.changeApplication(ctx, "start", id, func(tx pgx.Tx) (*dbsqlc.Application, error) {
		return s.q.ApplicationStart(ctx, tx, dbsqlc.ApplicationStartParams{Message: message, ID: id, Round: round})
	})
}

// ApplicationNote records why the attempt in flight at round waits for a
// retry (reason site_unavailable and a message), without changing its status,
// so callers waiting for it can say so at once. An attempt that starts again
// clears the reason. ErrConflict means the round is no longer in flight.
func (s *Store) ApplicationNote(ctx context.Context, id string, round int, reason, message string) (*Application, error) {
	return s.changeApplication(ctx, "note", id, func(tx pgx.Tx) (*dbsqlc.Application, error) {
		return s.q.ApplicationNote(ctx, tx, dbsqlc.ApplicationNoteParams{Reason: reason, Message: message, ID: id, Round: round})
	})
}

// ApplicationClaimSubmit records, before the worker presses submit, that it is
// about to. It succeeds once per application: a second claim (a retry, a second
// worker) is ErrConflict, and the caller must not press.
func (s *Store) ApplicationClaimSubmit(ctx context.Context, id string, round int) (*Application, error) {
	return s.changeApplication(ctx, "claim submit of", id, func(tx pgx.Tx) (*dbsqlc.Application, error) {
		return s.q.ApplicationClaimSubmit(ctx, tx, dbsqlc.ApplicationClaimSubmitParams{ID: id, Round: round})
	})
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
	return s.changeApplication(ctx, "finish", id, func(tx pgx.Tx) (*dbsqlc.Application, error) {
		return s.q.ApplicationFinish(ctx, tx, dbsqlc.ApplicationFinishParams{Status: r.Status, Reason: r.Reason,
			Message: r.Message, Questions: nullJSON(r.Questions), Fields: nullJSON(r.Fields),
			CoverLetter: nullText(r.CoverLetter), CoverLetterAs: nullText(r.CoverLetterAs), ID: id, Round: round})
	})
}

// billSubmitted writes the usage event of an application that has just become
// submitted, in the transaction that records it, so an application is billed
// exactly when, and exactly once, it is submitted: the event's key is the
// application's id, and a dry run is never billed.
func (s *Store) billSubmitted(ctx context.Context, tx pgx.Tx, a *Application) error {
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
	err := s.q.ApplicationBillSubmitted(ctx, tx, dbsqlc.ApplicationBillSubmittedParams{AccountID: a.AccountID,
		KeyID: a.KeyID, RequestID: key, PriceCents: int(a.PriceCents), Free: a.Free})
	if err != nil {
		return fmt.Errorf("bill submitted application %s: %w", a.ID, err)
	}
	return nil
}

func nullJSON(b json.RawMessage) json.RawMessage {
	if len(b) == 0 {
		return nil
	}
	return b
}

func nullText(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}
