package apply

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/careerkit/careerkit/shared/outbound"
)

// Submission is one application to fill and submit.
type Submission struct {
	ApplyURL  string
	Board     string
	Applicant Applicant
	// Resume is the PDF to upload, named ResumeName.
	Resume     []byte
	ResumeName string
	// CoverLetter is the letter text; empty when none is to be sent.
	CoverLetter string
	// DryRun fills everything and presses nothing.
	DryRun bool
	// BeforePress runs once, right before submit is pressed, and must durably
	// record that it is about to be. An error means nothing is pressed.
	BeforePress func(ctx context.Context) error
}

// Applier fills and submits application forms in the apply browser.
type Applier struct {
	Browser *Browser
	// Outbound checks the API appliers' requests; nil takes the browser's.
	Outbound *Outbound
	// PageTimeout bounds loading the form and waiting for the answer to submit.
	PageTimeout time.Duration
	Logger      *slog.Logger
	// afterPress runs right after the press (tests simulate a crash there).
	afterPress func()
}

// Apply makes one attempt. An error is a TransientError from before any press
// (retry later) or a context error; every other end, pressed or not, is an
// Outcome that says what happened.
func (a *Applier) Apply(ctx context.Context, s Submission) (Outcome, error) {
	if o, ok := handOff(s); ok {
		return o, nil
	}
	if strings.EqualFold(s.Board, "recruitee") {
		return a.applyRecruitee(ctx, s)
	}
	b := BoardFor(s.Board)
	if err := a.outbound().Check(ctx, s.ApplyURL); err != nil {
		if errors.Is(err, ErrBlockedURL) {
			return failed(ReasonBlockedURL, "the application page "+s.ApplyURL+" is not on the public internet, so it was not opened: "+err.Error()), nil
		}
		return Outcome{}, transient(ReasonSiteUnavailable, err)
	}
	t, release, err := a.Browser.openTab(ctx)
	if err != nil {
		return Outcome{}, transient(ReasonSiteUnavailable, err)
	}
	defer release()
	dir, err := os.MkdirTemp("", "careerkit-apply-")
	if err != nil {
		return Outcome{}, fmt.Errorf("apply: temp dir: %w", err)
	}
	defer os.RemoveAll(dir)
	files := map[string]string{"resume": filepath.Join(dir, safeName(s.ResumeName, "Resume.pdf"))}
	if err := os.WriteFile(files["resume"], s.Resume, 0o600); err != nil {
		return Outcome{}, fmt.Errorf("apply: write resume: %w", err)
	}

	pctx, cancel := context.WithTimeout(ctx, a.PageTimeout)
	defer cancel()
	st, out, err := a.open(pctx, t, b, s.ApplyURL)
	if err != nil || out != nil {
		if out != nil {
			return *out, nil
		}
		return Outcome{}, err
	}
	p := makePlan(b, st.Fields, &s.Applicant, s.CoverLetter)
	out2 := Outcome{Questions: p.questions, CoverLetterAs: p.letterAs, Fields: sentFields(p)}
	if len(p.missing) > 0 {
		out2.Status, out2.Reason, out2.Missing = StatusNeedsInput, ReasonMissingAnswers, p.missing
		out2.Message = fmt.Sprintf("%d required question(s) cannot be answered truthfully from the resume and answers: %s; nothing was submitted. Call POST /v1/auto-apply again with the same job_id and the answers (answers.questions keyed by id).",
			len(p.missing), questionIDs(p.missing))
		return out2, nil
	}
	for _, fl := range p.fills {
		if fl.op == "letter_file" {
			if files["letter_file"], err = a.Browser.writeLetter(pctx, dir, fl.f.Accept, s.CoverLetter, s.Applicant.Resume.UserName); err != nil {
				return Outcome{}, transient(ReasonSiteUnavailable, err)
			}
		}
	}
	if err := t.fillForm(pctx, p.fills, files); err != nil {
		return a.formChanged(out2, "a field could not be filled: "+err.Error()), nil
	}
	filled, err := t.read(pctx, b.FormSelector)
	if err != nil {
		return Outcome{}, transient(ReasonSiteUnavailable, err)
	}
	if bad := verify(filled, p.fills); len(bad) > 0 {
		return a.formChanged(out2, "these answers did not stay in the form: "+strings.Join(bad, "; ")), nil
	}
	if len(filled.Invalid) > 0 {
		out2.Status, out2.Reason = StatusFailed, ReasonFormValidation
		out2.Message = "the form still rejects some fields after filling (" + invalidText(filled) + "); nothing was submitted"
		return out2, nil
	}
	if s.DryRun {
		out2.Status = StatusDryRun
		out2.Message = fmt.Sprintf("dry run: the form was filled with %d answers and submit (%q) was not pressed; nothing was sent", len(p.fills), st.Submit.Label)
		return out2, nil
	}
	return a.submit(ctx, t, b, s, filled, out2)
}

// outbound is the policy every request of the applier passes.
func (a *Applier) outbound() *Outbound {
	switch {
	case a.Outbound != nil:
		return a.Outbound
	case a.Browser != nil:
		return a.Browser.opts.Outbound
	}
	return NewOutbound(nil)
}

