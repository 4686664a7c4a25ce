package writing

import "math"

// The levels of estimated_profile_strength, weakest first, with the lowest rubric
// score of each. They are the network's familiar profile-strength names.
var strengthLevels = []struct {
	name string
	min  int
}{
	{"Beginner", 0},
	{"Intermediate", 30},
	{"Advanced", 50},
	{"Expert", 70},
	{"All-Star", 85},
}

// StrengthLevels lists the values of Profile.EstimatedProfileStrength, weakest first.
func StrengthLevels() []string {
	out := make([]string, len(strengthLevels))
	for i, l := range strengthLevels {
		out[i] = l.name
	}
	return out
}

// strengthLevel maps a rubric score to its level.
func strengthLevel(score int) string {
	name := strengthLevels[0].name
	for _, l := range strengthLevels {
		if score >= l.min {
			name = l.name
		}
	}
	return name
}

// strength scores the input on the rubric documented in doc.go. It measures what
// the user gave us (a clear title and target, relevant skills, evidence), not the
// text we wrote: our text is the same quality for everyone.
func (b *profileBuilder) strength() int {
	score := titlePoints(b.cur, 15, 8, 4)
	if b.tgt != nil {
		score += titlePoints(*b.tgt, 10, 6, 3)
	}
	score += 2 * min(len(b.req.skills), 10)

	typical := b.r.typical
	have := map[string]bool{}
	relevant := 0
	for _, s := range b.req.skills {
		key := coreKey(s.key)
		have[key] = true
		if typical[key] {
			relevant++
		}
	}
	score += 5 * min(relevant, 5)

	top := append(append([]string{}, b.r.skillKeys...), b.r.toolKeys...)
	top = top[:min(10, len(top))]
	covered := 0
	for _, key := range top {
		if have[coreKey(key)] {
			covered++
		}
	}
	if len(top) > 0 {
		score += int(math.Round(20 * float64(covered) / float64(len(top))))
	}

	if len(b.req.exp) > 0 {
		score += 5
		if b.hasMeasuredBullet() {
			score += 5
		}
	}
	return min(score, 100)
}

func titlePoints(m RoleMatch, exact, words, skills int) int {
	switch {
	case !m.Guessed:
		return exact
	case m.Basis == BasisTitleWords:
		return words
	case m.Basis == BasisSkills:
		return skills
	}
	return 0
}

func (b *profileBuilder) hasMeasuredBullet() bool {
	for _, x := range b.req.exp {
		for _, bl := range x.bullets {
			if hasDigit(bl) {
				return true
			}
		}
	}
	return false
}
