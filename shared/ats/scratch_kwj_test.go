package ats

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestScratchDrops(t *testing.T) {
	a := analyzer(t)
	files, _ := filepath.Glob("testdata/eval/jd/*.json")
	for _, f := range files {
		raw, _ := os.ReadFile(f)
		var p struct {
			Text string `json:"text"`
		}
		json.Unmarshal(raw, &p)
		t.Logf("== %s", filepath.Base(f))
		a.Keywords(p.Text)
	}
}

func TestScratchDropsSS(t *testing.T) {
	a := analyzer(t)
	for _, p := range loadSkillSpan(t, "dev") {
		a.Keywords(p.text)
	}
}

func TestScratchSweep(t *testing.T) {
	a := analyzer(t)
	b, _ := New()
	junk, judged := freshKeywordJudgment(t)
	ss := loadSkillSpan(t, "dev")
	files, _ := filepath.Glob("testdata/eval/jd/*.json")
	fresh, _ := filepath.Glob("testdata/fresh/*.txt")
	for _, th := range sweepTh {
		b.filter.threshold = th
		f := measureCorpus(b, ss)
		found, wanted := 0, 0
		for _, path := range files {
			raw, _ := os.ReadFile(path)
			var p evalPosting
			json.Unmarshal(raw, &p)
			got := map[string]bool{}
			for _, k := range b.Keywords(p.Text) {
				got[evalNorm(k.Name)] = true
			}
			for _, m := range p.MustFind {
				wanted++
				if got[evalNorm(m)] {
					found++
				}
			}
			for _, g := range p.AnyOf {
				wanted++
				for _, m := range g {
					if got[evalNorm(m)] {
						found++
						break
					}
				}
			}
		}
		total, nj, un := 0, 0, 0
		for _, fp := range fresh {
			raw, _ := os.ReadFile(fp)
			id := filepath.Base(fp[:len(fp)-4])
			for _, k := range b.Keywords(string(raw)) {
				total++
				if junk[id+": "+k.Name] {
					nj++
				}
				if !judged[id+": "+k.Name] {
					un++
				}
			}
		}
		t.Logf("th %5.2f: SS dev recall %.3f prec %.3f (%d kw) | dev recall %.3f (%d) | fresh %d kw %d junk %.1f%% (%d unjudged)", th, f.recall(), f.precision(), f.keywords, float64(found)/float64(wanted), found, total, nj, 100*float64(nj)/float64(total), un)
	}
	_ = a
}

func TestScratchScores(t *testing.T) {
	a := analyzer(t)
	junk, _ := freshKeywordJudgment(t)
	files, _ := filepath.Glob("testdata/eval/jd/*.json")
	for _, path := range files {
		raw, _ := os.ReadFile(path)
		var p evalPosting
		json.Unmarshal(raw, &p)
		want := map[string]bool{}
		for _, m := range p.MustFind {
			want[evalNorm(m)] = true
		}
		for _, g := range p.AnyOf {
			for _, m := range g {
				want[evalNorm(m)] = true
			}
		}
		for _, k := range a.candidates(p.Text) {
			if want[evalNorm(k.Name)] {
				t.Logf("DEV %6.2f %s | %v", a.filter.score(k.traits), k.Name, k.traits)
			}
		}
	}
	fresh, _ := filepath.Glob("testdata/fresh/*.txt")
	for _, fp := range fresh {
		raw, _ := os.ReadFile(fp)
		id := filepath.Base(fp[:len(fp)-4])
		for _, k := range a.candidates(string(raw)) {
			if junk[id+": "+k.Name] {
				t.Logf("JUNK %6.2f %s | %v", a.filter.score(k.traits), k.Name, k.traits)
			}
		}
	}
}

func TestScratchSingles(t *testing.T) {
	a := analyzer(t)
	junk, judged := freshKeywordJudgment(t)
	fresh, _ := filepath.Glob("testdata/fresh/*.txt")
	for _, fp := range fresh {
		raw, _ := os.ReadFile(fp)
		id := filepath.Base(fp[:len(fp)-4])
		for _, k := range a.candidates(string(raw)) {
			key := id + ": " + k.Name
			if !judged[key] || strings.Contains(k.Name, " ") || !isLowerWord(k.Name) {
				continue
			}
			t.Logf("SINGLE %v gen=%d term=%v %s %s", !junk[key], a.lex.generic[strings.ToLower(k.Name)], a.lex.isTerm(k.stem), k.Kind, k.Name)
		}
	}
	files, _ := filepath.Glob("testdata/eval/jd/*.json")
	for _, path := range files {
		raw, _ := os.ReadFile(path)
		var p evalPosting
		json.Unmarshal(raw, &p)
		want := map[string]bool{}
		for _, m := range p.MustFind {
			want[evalNorm(m)] = true
		}
		for _, g := range p.AnyOf {
			for _, m := range g {
				want[evalNorm(m)] = true
			}
		}
		for _, k := range a.candidates(p.Text) {
			if strings.Contains(k.Name, " ") || !isLowerWord(k.Name) {
				continue
			}
			t.Logf("DEVSINGLE %v gen=%d term=%v %s %s", want[evalNorm(k.Name)], a.lex.generic[strings.ToLower(k.Name)], a.lex.isTerm(k.stem), k.Kind, k.Name)
		}
	}
}

func TestScratchGeneric(t *testing.T) {
	for _, n := range []int{1 << 30, 200, 100, 60, 40} {
		everyTradeOccupations = n
		t.Logf("generic >= %d", n)
		TestScratchSweep(t)
	}
	everyTradeOccupations = 100
}

var sweepTh = []float64{0.5}
