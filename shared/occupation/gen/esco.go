package main

import (
	"path/filepath"
	"strings"
	"unicode"

	"github.com/careerkit/careerkit/shared/internal/sourcefile"
)

// addESCOWork gives each O*NET occupation the essential skills of the ESCO
// occupations whose preferred label is one of its titles ("instructional
// designer" is an alternate title of Instructional Coordinators), kept when
// they read as work: they open with a verb O*NET tasks open with, are in
// lower case (no tool, standard or brand, which would be a claim), have no
// digit and two to six words. O*NET has no storyboarding, LMS or e-learning
// task for instructional design; ESCO does.
func addESCOWork(dir string, occ map[string]*occupation, verbs map[string]bool) error {
	skills := map[string]string{}
	if err := sourcefile.ReadCSV(filepath.Join(dir, "classification_en", "skills_en.csv"), func(r map[string]string) {
		skills[r["conceptUri"]] = r["preferredLabel"]
	}); err != nil {
		return err
	}
	type escoOcc struct{ uri, label string }
	var labels []escoOcc // in the file's order, so the output is the same every run
	if err := sourcefile.ReadCSV(filepath.Join(dir, "classification_en", "occupations_en.csv"), func(r map[string]string) {
		labels = append(labels, escoOcc{r["conceptUri"], strings.ToLower(strings.TrimSpace(r["preferredLabel"]))})
	}); err != nil {
		return err
	}
	essential := map[string][]string{} // ESCO occupation URI -> work statements, in ESCO's order
	if err := sourcefile.ReadCSV(filepath.Join(dir, "relations", "occupationSkillRelations.csv"), func(r map[string]string) {
		if r["relationType"] != "essential" || r["skillType"] != "skill/competence" {
			return
		}
		if w := skills[r["skillUri"]]; isWork(w, verbs) {
			essential[r["occupationUri"]] = append(essential[r["occupationUri"]], w)
		}
	}); err != nil {
		return err
	}
	byLabel := map[string][]string{}
	for _, o := range labels {
		byLabel[o.label] = append(byLabel[o.label], essential[o.uri]...)
	}
	for _, o := range occ {
		seen := map[string]bool{}
		for _, t := range append([]string{o.Title}, o.Titles...) {
			for _, w := range byLabel[strings.ToLower(t)] {
				if len(o.Work) < maxWork && !seen[w] {
					seen[w] = true
					o.Work = append(o.Work, w)
				}
			}
		}
	}
	return nil
}

// isWork reports an ESCO skill label that reads as a task a person did.
func isWork(label string, verbs map[string]bool) bool {
	words := strings.Fields(label)
	if len(words) < 2 || len(words) > 6 || words[0] == "use" || !verbs[words[0]] {
		return false
	}
	for _, r := range label {
		if unicode.IsUpper(r) || unicode.IsDigit(r) {
			return false
		}
	}
	return true
}
