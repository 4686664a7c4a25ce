// Package resume turns a candidate's data into an ATS-friendly HTML resume and
// checks that the PDF printed from it reads back the way an ATS would read it.
//
// # Document
//
// A Document is a model.Resume plus the `template` and `paper` options and the
// tailoring chosen by the ATS engine (shared/ats). Tailoring is honest: it only
// reorders. BulletOrder and SkillOrder list input indices to print first (the
// bullets and skills that match the job description); every other item follows
// in input order, and an index out of range or listed twice is refused, so no
// item is ever added, dropped or repeated.
//
// Validate rejects, with an *apperr.Error naming the field (HTTP 422), a
// template or paper outside model.ResumeTemplates / model.PaperSizes, and any
// printed character that would not come back out of the PDF as typed: control,
// private-use and replacement characters, bidi overrides, and characters none
// of the embedded fonts can draw (CJK, Devanagari, Thai, emoji newer than
// Unicode 9). job_description is never printed, so it is not checked here.
//
// # HTML
//
// RenderHTML executes templates/resume.html.tmpl with html/template, so every
// user string is escaped: markup and script in any field print as text. The
// page is one column of real text in reading order: name, contact line (the
// target role is what the person applies for, not a title they hold, so it is
// not printed), then Summary (only when the input has one: nothing is invented),
// Experience, Education and Skills, with exactly those headings. There are no
// images, no tables and no layout columns; list markers are drawn, not text.
// Dates print as "Mar 2021 – Present" (FormatDate, DateRange) at the right
// margin of the role's line, joined to it by a light dotted leader. The leader
// is text on purpose: with only white space between them, pdftotext (and the
// ATS parsers that analyse layout the same way) reads the right-aligned dates
// as a column of their own and puts them after the bullets; the dots keep role
// and dates one line of text, and a role that wraps is justified so its first
// line runs into the leader. Three looks share the markup: "classic"
// (Liberation Serif, centred header), "modern" (Liberation Sans, accent
// colour) and "compact" (smaller type and spacing, for one page over a long
// career).
// Ligatures are off so no PDF reader sees a combined glyph.
//
// The fonts (fonts/, licences beside them) are embedded as data: URIs, so the
// PDF never depends on the worker's system fonts for Latin, Greek, Cyrillic,
// Hebrew, Arabic and symbols; Chromium embeds subsets of them in the PDF. CJK,
// Devanagari and Thai fall back to Debian's Noto fonts installed beside
// Chromium (fonts-noto-core, fonts-noto-cjk; deploy/local/services.sh and the
// Dockerfile), read from disk by fontconfig: only the glyphs used are embedded. A Content-Security-Policy meta tag (default-src 'none';
// style-src 'unsafe-inline'; font-src data:) lets nothing load and no script
// run. The <head> (fonts, CSS, CSP) is byte-identical for every resume and
// everything that varies, <title> included, is in <body>: workers/render keeps
// a loaded head and swaps only the body, which makes a warm render a few tens
// of milliseconds instead of re-parsing megabytes of fonts. Paper size is not
// in the HTML; the renderer prints at Document.PaperName().
//
// # Parse round-trip
//
// pdftext.Extract reads a PDF's text in Go (ledongthuc/pdf for parsing and
// ToUnicode maps, our own glyph positioning and line assembly, right-to-left
// runs put back in reading order). Check compares that text with the printed
// layout the way an ATS would: every heading and field must be found, in
// order; contact details and dates are reported on their own; recall is given
// per section; replacement, private-use and control characters count as
// garbled glyphs. Whitespace, line wraps and compatibility forms are ignored,
// everything else must match exactly. Verify does both. A failed check on a
// document that passed Validate is a bug in this package or the renderer, not
// bad input; its issues name the fields (JSON paths) for ats_score and
// suggestions.
package resume
