package jobindex

import (
	"math/bits"
	"regexp"
	"strings"
	"unicode/utf8"
)

// Body is a posting's description split for search: Focus is what the employer
// says about this job (the role, its duties, who they want), Boilerplate is what
// any of its postings says (benefits, "about us", equal-opportunity and privacy
// notices, recruiting tags). Search weighs Boilerplate little, so a sales job
// whose benefits offer "a paid night nurse" is not a nursing job.
type Body struct {
	Focus       string
	Boilerplate string
	// BoilerSpans locate the boilerplate in the text as pairs of (1-based
	// start, length) in characters, contiguous lines merged: what the index
	// stores, so Postgres rebuilds both parts from the description it already
	// holds (jobs_body_part) instead of storing the text twice.
	BoilerSpans []int32
}

// Search document limits: the start of each part is what ranks (the columns
// hold no more).
const (
	FocusChars       = 2000
	BoilerplateChars = 1000
)

// boilerHeadingRe marks a section that is about the employer, not the job.
var boilerHeadingRe = regexp.MustCompile(`(?i)^(?:` +
	`(?:our |the |employee |additional |other )?(?:benefits?|perks?)(?: (?:and|&) (?:perks?|benefits?))?|` +
	`(?:what|how) (?:we|you'?ll|you will) (?:offer|get|receive)|we offer|what'?s in it for you|` +
	`why (?:join|work|you'?ll love|you will love|you should|us|choose)\b.*|` +
	`(?:total )?compensation(?: (?:and|&) benefits)?|salary(?: and benefits)?|pay(?: and benefits)?|` +
	`life at\b.*|culture|our (?:culture|values|mission|story|commitment)|what we value|` +
	`equal (?:employment )?opportunit.*|eeo\b.*|diversity.*|(?:reasonable )?accommodations?|` +
	`a note on ai|privacy.*|data protection.*|application process|next steps|how to apply|` +
	`find jobs in .* on arbeitnow|wir bieten|was wir (?:dir |ihnen )?bieten|benefits? bei .*` +
	`)\s*[:!?.]*$`)

// introHeadingRe marks a company introduction.
var introHeadingRe = regexp.MustCompile(`(?i)^(?:about (?:us|the company|our company)|who we are|` +
	`company (?:description|overview|profile)|our company|the company|` +
	`about (?:\p{L}[\p{L}\p{N}.&'-]*)(?: \p{L}[\p{L}\p{N}.&'-]*){0,3}|a (?:world-changing|great) company|über uns)\s*[:!?.]*$`)

// focusHeadingRe marks a section about the job itself; it ends boilerplate.
var focusHeadingRe = regexp.MustCompile(`(?i)^(?:` +
	`about (?:the|this|your) (?:role|job|position|team|opportunity)|about you|the role|role|` +
	`the (?:job|position|opportunity|team)|job description|position|` +
	`(?:key |core |main |your )?(?:responsibilities|duties|tasks)|` +
	`what you'?(?:ll| will)? (?:do|achieve|work on|bring|need)|what we (?:require|expect|look for|are looking for)|` +
	`(?:required |preferred |minimum |basic )?(?:qualifications?|requirements|skills|skillsets|experience)|` +
	`what you'?(?:ll| will)? be doing|day[ -]to[ -]day|(?:our |your )?(?:humble )?expectations|` +
	`(?:must|nice)[ -]to[ -]haves?|must-haves?|bonus points|who (?:are )?you(?: are)?|you (?:have|are|will|bring)|` +
	`aufgaben|qualifikation(?:en)?|dein profil|ihr profil|deine aufgaben|ihre aufgaben|was wir erwarten` +
	`)\b`)

// boilerPhrases mark a line that is boilerplate wherever it stands (legal
// notices). Matched as lower-case substrings: a case-insensitive regular
// expression over every line cost a bulk load 100 µs a posting.
var boilerPhrases = []string{
	"equal opportunity", "equal employment opportunity", "without regard to", "reasonable accommodation",
	"e-verify", "protected veteran", "protected characteristic", "privacy notice", "privacy policy",
	"applicant privacy", "registered trademark", "all rights reserved", "used under license", "used under licence",
}

// isBoilerLine reports a legal notice or a recruiting tag ("#LI-Remote").
// Notices are sentences: a line shorter than minNoticeLen is only checked for
// a tag, which keeps a bulk load from lower-casing every list item.
func isBoilerLine(line string) bool {
	if len(line) < 3 {
		return false
	}
	if line[0] == '#' && (line[1] == 'L' || line[1] == 'l') && (line[2] == 'I' || line[2] == 'i') {
		return true
	}
	if len(line) < minNoticeLen || !hasNoticeAnchor(line) {
		return false
	}
	lower := strings.ToLower(line)
	for _, p := range boilerPhrases {
		if strings.Contains(lower, p) {
			return true
		}
	}
	return false
}

// noticeAnchors are letters inside the words of every boilerPhrase that keep
// their case in Title Case ("Opportunity", "E-Verify"): a line without any of
// them holds no notice and is not lower-cased.
var noticeAnchors = []string{"ortunit", "egard", "ccommodat", "erify", "rotected", "rivacy", "rademark", "eserved", "icens"}

