// Package applytest serves local copies of real application forms (Greenhouse,
// Lever, Ashby, a company's own form, and the hard cases: a visible CAPTCHA, a
// login wall, a form without a submit button, a closed posting) and records
// every submission it receives, so tests can assert the exact multipart body a
// browser sent. It is used by the tests of workers/apply and api.
package applytest

import (
	"embed"
	"encoding/json"
	"fmt"
	"html/template"
	"io"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

//go:embed testdata/*.html
var pages embed.FS

var tmpl = template.Must(template.ParseFS(pages, "testdata/*.html"))

// Kinds of fixture form; Server.URL takes one.
const (
	Greenhouse = "greenhouse"
	Lever      = "lever"
	Ashby      = "ashby"
	Generic    = "generic"
	Captcha    = "captcha"
	Login      = "login"
	NoSubmit   = "nosubmit"
	Closed     = "closed"
	// RedirectPrivate answers with a redirect to the cloud metadata address,
	// which the apply browser must never follow.
	RedirectPrivate = "redirect-private"
)

// File is one uploaded file.
type File struct {
	Filename    string
	ContentType string
	Data        []byte
}

// Submission is one POST a form made.
type Submission struct {
	Kind   string
	Job    string
	Fields url.Values
	Files  map[string]File
	At     time.Time
}

// Server is the fixture site.
type Server struct {
	*httptest.Server
	mu          sync.Mutex
	subs        []Submission
	submitDelay atomic.Int64
	failGets    atomic.Int64
	gets        atomic.Int64
}

// New starts the fixture site on 127.0.0.1.
func New() *Server {
	s := &Server{}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /greenhouse/acme/jobs/{job}", s.page("greenhouse_form.html"))
	mux.HandleFunc("POST /greenhouse/acme/jobs/{job}", s.post(Greenhouse, "/greenhouse/acme/jobs/%s/confirmation"))
	mux.HandleFunc("GET /greenhouse/acme/jobs/{job}/confirmation", s.confirm("Thank you for applying.", "Your application has been received. We will review it right away and get in touch if there is a fit."))
	mux.HandleFunc("GET /lever/acme/{job}/apply", s.page("lever_form.html"))
	mux.HandleFunc("POST /lever/acme/{job}/apply", s.post(Lever, "/lever/acme/%s/thanks"))
	mux.HandleFunc("GET /lever/acme/{job}/thanks", s.confirm("Application submitted!", "Thanks for applying. The Acme team will review your application."))
	mux.HandleFunc("GET /ashby/acme/{job}/application", s.page("ashby_form.html"))
	mux.HandleFunc("POST /ashby/acme/{job}/submit", s.post(Ashby, ""))
	mux.HandleFunc("GET /careers/{job}", s.page("generic_form.html"))
	mux.HandleFunc("POST /careers/{job}/apply", s.post(Generic, "/careers/%s/received"))
	mux.HandleFunc("GET /careers/{job}/received", s.confirm("Thank you!", "Your application has been received. Our recruiters reply within ten working days."))
	mux.HandleFunc("GET /captcha/{job}", s.page("captcha_form.html"))
	mux.HandleFunc("POST /captcha/{job}/apply", s.post(Captcha, ""))
	mux.HandleFunc("GET /login/{job}", s.page("login_wall.html"))
	mux.HandleFunc("GET /nosubmit/{job}", s.page("nosubmit_form.html"))
	mux.HandleFunc("POST /nosubmit/{job}/apply", s.post(NoSubmit, ""))
	mux.HandleFunc("GET /redirect-private/{job}", func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, "http://169.254.169.254/latest/meta-data/", http.StatusFound)
	})
	mux.HandleFunc("GET /closed/{job}", func(w http.ResponseWriter, _ *http.Request) {
		http.Error(w, "Job not found. The job you are looking for is no longer open.", http.StatusNotFound)
	})
	mux.HandleFunc("GET /recaptcha/enterprise.js", recaptchaScript)
	mux.HandleFunc("GET /recaptcha/", func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		_, _ = io.WriteString(w, `<!doctype html><html><body style="margin:0;background:#f9f9f9;font:12px sans-serif"><div style="padding:8px">reCAPTCHA</div></body></html>`)
	})
	s.Server = httptest.NewServer(mux)
	return s
}

// URL returns the application page of job on a fixture form of kind. Greenhouse
// takes variants: "unanswerable" adds required questions nothing can answer,
// "noresume" drops the resume upload (a form that changed shape).
func (s *Server) URL(kind, job string, variant ...string) string {
	v := ""
	if len(variant) > 0 && variant[0] != "" {
		v = "?variant=" + url.QueryEscape(variant[0])
	}
	switch kind {
	case Greenhouse:
		return s.Server.URL + "/greenhouse/acme/jobs/" + job + v
	case Lever:
		return s.Server.URL + "/lever/acme/" + job + "/apply"
	case Ashby:
		return s.Server.URL + "/ashby/acme/" + job + "/application"
	case Generic:
		return s.Server.URL + "/careers/" + job
	}
	return s.Server.URL + "/" + kind + "/" + job
}

