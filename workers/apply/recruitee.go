package apply

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime/multipart"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"
)

// Recruitee documents a keyless candidate submission on every careers site
// (Careers Site API, POST /api/offers/{slug}/candidates, multipart): the
// application goes in one request, with no browser, and the offer's form
// (which fields are asked, the open questions) is public in GET /api/offers/.

// recruiteeBoard names the candidate fields of the request for the answer rules.
var recruiteeBoard = Board{
	Name: "recruitee",
	Names: map[string]fact{
		"candidate[name]": factFullName, "candidate[email]": factEmail, "candidate[phone]": factPhone,
		"candidate[cv]": factResume, "candidate[cover_letter]": factCoverLetter,
	},
	Core: []fact{factEmail},
}

// rcOffer is the part of a Recruitee offer that describes its application form.
type rcOffer struct {
	ID                 int64  `json:"id"`
	Slug               string `json:"slug"`
	Title              string `json:"title"`
	OptionsCV          string `json:"options_cv"`
	OptionsPhone       string `json:"options_phone"`
	OptionsCoverLetter string `json:"options_cover_letter"`
	OpenQuestions      []struct {
		ID       int64  `json:"id"`
		Kind     string `json:"kind"`
		Required bool   `json:"required"`
		Body     string `json:"body"`
		Options  []struct {
			ID   int64  `json:"id"`
			Body string `json:"body"`
		} `json:"open_question_options"`
	} `json:"open_questions"`
}

// recruiteeTarget reads the careers site and the offer slug from a posting's
// URL: https://acme.recruitee.com/o/<slug>[/c/new].
func recruiteeTarget(applyURL string) (site, slug string, ok bool) {
	u, err := url.Parse(applyURL)
	if err != nil || u.Host == "" {
		return "", "", false
	}
	parts := strings.Split(strings.Trim(u.Path, "/"), "/")
	if len(parts) < 2 || parts[0] != "o" || parts[1] == "" {
		return "", "", false
	}
	return u.Scheme + "://" + u.Host, parts[1], true
}

// apiClient is the plain HTTP client of the API appliers: it follows no
// redirect, so a posting cannot send the request past the outbound check.
var apiClient = &http.Client{
	Timeout:       60 * time.Second,
	CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
}

// applyRecruitee submits through the Careers Site API. Its answers come from
// the same rules as a browser form (makePlan); the request is sent once, after
// BeforePress has recorded it, and whatever the answer it is never resent.
func (a *Applier) applyRecruitee(ctx context.Context, s Submission) (Outcome, error) {
	site, slug, ok := recruiteeTarget(s.ApplyURL)
	if !ok {
		return failed(ReasonNoForm, "the posting's address "+s.ApplyURL+" is not a Recruitee offer (…/o/<offer>); apply on the company's site"), nil
	}
	if err := a.outbound().Check(ctx, site+"/api/offers/"); err != nil {
		if errors.Is(err, ErrBlockedURL) {
			return failed(ReasonBlockedURL, "the careers site "+site+" is not on the public internet: "+err.Error()), nil
		}
		return Outcome{}, transient(ReasonSiteUnavailable, err)
	}
	offer, err := recruiteeOffer(ctx, site, slug)
	if err != nil {
		return Outcome{}, transient(ReasonSiteUnavailable, err)
	}
	if offer == nil {
		return failed(ReasonJobClosed, "the offer "+slug+" is no longer published on "+site+"; nothing was submitted"), nil
	}
	fields := offer.fields()
	p := makePlan(&recruiteeBoard, fields, &s.Applicant, s.CoverLetter)
	out := Outcome{Questions: p.questions, CoverLetterAs: p.letterAs, Fields: sentFields(p)}
	if len(p.missing) > 0 {
		out.Status, out.Reason, out.Missing = StatusNeedsInput, ReasonMissingAnswers, p.missing
		out.Message = fmt.Sprintf("%d required question(s) cannot be answered truthfully from the resume and answers: %s; nothing was submitted. Call POST /v1/auto-apply again with the same job_id and the answers (answers.questions keyed by id).",
			len(p.missing), questionIDs(p.missing))
		return out, nil
	}
	body, contentType, err := recruiteeBody(p, s)
	if err != nil {
		return Outcome{}, fmt.Errorf("apply: build the Recruitee request: %w", err)
	}
	if s.DryRun {
		out.Status = StatusDryRun
		out.Message = fmt.Sprintf("dry run: the Recruitee application (%d answers) was built and not sent; nothing was sent", len(p.fills))
		return out, nil
	}
	if s.BeforePress != nil {
		if err := s.BeforePress(ctx); err != nil {
			if errors.Is(err, ErrNotClaimed) {
				return Outcome{}, ErrNotClaimed
			}
			return Outcome{}, transient(ReasonSiteUnavailable, fmt.Errorf("record the submission first: %w", err))
		}
	}
	out.Pressed = true
	endpoint := site + "/api/offers/" + url.PathEscape(slug) + "/candidates"
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, endpoint, bytes.NewReader(body))
	if err != nil {
		return recruiteeUncertain(out, err), nil
	}
	req.Header.Set("Content-Type", contentType)
	req.Header.Set("Accept", "application/json")
	resp, err := apiClient.Do(req)
	if a.afterPress != nil {
		a.afterPress()
	}
	if err != nil {
		return recruiteeUncertain(out, err), nil
	}
	defer func() { _ = resp.Body.Close() }()
	answer, _ := io.ReadAll(io.LimitReader(resp.Body, 64<<10))
	switch {
	case resp.StatusCode >= 200 && resp.StatusCode < 300:
		out.Status, out.Reason = StatusSubmitted, ""
		out.Message = "Recruitee accepted the application for " + offer.Title + " (HTTP " + strconv.Itoa(resp.StatusCode) + "); it sends its confirmation email"
	case resp.StatusCode >= 400 && resp.StatusCode < 500:
		out.Status, out.Reason = StatusFailed, ReasonSiteRejected
		out.Message = "Recruitee refused the application (HTTP " + strconv.Itoa(resp.StatusCode) + "): " + truncate(strings.TrimSpace(string(answer)), 500)
	default:
		out = recruiteeUncertain(out, fmt.Errorf("HTTP %d", resp.StatusCode))
	}
	return out, nil
}