// open loads the page and checks it is an application form we can fill. It
// returns the page, or an Outcome ending the attempt, or a transient error.
func (a *Applier) open(ctx context.Context, t *tab, b *Board, url string) (*pageState, *Outcome, error) {
	mark := t.docMark()
	status, err := t.navigate(ctx, url)
	if err != nil || status >= 400 {
		// A document refused by name or on the address the proxy dialled is
		// the page or a redirect from it: a private, loopback or link-local
		// target, or a file: URL, will not change on a retry. A name that did
		// not resolve may. (The proxy answers a refused http request itself,
		// with an error status, hence the check on status too.)
		if doc, why := t.refusedDocument(mark); doc != "" {
			if errors.Is(why, ErrBlockedURL) {
				msg := "the application page was refused by the outbound policy: " + url + " (" + outbound.Describe(why) + ")"
				if doc != url {
					msg = "the application page " + url + " redirected to " + truncate(doc, 200) + ", which is not on the public internet, so it was not followed"
				}
				o := failed(ReasonBlockedURL, msg)
				return nil, &o, nil
			}
			return nil, nil, transient(ReasonSiteUnavailable, fmt.Errorf("load %s: %w", url, why))
		}
	}
	if err != nil {
		return nil, nil, transient(ReasonSiteUnavailable, fmt.Errorf("load %s: %w", url, err))
	}
	switch {
	case status == 404 || status == 410:
		o := failed(ReasonJobClosed, fmt.Sprintf("the application page answered HTTP %d: the posting was taken down; nothing was submitted", status))
		return nil, &o, nil
	case status == 429 || status >= 500:
		return nil, nil, transient(ReasonSiteUnavailable, fmt.Errorf("the application page answered HTTP %d", status))
	case status >= 400:
		o := failed(ReasonSiteError, fmt.Sprintf("the application page answered HTTP %d (the site refuses this browser or the link is wrong); nothing was submitted", status))
		return nil, &o, nil
	}
	st, err := t.readSettled(ctx, b, min(a.PageTimeout, 8*time.Second))
	if err != nil {
		return nil, nil, transient(ReasonSiteUnavailable, err)
	}
	var o Outcome
	switch {
	case st.Captcha != "":
		o = failed(ReasonCaptcha, "the application page shows a "+st.Captcha+" challenge; Careerkit never solves CAPTCHAs, so nothing was submitted: apply yourself at "+url)
	case st.Login:
		o = failed(ReasonLogin, "the application page asks to sign in first; Careerkit does not hold accounts on other sites, so nothing was submitted: apply yourself at "+url)
	case closedText(st.Text) && len(st.Fields) == 0:
		o = failed(ReasonJobClosed, "the application page says the posting is closed; nothing was submitted")
	case len(st.Fields) == 0:
		o = failed(ReasonNoForm, "no application form was found at "+url+"; nothing was submitted")
	case st.Submit == nil:
		o = failed(ReasonNoSubmit, "the application form has no submit button we can recognise; nothing was submitted: apply yourself at "+url)
	default:
		if missing := missingCore(b, st.Fields); len(missing) > 0 {
			o = failed(ReasonFormChanged, "the "+b.Name+" form no longer asks for "+strings.Join(missing, " and ")+
				" where we expect them: it changed shape, so nothing was submitted; this is reported to the operators")
			return nil, &o, nil
		}
		return st, nil, nil
	}
	return nil, &o, nil
}

func (a *Applier) formChanged(o Outcome, detail string) Outcome {
	o.Status, o.Reason = StatusFailed, ReasonFormChanged
	o.Message = "the form did not behave as read (" + detail + "); nothing was submitted"
	a.Logger.Warn("apply form changed shape", slog.String("detail", detail))
	return o
}

// missingCore lists the board's core facts the form does not ask for.
func missingCore(b *Board, fields []field) []string {
	var missing []string
	for _, k := range b.Core {
		found := false
		for i := range fields {
			found = found || classify(b, &fields[i]) == k
		}
		if !found {
			missing = append(missing, factName[k])
		}
	}
	return missing
}

var factName = map[fact]string{factEmail: "an email", factResume: "a resume upload"}

func sentFields(p plan) []SentField {
	var out []SentField
	for _, q := range p.questions {
		if q.Answer != "" {
			out = append(out, SentField{ID: q.ID, Label: q.Label, Value: q.Answer})
		}
	}
	return out
}

func questionIDs(qs []Question) string {
	ids := make([]string, len(qs))
	for i, q := range qs {
		ids[i] = fmt.Sprintf("%q (%s)", q.ID, truncate(q.Label, 60))
	}
	return strings.Join(ids, ", ")
}

func invalidText(st *pageState) string {
	var parts []string
	for _, iv := range st.Invalid {
		label := iv.Ref
		for _, f := range st.Fields {
			if f.Ref == iv.Ref {
				label = f.Label
			}
			for _, o := range f.Options {
				if o.Ref == iv.Ref {
					label = f.Label
				}
			}
		}
		parts = append(parts, label+": "+iv.Message)
	}
	return strings.Join(parts, "; ")
}

func safeName(name, fallback string) string {
	base := filepath.Base(name)
	if base == "." || base == "/" || base == "" || strings.ContainsAny(base, `\/`) {
		return fallback
	}
	return base
}