// hasNoticeAnchor reads the line once, trying at each byte only the anchors
// that start with it: nine searches of the whole line, one an anchor, cost a
// bulk load 4% of its CPU.
func hasNoticeAnchor(line string) bool {
	for i := 0; i+minAnchorLen <= len(line); i++ {
		for set := anchorsByFirst[line[i]]; set != 0; set &= set - 1 {
			if strings.HasPrefix(line[i:], noticeAnchors[bits.TrailingZeros16(set)]) {
				return true
			}
		}
	}
	return false
}

// anchorsByFirst holds, for each byte, the noticeAnchors that start with it
// (bit k for anchor k); minAnchorLen is the shortest anchor's length.
var anchorsByFirst, minAnchorLen = func() (by [256]uint16, shortest int) {
	shortest = len(noticeAnchors[0])
	for k, a := range noticeAnchors {
		by[a[0]] |= 1 << k
		shortest = min(shortest, len(a))
	}
	return by, shortest
}()

// minNoticeLen is the shortest line checked for a legal notice.
const minNoticeLen = 40

// SplitBody splits a plain-text description (paragraphs separated by blank
// lines, as the boards' HTML is flattened) into focus and boilerplate, line by
// line. A heading opens a section: an employer heading ("Benefits", "Why
// you'll love it here", "Equal opportunity") makes what follows boilerplate
// until a job heading ("Responsibilities", "About the role") comes; a company
// introduction ("About Acme", "Who we are") lasts until the next heading or
// introLines lines. Lines of legal notices and recruiting tags are
// boilerplate wherever they stand.
func SplitBody(text string) Body {
	var focus, boiler strings.Builder
	spans := splitLines(text, func(line string, boilerplate bool) {
		out := &focus
		if boilerplate {
			out = &boiler
		}
		out.WriteString(line)
		out.WriteByte('\n')
	})
	return Body{Focus: clip(tidyLines(focus.String()), FocusChars), Boilerplate: clip(tidyLines(boiler.String()), BoilerplateChars),
		BoilerSpans: spans}
}

// splitLines classifies the lines of text (see SplitBody), handing each to
// line with its verdict, and returns the boilerplate spans.
func splitLines(text string, line func(s string, boilerplate bool)) []int32 {
	const (
		modeFocus = iota
		modeBoiler
		modeIntro
	)
	mode, introLeft := modeFocus, 0
	var spans []int32
	offset := int32(0) // characters before the line
	for rest := text; rest != ""; {
		cur, next, found := strings.Cut(rest, "\n")
		rest = next
		if !found && cur == "" {
			break
		}
		runes := int32(utf8.RuneCountInString(cur))
		trimmed := strings.TrimSpace(cur)
		if h, ok := heading(trimmed); ok {
			switch kind := kindOf(h); {
			case kind == headingFocus:
				mode = modeFocus
			case kind == headingIntro:
				mode, introLeft = modeIntro, introLines+1
			case kind == headingBoiler:
				mode = modeBoiler
			case mode == modeIntro:
				mode = modeFocus
			}
		}
		if mode == modeIntro && trimmed != "" {
			if introLeft--; introLeft < 0 {
				mode = modeFocus
			}
		}
		boilerplate := mode != modeFocus || isBoilerLine(trimmed)
		if boilerplate {
			if n := len(spans); n > 0 && spans[n-2]+spans[n-1]+1 == offset+1 {
				spans[n-1] += 1 + runes // the line right after the last span
			} else {
				spans = append(spans, offset+1, runes)
			}
		}
		line(cur, boilerplate)
		offset += runes + 1
	}
	return spans
}

// introLines is how many lines a company introduction runs at most when no
// heading ends it.
const introLines = 4

// tidyLines trims s and collapses runs of blank lines to one.
func tidyLines(s string) string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	out := lines[:0]
	for i, l := range lines {
		if strings.TrimSpace(l) == "" && i > 0 && strings.TrimSpace(lines[i-1]) == "" {
			continue
		}
		out = append(out, l)
	}
	return strings.Join(out, "\n")
}

// heading returns the line as a heading when it reads as one: short, not a
// sentence, not a list item. "About us: we are …" heads with its first words.
func heading(line string) (string, bool) {
	line = strings.Trim(strings.TrimSpace(line), "*_#= ")
	if before, _, ok := strings.Cut(line, ":"); ok && runesAtMost(before, 40) {
		line = before
	}
	if line == "" || strings.HasSuffix(line, ".") || !runesAtMost(line, 60) {
		return "", false
	}
	if strings.HasPrefix(line, "-") || strings.HasPrefix(line, "•") || strings.HasPrefix(line, "●") {
		return "", false
	}
	return strings.ReplaceAll(line, "’", "'"), true
}

// runesAtMost reports whether s has at most n runes, counting no further
// than n+1: every line of every posting is asked whether it is a heading.
func runesAtMost(s string, n int) bool {
	if len(s) <= n {
		return true
	}
	count := 0
	for range s {
		if count++; count > n {
			return false
		}
	}
	return true
}

// clip cuts s to at most n bytes on a rune boundary.
func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n]
}
