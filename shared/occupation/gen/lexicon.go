package main

import (
	"compress/gzip"
	"encoding/csv"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
)

// titleLexicon is how people shorten and rank titles, from the curated
// shared/salary/data/source/curated/title_synonyms.csv (the one list both the
// salary and the writing services read titles with).
type titleLexicon struct {
	// Expand maps an abbreviation to what it stands for ("rn" → "registered
	// nurse"); several readings are alternatives ("pm").
	Expand map[string][]string `json:"expand"`
	// Prefer maps a title several occupations list to the SOC code most
	// people with it work in.
	Prefer map[string]string `json:"prefer"`
	// Seniority maps seniority words to the level they name, by kind:
	// "strong" always, "weak" only when the title does not match as written
	// (Staff Nurse), "trailing" at the end only (II), "manager" naming a
	// management role (Head of).
	Seniority []seniorityWord `json:"seniority"`
}

type seniorityWord struct {
	Words string `json:"words"`
	Level string `json:"level"`
	Kind  string `json:"kind"`
}

func readLexicon(path string) (titleLexicon, error) {
	lx := titleLexicon{Expand: map[string][]string{}, Prefer: map[string]string{}}
	f, err := os.Open(path)
	if err != nil {
		return lx, fmt.Errorf("open %s: %w", path, err)
	}
	defer f.Close()
	r := csv.NewReader(f)
	head := true
	for {
		rec, err := r.Read()
		if err == io.EOF {
			return lx, nil
		}
		if err != nil {
			return lx, fmt.Errorf("read %s: %w", path, err)
		}
		if head {
			head = false
			continue
		}
		kind, term, value := rec[0], rec[1], rec[2]
		switch kind {
		case "expand":
			lx.Expand[term] = strings.Split(value, "|")
		case "prefer":
			lx.Prefer[term] = value
		case "seniority":
			lx.Seniority = append(lx.Seniority, seniorityWord{term, value, "strong"})
		case "seniority_weak":
			lx.Seniority = append(lx.Seniority, seniorityWord{term, value, "weak"})
		case "seniority_trailing":
			lx.Seniority = append(lx.Seniority, seniorityWord{term, value, "trailing"})
		case "seniority_manager", "seniority_manager_weak":
			lx.Seniority = append(lx.Seniority, seniorityWord{term, value, "manager"})
		}
	}
}

// readEmployment returns national employment by SOC code ("15-1252") from the
// BLS OEWS national file: a title several occupations share most likely
// belongs to the larger one.
func readEmployment(path string) (map[string]int64, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("open %s: %w", path, err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		return nil, fmt.Errorf("gunzip %s: %w", path, err)
	}
	r := csv.NewReader(zr)
	r.FieldsPerRecord = -1
	head, err := r.Read()
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", path, err)
	}
	col := map[string]int{}
	for i, h := range head {
		col[h] = i
	}
	out := map[string]int64{}
	for {
		rec, err := r.Read()
		if err == io.EOF {
			return out, nil
		}
		if err != nil {
			return nil, fmt.Errorf("read %s: %w", path, err)
		}
		if rec[col["O_GROUP"]] != "detailed" && rec[col["O_GROUP"]] != "broad" {
			continue
		}
		n, err := strconv.ParseInt(strings.ReplaceAll(rec[col["TOT_EMP"]], ",", ""), 10, 64)
		if err != nil {
			continue
		}
		if code := rec[col["OCC_CODE"]]; out[code] == 0 {
			out[code] = n
		}
	}
}
