package writing

import (
	"slices"
	"sort"
	"strings"
	"unicode"

	"github.com/careerkit/careerkit/shared/occupation"
	"github.com/careerkit/careerkit/shared/text"
)

// OccupationMatch is how a title was read against O*NET 29.3: the occupation
// whose real tasks the drafted bullets draw on and whose family sets the
// register of the technical tone.
type OccupationMatch = occupation.Match

// occupationFor reads title with the shared matcher (the one salary-research
// uses, so both name the same occupation). ok is false when no word is known
// or the read is low-confidence: then nothing is drafted from its tasks, and
// the match is still reported so the person sees what it was closest to.
func occupationFor(set *occupation.Set, title string) (*occupation.Occupation, occupation.Match, bool) {
	if set == nil || title == "" {
		return nil, occupation.Match{}, false
	}
	m, ok := set.Match(title)
	if !ok || m.LowConfidence {
		return nil, m, false
	}
	return set.ByCode(m.Code), m, true
}

// draftBullets turns an occupation's task statements into explicit drafts: the
// task in the past tense, then visible placeholders for the facts only the
// person knows (scope and result). Each starts with a different verb, and none
// names a skill, tool, number or employer.
//
// focus are word stems of what the person is moving toward (the target role):
// tasks (and the occupation's ESCO work) that share them come first, so a teacher moving to instructional
// design drafts the occupation's materials and curriculum work before its
// administration. The choice rotates only among those, by tone.
func draftBullets(o *occupation.Occupation, want int, ch chooser, used map[string]bool, isVerb func(string) bool, focus ...string) []string {
	if o == nil || want <= 0 {
		return nil
	}
	// Short tasks first: a bullet is one claim, and O*NET's longest statements
	// read as job descriptions.
	tasks := make([]string, 0, len(o.Tasks))
	var long []string
	for _, t := range o.Tasks {
		if c := taskClause(t); c != "" && len(c) <= 110 {
			tasks = append(tasks, c)
		} else if c != "" {
			long = append(long, c)
		}
	}
	head := len(tasks)
	if len(focus) > 0 {
		// Relevance to the target first, shortness second. ESCO's work for the
		// same titles that names the target's work comes first among equals: it
		// is the newer work O*NET's tasks leave out (web-based courses for an
		// instructional designer, where O*NET lists curricula and teachers); the
		// rest of it comes after O*NET's tasks.
		var named, other []string
		for _, w := range o.Work {
			c := taskClause(w)
			switch {
			case c == "":
			case sharesStem(c, focus):
				named = append(named, c)
			default:
				other = append(other, c)
			}
		}
		tasks, long = slices.Concat(named, tasks, long, other), nil
	}
	if len(focus) > 0 && len(tasks) > 1 {
		score := func(t string) int {
			n := 0
			for _, w := range text.Tokens(t) {
				if slices.Contains(focus, text.Stem(w)) {
					n++
				}
			}
			return n
		}
		sort.SliceStable(tasks, func(i, j int) bool { return score(tasks[i]) > score(tasks[j]) })
		relevant := 0
		for _, t := range tasks {
			if score(t) > 0 {
				relevant++
			}
		}
		head = min(len(tasks), max(relevant, want))
	}
	if head > 1 {
		off := ch.pick("draft.tasks", head)
		tasks = append(append(append([]string(nil), tasks[off:head]...), tasks[:off]...), tasks[head:]...)
	}
	tasks = append(tasks, long...)
	fOff := ch.pick("draft.frame", len(draftFrames))
	var out []string
	for i := 0; i < len(tasks) && len(out) < want; i++ {
		t := tasks[i]
		line := pastTenseAll(pastTense(t), isVerb)
		verb := firstWord(line)
		if used[verb] {
			continue
		}
		// Each draft takes a different frame, so no placeholder phrase repeats
		// within one profile.
		s := line + draftFrames[(fOff+len(out))%len(draftFrames)]
		if !lintOK(s) {
			continue
		}
		used[verb] = true
		out = append(out, s)
	}
	return out
}

// sharesStem reports whether t has a word whose stem is one of stems.
func sharesStem(t string, stems []string) bool {
	for _, w := range text.Tokens(t) {
		if slices.Contains(stems, text.Stem(w)) {
			return true
		}
	}
	return false
}

// draftFrames are the visible placeholders after a drafted task: the scope and
// result only the person knows. No two share a phrase of five words.
var draftFrames = []string{
	" for [how many people, cases or accounts], resulting in [measurable result, e.g. X% faster].",
	" across [scope: team, site or budget], which [cut or raised what, by how much].",
	", [result with a number: how much, how many, how fast].",
	" [where and for whom], improving [what, by how much].",
}

// taskClause keeps the main clause of an O*NET task statement: examples in
// parentheses and after "such as", and anything after a semicolon, go.
func taskClause(t string) string {
	if i := strings.IndexAny(t, ";("); i > 0 {
		t = t[:i]
	}
	for _, cut := range []string{", such as", " such as ", ", including", " in order to ", ", to ensure ", " to ensure ", ", ensuring ", " to determine "} {
		if i := strings.Index(t, cut); i > 0 {
			t = t[:i]
		}
	}
	t = strings.TrimRight(strings.TrimSpace(t), ".,:")
	// A number in a draft would be a claim the person never made.
	if len(strings.Fields(t)) < 3 || len(t) > 200 || hasDigit(t) {
		return ""
	}
	return t
}

