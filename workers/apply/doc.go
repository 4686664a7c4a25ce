// Package apply is the apply worker's capability: it fills and submits job
// application forms in headless Chromium (chromedp), one new tab per
// application, for the apply:submit Asynq task that POST /v1/auto-apply queues.
//
// # Appliers
//
// One form engine serves every board; a Board (board.go) adds what is known of
// one application system: where its form is, what its field names mean, which
// fields prove the form still has the shape we know, and how it confirms.
//
//	| System     | Form                                       | Support                                                                                                   |
//	|------------|--------------------------------------------|-----------------------------------------------------------------------------------------------------------|
//	| Greenhouse | hosted job-boards.greenhouse.io form       | full: names (first_name, question_<id>, question_<id>[], location, demographic selects), resume and cover-letter files, confirmation page; React comboboxes (new hosted form) are not driven: a required one becomes needs_input |
//	| Lever      | hosted jobs.lever.co/<co>/<id>/apply       | full: name, email, phone, org, location, urls[...], cards[<uuid>][fieldN] text/radio/checkbox/select, eeo[...], resume, comments (cover letter as text), /thanks page |
//	| Ashby      | jobs.ashbyhq.com/<co>/<id>/application     | good: script-built form, _systemfield_*, UUID questions, Yes/No toggle buttons, in-place success message; multi-page Ashby forms are not followed |
//	| Other      | any site's own form (aggregators link out) | best effort: fields matched by name, autocomplete, type and label; success recognised by common wording, else outcome_uncertain |
//
// None of them solves a CAPTCHA: a visible challenge (reCAPTCHA checkbox or
// challenge frame, hCaptcha, Turnstile) ends the application as failed with
// reason captcha_required; the invisible reCAPTCHA Enterprise badge every
// Greenhouse page loads is not a challenge and is ignored. A sign-in page ends
// it as login_required.
//
// # Answers
//
// makePlan answers a question only from the caller's explicit answer
// (answers.questions by id or label), a fact of the resume or the request
// (name, email, phone, location, links, current employer, work authorisation,
// sponsorship, salary, start date), or, for demographic questions, the form's
// own "decline to answer" option. It never invents: a required question it
// cannot answer stops the application with needs_input and the question (id,
// label, type, options, and what to send). Label rules are deliberately
// narrow; "authorised to work without sponsorship?" is left to the caller.
//
// # Submit once
//
// Before pressing submit, an attempt claims the press in Postgres
// (store.ApplicationClaimSubmit, a compare-and-set on submit_started_at). A
// retry that finds the claim without an outcome (the worker died between press
// and record) never presses again and reports outcome_uncertain. After the
// press, every ending is recorded and never retried. Transient failures before
// the press (site down, browser crash) are retried by Asynq with backoff, and
// end the application as failed on the last attempt. Sweep catches what a lost
// enqueue or a dead worker left in flight.
//
// # Network
//
// The pages need the network, unlike resume rendering, but every request is
// paused and checked by Outbound before it leaves the browser: only http(s),
// data: and blob: URLs to public addresses (gotenberg's outbound deny list), so
// a posting cannot point the worker at its own network. That check is by
// name, and Chromium would resolve the name again when it connects, so the
// browser connects only through the guard's proxy (outbound.Proxy, started
// with the browser): the proxy resolves and dials, and refuses any address
// that is not public, for the page, redirects, subresources and the form's
// submission alike (DNS rebinding gains nothing). The proxy records what it
// refused by address, and a tab matches it to the documents it requested: a
// refused page or redirect ends as blocked_url, a refused form submission as
// blocked_url after the press (nothing was sent).
// APPLY_ALLOWED_HOSTS lets tests reach local fixture servers. Images, fonts
// and media are not loaded. The resume PDF comes from the blob store, never
// from resume_url.
package apply
