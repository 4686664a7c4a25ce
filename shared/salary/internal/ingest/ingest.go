// Package ingest reads the committed public source files (data/source) and builds
// the salary snapshot the service ships. It runs only in the generator and in the
// rebuild test; the service never parses the raw sources.
package ingest

import (
	"fmt"

	"github.com/careerkit/careerkit/shared/salary/internal/snapshot"
)

// Build reads every source file under dir and returns the snapshot. The result
// depends only on the files' contents, so the same sources give the same bytes.
func Build(dir string) (*snapshot.Snapshot, error) {
	src := newSourceDir(dir)
	s := &snapshot.Snapshot{Format: snapshot.Format}

	curated, aggregates, err := readCurated(src)
	if err != nil {
		return nil, err
	}
	s.Curated = curated
	if s.Sources, err = readSources(src); err != nil {
		return nil, err
	}

	oews, err := readOEWS(src)
	if err != nil {
		return nil, err
	}
	s.OEWSVintages = oews.vintages
	s.Groups = oews.groups

	titles, err := readTitles(src, oews, aggregates)
	if err != nil {
		return nil, err
	}
	s.TitleGroups = titles
	s.Occupations = oews.occupationList()

	if s.Areas, s.States, err = readGeography(src); err != nil {
		return nil, err
	}
	if err := addRPP(src, s.States); err != nil {
		return nil, err
	}
	if s.Levels, err = readLevels(src, s.Areas); err != nil {
		return nil, err
	}
	if s.ECEC, err = readECEC(src); err != nil {
		return nil, err
	}
	if s.EBS, err = readEBS(src); err != nil {
		return nil, err
	}
	s.Files = src.hashes()
	if err := check(s); err != nil {
		return nil, err
	}
	return s, nil
}

// check rejects a snapshot whose cross-references are broken, so a bad source
// update fails the generator instead of the service.
func check(s *snapshot.Snapshot) error {
	occ := make(map[string]bool, len(s.Occupations))
	for _, o := range s.Occupations {
		occ[o.Code] = true
	}
	for _, g := range s.TitleGroups {
		if !occ[g.Occupation] {
			return fmt.Errorf("ingest: title group %s maps to unknown occupation %s", g.Code, g.Occupation)
		}
	}
	for _, l := range s.Levels {
		if !occ[l.SOC] {
			return fmt.Errorf("ingest: prevailing-wage levels for unknown occupation %s", l.SOC)
		}
	}
	for _, r := range s.Curated.Ladder {
		if r.Manager != "self" && !occ[r.Manager] {
			return fmt.Errorf("ingest: management ladder names unknown occupation %s", r.Manager)
		}
	}
	if !occ[snapshot.ChiefExecutives] {
		return fmt.Errorf("ingest: chief executives (%s) missing from OEWS", snapshot.ChiefExecutives)
	}
	return nil
}