// Host is the server's host:port, for the apply browser's allow list.
func (s *Server) Host() string { return strings.TrimPrefix(s.Server.URL, "http://") }

// Submissions returns what job's form of kind received, oldest first.
func (s *Server) Submissions(kind, job string) []Submission {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []Submission
	for _, sub := range s.subs {
		if sub.Kind == kind && sub.Job == job {
			out = append(out, sub)
		}
	}
	return out
}

// Count returns how many submissions the server received in all.
func (s *Server) Count() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.subs)
}

// Gets returns how many form pages were served.
func (s *Server) Gets() int64 { return s.gets.Load() }

// SetSubmitDelay makes every submission wait d (after it is recorded) before
// the site answers: a slow site.
func (s *Server) SetSubmitDelay(d time.Duration) { s.submitDelay.Store(int64(d)) }

// FailNextGets makes the next n form pages answer 503: a site that is down.
func (s *Server) FailNextGets(n int) { s.failGets.Store(int64(n)) }

func (s *Server) page(name string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if s.failGets.Load() > 0 && s.failGets.Add(-1) >= 0 {
			http.Error(w, "Service temporarily unavailable", http.StatusServiceUnavailable)
			return
		}
		s.gets.Add(1)
		variant := r.URL.Query().Get("variant")
		data := map[string]any{"Job": r.PathValue("job"), "Unanswerable": variant == "unanswerable", "NoResume": variant == "noresume"}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		if err := tmpl.ExecuteTemplate(w, name, data); err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
		}
	}
}

func (s *Server) post(kind, redirect string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		sub, err := record(kind, r)
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		s.mu.Lock()
		s.subs = append(s.subs, sub)
		s.mu.Unlock()
		if d := time.Duration(s.submitDelay.Load()); d > 0 {
			select {
			case <-time.After(d):
			case <-r.Context().Done():
				return
			}
		}
		if redirect == "" {
			w.Header().Set("Content-Type", "application/json")
			_ = json.NewEncoder(w).Encode(map[string]any{"success": true})
			return
		}
		http.Redirect(w, r, fmt.Sprintf(redirect, r.PathValue("job")), http.StatusSeeOther)
	}
}

func record(kind string, r *http.Request) (Submission, error) {
	if err := r.ParseMultipartForm(32 << 20); err != nil {
		return Submission{}, fmt.Errorf("applytest: the form did not post multipart/form-data: %w", err)
	}
	sub := Submission{Kind: kind, Job: r.PathValue("job"), Fields: url.Values(r.MultipartForm.Value), Files: map[string]File{}, At: time.Now()}
	for name, hs := range r.MultipartForm.File {
		if f, err := readFile(hs[0]); err == nil && f.Filename != "" {
			sub.Files[name] = f
		}
	}
	return sub, nil
}

func readFile(h *multipart.FileHeader) (File, error) {
	f, err := h.Open()
	if err != nil {
		return File{}, err
	}
	defer f.Close()
	data, err := io.ReadAll(f)
	return File{Filename: h.Filename, ContentType: h.Header.Get("Content-Type"), Data: data}, err
}

func (s *Server) confirm(heading, text string) http.HandlerFunc {
	return func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		_ = tmpl.ExecuteTemplate(w, "confirmation.html", map[string]string{"Title": heading, "Heading": heading, "Text": text})
	}
}

// recaptchaScript stands in for Google's reCAPTCHA Enterprise script: it
// defines grecaptcha.enterprise and adds the invisible badge (visible at the
// page corner, as the real one is) and the hidden challenge frame, which must
// not be taken for a challenge.
func recaptchaScript(w http.ResponseWriter, _ *http.Request) {
	w.Header().Set("Content-Type", "text/javascript")
	_, _ = io.WriteString(w, `(function () {
  window.grecaptcha = { enterprise: {
    ready: function (cb) { setTimeout(cb, 0); },
    execute: function () { return Promise.resolve('fixture-recaptcha-token'); }
  } };
  document.addEventListener('DOMContentLoaded', function () {
    var badge = document.createElement('div');
    badge.className = 'grecaptcha-badge';
    badge.setAttribute('data-style', 'bottomright');
    badge.style.cssText = 'width:256px;height:60px;display:block;position:fixed;bottom:14px;right:-186px;box-shadow:gray 0 0 5px;overflow:hidden';
    badge.innerHTML = '<div class="grecaptcha-logo"><iframe title="reCAPTCHA" width="256" height="60" src="/recaptcha/enterprise/anchor?ar=1&k=6LfixtureKey&hl=en&size=invisible" frameborder="0"></iframe></div>';
    document.body.appendChild(badge);
    var challenge = document.createElement('div');
    challenge.style.cssText = 'visibility:hidden;position:absolute;width:100%;top:-10000px;left:0;right:0';
    challenge.innerHTML = '<iframe title="recaptcha challenge expires in two minutes" src="/recaptcha/enterprise/bframe?hl=en&k=6LfixtureKey" width="400" height="580"></iframe>';
    document.body.appendChild(challenge);
  });
})();`)
}
