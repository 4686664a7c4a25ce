package apply

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"slices"
	"time"
)

// submit presses the button once and reads the site's answer. Whatever
// happens after BeforePress succeeded, it returns an Outcome and no error (the
// attempt must not be retried): an answer we cannot read is outcome_uncertain.
func (a *Applier) submit(ctx context.Context, t *tab, b *Board, s Submission, before *pageState, o Outcome) (Outcome, error) {
	pctx, cancel := context.WithTimeout(ctx, a.PageTimeout)
	defer cancel()
	point, err := t.locateSubmit(pctx, before.Submit.Ref)
	switch {
	case err != nil:
		return a.formChanged(o, "the submit button could not be located: "+err.Error()), nil
	case !point.Found:
		return a.formChanged(o, "the submit button disappeared"), nil
	case point.Disabled:
		o.Status, o.Reason = StatusFailed, ReasonFormValidation
		o.Message = "the submit button stays disabled after filling every answer; nothing was submitted"
		return o, nil
	}
	if s.BeforePress != nil {
		if err := s.BeforePress(ctx); err != nil {
			if errors.Is(err, ErrNotClaimed) {
				// Another attempt pressed, and records the outcome itself.
				return Outcome{}, ErrNotClaimed
			}
			return Outcome{}, transient(ReasonSiteUnavailable, fmt.Errorf("record the press first: %w", err))
		}
	}
	confirmedBefore := b.confirmed(before, "")
	mark := t.docMark()
	pressErr := t.press(pctx, before.Submit.Ref, point)
	o.Pressed = true
	if a.afterPress != nil {
		a.afterPress()
	}
	if pressErr != nil {
		a.Logger.WarnContext(ctx, "submit press reported an error", slog.Any("error", pressErr))
	}
	return a.await(pctx, t, b, before, confirmedBefore, mark, o), nil
}

// await watches the page after the press until it confirms, shows a problem,
// or the time is up. mark counts the documents requested before the press.
func (a *Applier) await(ctx context.Context, t *tab, b *Board, before *pageState, confirmedBefore bool, mark int, o Outcome) Outcome {
	pressed := time.Now()
	for {
		st, err := t.read(ctx, b.FormSelector)
		// A form that posts to an address the outbound policy refuses was not
		// sent: the connection was never opened. Checked after the read, so a
		// page showing the proxy's refusal is never taken for the site's.
		if doc, why := t.refusedDocument(mark); doc != "" && errors.Is(why, ErrBlockedURL) {
			o.Status, o.Reason = StatusFailed, ReasonBlockedURL
			o.Message = "the form sends the application to " + truncate(doc, 200) + ", which is not on the public internet, so the connection was refused and the application was not sent"
			return o
		}
		if err == nil {
			moved := st.URL != before.URL
			switch {
			case b.confirmed(st, before.URL) && (!confirmedBefore || moved || len(st.Fields) == 0):
				o.Status, o.Reason = StatusSubmitted, ""
				o.Message = "the site confirmed the application"
				return o
			case st.Captcha != "":
				o.Status, o.Reason = StatusFailed, ReasonCaptcha
				o.Message = "after submit was pressed the site asked for a " + st.Captcha + " challenge, which Careerkit never solves; the application was most likely not received and will not be sent again: apply yourself at " + before.URL
				return o
			case st.Login:
				o.Status, o.Reason = StatusFailed, ReasonLogin
				o.Message = "after submit was pressed the site asked to sign in; the application was most likely not received and will not be sent again"
				return o
			}
			if status := t.mainStatus(ctx); moved && status >= 400 {
				o.Status, o.Reason = StatusFailed, ReasonSiteError
				o.Message = fmt.Sprintf("the site answered the submission with HTTP %d; whether it kept the application is unknown, and it will not be sent again", status)
				return o
			}
			if fresh := newErrors(before.Errors, st.Errors); len(fresh) > 0 && len(st.Fields) > 0 && time.Since(pressed) > time.Second {
				o.Status, o.Reason = StatusFailed, ReasonSiteRejected
				o.Message = "the site showed errors after submit was pressed (" + truncate(fmt.Sprint(fresh), 400) + "); the application was most likely not received and will not be sent again"
				return o
			}
		}
		select {
		case <-ctx.Done():
			o.Status, o.Reason = StatusFailed, ReasonOutcomeUncertain
			o.Message = "submit was pressed but the site showed no confirmation in time; the application may or may not have been received, and it will not be sent again; check for a confirmation email"
			return o
		case <-time.After(150 * time.Millisecond):
		}
	}
}

func newErrors(before, now []string) []string {
	var out []string
	for _, e := range now {
		if !slices.Contains(before, e) {
			out = append(out, e)
		}
	}
	return out
}
