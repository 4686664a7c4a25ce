// Package resumebuild is the build-resume capability of a worker: it prints a resume in the
// Chromium pool, reads the PDF back the way an ATS would, folds that check into
// the analysis, stores the PDF and its metadata, and replies over NATS.
package resumebuild

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"regexp"
	"strings"
	"time"

	"github.com/careerkit/careerkit/shared/apperr"
	"github.com/careerkit/careerkit/shared/ats"
	"github.com/careerkit/careerkit/shared/blob"
	"github.com/careerkit/careerkit/shared/logging"
	"github.com/careerkit/careerkit/shared/resume"
	"github.com/careerkit/careerkit/shared/resumerender"
	"github.com/careerkit/careerkit/shared/store"
)

// minRecall is the share of the resume's words an ATS must read back for the PDF
// to be handed out; below it the render is treated as a bug, not a result.
const minRecall = 0.9

// Printer is the part of the Chromium pool the handler needs.
type Printer interface {
	PDF(ctx context.Context, html []byte, paper string) ([]byte, error)
}

// Handler renders, verifies and stores resumes.
type Handler struct {
	Printer  Printer
	Analyzer *ats.Analyzer
	Blobs    blob.Store
	Store    *store.Store
	// OnRender is called after each stored resume (worker statistics).
	OnRender func()
}

// Render is the NATS handler of resumerender.Endpoint.
func (h *Handler) Render(ctx context.Context, req resumerender.Request) (resumerender.Reply, error) {
	start := time.Now()
	doc := req.Document
	analysis, err := h.Analyzer.Analyze(doc.Resume)
	if err != nil {
		return resumerender.Reply{}, err
	}
	if doc.Reorders() {
		// Only when asked: the user's order is theirs (a tailored order is
		// still reported in the analysis as a suggestion).
		doc.BulletOrder, doc.SkillOrder = analysis.Tailoring.BulletOrder, analysis.Tailoring.SkillOrder
	}
	html, err := resume.RenderHTML(doc)
	if err != nil {
		return resumerender.Reply{}, fmt.Errorf("resumebuild: html: %w", err)
	}
	pdf, err := h.Printer.PDF(ctx, html, doc.PaperName())
	if err != nil {
		return resumerender.Reply{}, mapRenderError(err)
	}
	check, _, err := resume.Verify(doc, pdf)
	if err != nil {
		return resumerender.Reply{}, fmt.Errorf("resumebuild: read back pdf: %w", err)
	}
	if check.Garbled > 0 || check.Recall < minRecall {
		logging.From(ctx).ErrorContext(ctx, "rendered resume failed the ATS read-back",
			slog.Float64("recall", check.Recall), slog.Int("garbled", check.Garbled), slog.Any("issues", check.Issues))
		return resumerender.Reply{}, apperr.New(apperr.KindInternal, "resume_unreadable",
			"the rendered PDF did not read back cleanly (recall %.0f%%), so it was not handed out; this is our bug and it has been logged", check.Recall*100)
	}
	analysis.ApplyParseCheck(toATS(check))

	id, err := newID()
	if err != nil {
		return resumerender.Reply{}, err
	}
	if err := h.Blobs.Put(ctx, resume.BlobKey(id), "application/pdf", pdf); err != nil {
		return resumerender.Reply{}, err
	}
	analysisJSON, _ := json.Marshal(analysis)
	inputJSON, _ := json.Marshal(doc.Resume)
	sum := sha256.Sum256(pdf)
	rec := &store.Resume{ID: id, AccountID: req.AccountID, Filename: Filename(doc.Resume.UserName),
		SizeBytes: len(pdf), SHA256: sum[:], Template: doc.TemplateName(), Paper: doc.PaperName(),
		ATSScore: analysis.ATSScore, Analysis: analysisJSON, Input: inputJSON,
		ExpiresAt: time.Now().Add(req.Retention).UTC()}
	if err := h.Store.ResumeInsert(ctx, rec); err != nil {
		_ = h.Blobs.Delete(context.WithoutCancel(ctx), resume.BlobKey(id))
		return resumerender.Reply{}, err
	}
	if h.OnRender != nil {
		h.OnRender()
	}
	return resumerender.Reply{ResumeID: id, Filename: rec.Filename, SizeBytes: rec.SizeBytes, ExpiresAt: rec.ExpiresAt,
		Analysis: *analysis, ParseCheck: check, RenderMS: time.Since(start).Milliseconds()}, nil
}

// mapRenderError passes the renderer's own errors through unchanged (their
// codes and hints are the catalogue's) and names the caller's deadline.
func mapRenderError(err error) error {
	if _, ok := apperr.As(err); ok {
		return err
	}
	if errors.Is(err, context.DeadlineExceeded) {
		e := apperr.Unavailable("renderer_busy", "every resume renderer is busy; retry in a few seconds").WithCause(err)
		e.RetryAfterSeconds = 2
		return e
	}
	return fmt.Errorf("resumebuild: print: %w", err)
}

// toATS reduces the read-back check to the inputs of the ATS score.
func toATS(c resume.ParseCheck) ats.ParseCheck {
	pc := ats.ParseCheck{Recall: map[string]float64{}, OrderOK: c.HeadingsInOrder, Garbled: c.Garbled > 0,
		ContactFound: c.ContactFound, DatesFound: c.DatesFound >= c.DatesExpected}
	for _, s := range c.Sections {
		pc.Recall[s.Section] = s.Recall
	}
	return pc
}

func newID() (string, error) {
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		return "", fmt.Errorf("resumebuild: random id: %w", err)
	}
	return hex.EncodeToString(b), nil
}

var unsafeName = regexp.MustCompile(`[^\p{L}\p{M}\p{N}]+`)

// Filename is the download name: the candidate's name, in whatever script
// it is written ("محمد_الأحمد_Resume.pdf"), plus "_Resume.pdf". The API
// sends it as RFC 6266 filename* with an ASCII fallback.
func Filename(name string) string {
	base := strings.Trim(unsafeName.ReplaceAllString(name, "_"), "_")
	if r := []rune(base); len(r) > 60 {
		base = strings.TrimRight(string(r[:60]), "_")
	}
	if base == "" {
		return "Resume.pdf"
	}
	return base + "_Resume.pdf"
}