// pastTense puts the leading verbs of a task statement ("Monitor, record, and
// report", "Direct or coordinate") in the past tense.
func pastTense(t string) string {
	words := strings.Fields(t)
	for i := 0; i < len(words); i++ {
		w := words[i]
		core := strings.TrimRight(w, ",")
		if i > 0 && isAdverb(core) && i+1 < len(words) {
			// "Feel and visually examine gums": the adverb stays, its verb
			// changes.
			continue
		}
		words[i] = pastWord(core) + w[len(core):]
		if i == 0 {
			words[i] = upperFirst(words[i])
		}
		if strings.HasSuffix(w, ",") {
			if i+1 < len(words) && (words[i+1] == "and" || words[i+1] == "or") {
				i++
			}
			continue
		}
		if i+2 < len(words) && (words[i+1] == "or" || words[i+1] == "and") && isVerbLike(words[i+2]) {
			i++
			continue
		}
		break
	}
	return strings.Join(words, " ")
}

// isAdverb reports an -ly adverb ("visually", "manually"); "supply" and
// "apply" are verbs.
func isAdverb(w string) bool {
	w = strings.ToLower(w)
	return len(w) > 5 && strings.HasSuffix(w, "ly") && !strings.HasSuffix(w, "ply")
}

// isVerbLike guesses whether the word after "or"/"and" continues a verb list
// ("Direct or coordinate") rather than an object ("tools and equipment"): O*NET
// tasks are written in the imperative, so a verb there has no plural -s and
// no article.
func isVerbLike(w string) bool {
	w = strings.ToLower(strings.TrimRight(w, ","))
	if strings.HasSuffix(w, "s") || len(w) < 3 {
		return false
	}
	switch w {
	case "the", "a", "an", "other", "related", "all":
		return false
	}
	return true
}

var irregular = map[string]string{
	"build": "built", "lead": "led", "write": "wrote", "run": "ran", "make": "made", "sell": "sold",
	"teach": "taught", "keep": "kept", "set": "set", "drive": "drove", "give": "gave", "take": "took",
	"meet": "met", "hold": "held", "read": "read", "send": "sent", "spend": "spent", "find": "found",
	"put": "put", "cut": "cut", "feed": "fed", "buy": "bought", "seek": "sought", "understand": "understood",
	"oversee": "oversaw", "undertake": "undertook", "lay": "laid", "pay": "paid", "tell": "told",
	"bring": "brought", "think": "thought", "choose": "chose", "speak": "spoke", "draw": "drew",
	"refer": "referred", "prefer": "preferred", "transfer": "transferred", "control": "controlled",
	"submit": "submitted", "commit": "committed", "admit": "admitted", "permit": "permitted",
	"patrol": "patrolled", "equip": "equipped", "program": "programmed", "format": "formatted",
	"compel": "compelled", "occur": "occurred", "deter": "deterred", "input": "input",
	"grind": "ground", "sweep": "swept", "hang": "hung", "dig": "dug", "feel": "felt", "shoot": "shot",
	"stand": "stood", "sit": "sat", "sew": "sewed", "wind": "wound", "bend": "bent", "split": "split",
	"spread": "spread", "shut": "shut", "quit": "quit", "bid": "bid", "forecast": "forecast", "broadcast": "broadcast",
}

func pastWord(w string) string {
	lower := strings.ToLower(w)
	p, ok := irregular[lower]
	switch {
	case ok:
	case strings.HasSuffix(lower, "e"):
		p = lower + "d"
	case strings.HasSuffix(lower, "y") && len(lower) > 2 && !strings.ContainsRune("aeiou", rune(lower[len(lower)-2])):
		p = lower[:len(lower)-1] + "ied"
	case doubles(lower):
		p = lower + lower[len(lower)-1:] + "ed"
	default:
		p = lower + "ed"
	}
	if w != "" && unicode.IsUpper([]rune(w)[0]) {
		return upperFirst(p)
	}
	return p
}

// doubles reports a short consonant-vowel-consonant verb ("plan", "ship") whose
// last letter doubles before -ed.
func doubles(w string) bool {
	if len(w) < 3 || len(w) > 4 {
		return false
	}
	vowels := 0
	for _, r := range w {
		if strings.ContainsRune("aeiou", r) {
			vowels++
		}
	}
	last := w[len(w)-1]
	return vowels == 1 && !strings.ContainsRune("aeiouwxy", rune(last)) && strings.ContainsRune("aeiou", rune(w[len(w)-2]))
}

// typicalTech lists the occupation's In Demand and Hot technologies the user
// does not list: suggestions for skills_to_add, never claims.
func typicalTech(o *occupation.Occupation, have map[string]bool, limit int) []string {
	if o == nil {
		return nil
	}
	var out []string
	for _, t := range o.Tech {
		if len(out) == limit {
			break
		}
		if (t.Hot || t.InDemand) && !have[coreKey(normalize(t.Name))] {
			out = append(out, t.Name)
		}
	}
	return out
}

// pastTenseAll puts a later verb joined by "and"/"or" in the past tense too
// ("…for delivered goods and collect payment" reads "…and collected payment").
func pastTenseAll(t string, isVerb func(string) bool) string {
	if isVerb == nil {
		return t
	}
	words := strings.Fields(t)
	for i := 2; i+1 < len(words); i++ {
		if words[i] != "and" && words[i] != "or" {
			continue
		}
		next := strings.TrimRight(words[i+1], ",")
		// "to install, maintain, or repair" stays an infinitive.
		if afterTo(words, i) {
			continue
		}
		if next == strings.ToLower(next) && isVerb(next) {
			words[i+1] = pastWord(next) + words[i+1][len(next):]
		}
	}
	return strings.Join(words, " ")
}

// afterTo reports whether the list ending at words[i] hangs off a "to" within
// the previous four words.
func afterTo(words []string, i int) bool {
	for j := i - 1; j >= 0 && j >= i-4; j-- {
		if words[j] == "to" {
			return true
		}
	}
	return false
}