func recruiteeUncertain(o Outcome, err error) Outcome {
	o.Status, o.Reason = StatusFailed, ReasonOutcomeUncertain
	o.Message = "the application was sent to Recruitee once and its answer could not be read (" + err.Error() + "); it will not be sent again"
	return o
}

// recruiteeOffer finds the offer by slug among the site's published offers;
// nil when it is not published (any more).
func recruiteeOffer(ctx context.Context, site, slug string) (*rcOffer, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, site+"/api/offers/", nil)
	if err != nil {
		return nil, err
	}
	req.Header.Set("Accept", "application/json")
	resp, err := apiClient.Do(req)
	if err != nil {
		return nil, err
	}
	defer func() { _ = resp.Body.Close() }()
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("GET %s/api/offers/: HTTP %d", site, resp.StatusCode)
	}
	var list struct {
		Offers []rcOffer `json:"offers"`
	}
	if err := json.NewDecoder(io.LimitReader(resp.Body, 20<<20)).Decode(&list); err != nil {
		return nil, fmt.Errorf("GET %s/api/offers/: %w", site, err)
	}
	for i := range list.Offers {
		if list.Offers[i].Slug == slug {
			return &list.Offers[i], nil
		}
	}
	return nil, nil
}

// fields turns the offer's form settings and open questions into the fields
// the answer rules read; a field switched "off" is not asked.
func (o *rcOffer) fields() []field {
	fs := []field{
		{Name: "candidate[name]", Kind: "text", Label: "Full name", Required: true},
		{Name: "candidate[email]", Kind: "email", Label: "Email", Required: true},
	}
	if o.OptionsPhone != "off" {
		fs = append(fs, field{Name: "candidate[phone]", Kind: "tel", Label: "Phone", Required: o.OptionsPhone == "required"})
	}
	if o.OptionsCV != "off" {
		fs = append(fs, field{Name: "candidate[cv]", Kind: "file", Label: "CV", Required: o.OptionsCV == "required", Accept: ".pdf"})
	}
	if o.OptionsCoverLetter != "off" {
		fs = append(fs, field{Name: "candidate[cover_letter]", Kind: "textarea", Label: "Cover letter", Required: o.OptionsCoverLetter == "required"})
	}
	for _, q := range o.OpenQuestions {
		f := field{Name: "question_" + strconv.FormatInt(q.ID, 10), Label: q.Body, Required: q.Required}
		switch q.Kind {
		case "boolean":
			f.Kind = "radio"
			f.Options = []option{{Ref: "true", Value: "true", Label: "Yes"}, {Ref: "false", Value: "false", Label: "No"}}
		case "single_choice", "dropdown":
			f.Kind = "radio"
		case "multi_choice":
			f.Kind = "multi_select_checkbox"
		case "text":
			f.Kind = "textarea"
		case "file":
			f.Kind = "file"
		case "date":
			f.Kind = "date"
		default:
			f.Kind = "text"
		}
		for _, opt := range q.Options {
			id := strconv.FormatInt(opt.ID, 10)
			f.Options = append(f.Options, option{Ref: id, Value: id, Label: opt.Body})
		}
		fs = append(fs, f)
	}
	return fs
}

// recruiteeBody writes the documented multipart request: candidate[name],
// [email], [phone], [cv] (the PDF), [cover_letter], and each answer under
// candidate[open_question_answers_attributes][i] with its open_question_id and
// content (text), flag (yes/no) or multi_content[] (choices, by option id).
func recruiteeBody(p plan, s Submission) ([]byte, string, error) {
	var buf bytes.Buffer
	w := multipart.NewWriter(&buf)
	answer := 0
	for _, fl := range p.fills {
		name := fl.f.Name
		if id, ok := strings.CutPrefix(name, "question_"); ok {
			prefix := fmt.Sprintf("candidate[open_question_answers_attributes][%d]", answer)
			answer++
			if err := w.WriteField(prefix+"[open_question_id]", id); err != nil {
				return nil, "", err
			}
			values := fl.values
			if fl.op == "click" && len(values) == 0 {
				values = fl.refs
			}
			switch {
			case fl.f.Kind == "radio" && len(fl.f.Options) == 2 && fl.f.Options[0].Value == "true":
				_ = w.WriteField(prefix+"[flag]", values[0])
			case fl.f.Kind == "radio":
				_ = w.WriteField(prefix+"[multi_content][]", values[0])
			case fl.f.Kind == "multi_select_checkbox":
				for _, v := range values {
					_ = w.WriteField(prefix+"[multi_content][]", v)
				}
			default:
				_ = w.WriteField(prefix+"[content]", fl.value)
			}
			continue
		}
		switch fl.op {
		case "resume":
			part, err := w.CreateFormFile(name, safeName(s.ResumeName, "Resume.pdf"))
			if err != nil {
				return nil, "", err
			}
			if _, err := part.Write(s.Resume); err != nil {
				return nil, "", err
			}
		default:
			if err := w.WriteField(name, fl.value); err != nil {
				return nil, "", err
			}
		}
	}
	if err := w.Close(); err != nil {
		return nil, "", err
	}
	return buf.Bytes(), w.FormDataContentType(), nil
}
