package ats

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
)

func TestScratchDrops(t *testing.T) {
	debugDrop = func(why, name string) { t.Logf("  drop %s: %s", why, name) }
	defer func() { debugDrop = func(string, string) {} }()
	a := analyzer(t)
	files, _ := filepath.Glob("testdata/eval/jd/*.json")
	for _, f := range files {
		raw, _ := os.ReadFile(f)
		var p struct{ Text string `json:"text"` }
		json.Unmarshal(raw, &p)
		t.Logf("== %s", filepath.Base(f))
		a.Keywords(p.Text)
	}
}

func TestScratchDropsSS(t *testing.T) {
	debugDrop = func(why, name string) { t.Logf("  drop %s: %s", why, name) }
	defer func() { debugDrop = func(string, string) {} }()
	a := analyzer(t)
	for _, p := range loadSkillSpan(t, "dev") {
		a.Keywords(p.text)
	}
}
