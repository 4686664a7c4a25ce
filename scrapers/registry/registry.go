package registry

import (
	"bufio"
	"bytes"
	"context"
	"encoding/csv"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/careerkit/careerkit/scrapers/board"
	"github.com/careerkit/careerkit/shared/store"
)

// Row is one employer of an import file. Source (CLI syntax) wins over URL; a
// URL alone is read with board.DetectSource and kept as the row's provenance.
type Row struct {
	Source   string `json:"source"`
	URL      string `json:"url"`
	Company  string `json:"company"`
	Industry string `json:"industry"`
	Every    string `json:"every"`
}

// Input checks the row and returns what the store registers.
func (r Row) Input() (store.SourceInput, error) {
	var (
		src board.Source
		err error
	)
	switch {
	case strings.TrimSpace(r.Source) != "":
		src, err = board.ParseSource(r.Source)
	case strings.TrimSpace(r.URL) != "":
		src, err = board.DetectSource(r.URL)
	default:
		return store.SourceInput{}, errors.New(`give "url" (a careers page) or "source" (greenhouse:acme)`)
	}
	if err != nil {
		return store.SourceInput{}, err
	}
	in := store.SourceInput{Key: src.Key(), Kind: src.Kind, Token: src.Token, Company: strings.TrimSpace(r.Company),
		Industry: strings.ToLower(strings.TrimSpace(r.Industry)), URL: strings.TrimSpace(r.URL)}
	if r.Every != "" {
		d, err := time.ParseDuration(r.Every)
		if err != nil || d < time.Minute {
			return store.SourceInput{}, fmt.Errorf("every %q must be a duration of at least 1m, like \"6h\"", r.Every)
		}
		in.Every = d
	}
	return in, nil
}

// RowError is a row of an import file that could not be read.
type RowError struct {
	Line int
	Err  error
}

func (e RowError) Error() string { return fmt.Sprintf("line %d: %v", e.Line, e.Err) }

// ReadFile reads an import file: JSON Lines when its first character is '{',
// else CSV with a header naming url and/or source (company, industry and every
// optional). Rows that fail are returned apart, so one bad line of thousands
// does not stop the others; a repeated key keeps its first row.
func ReadFile(path string) ([]store.SourceInput, []RowError, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, nil, fmt.Errorf("registry: %w", err)
	}
	return Read(b)
}

// Read is ReadFile on the file's bytes.
func Read(b []byte) ([]store.SourceInput, []RowError, error) {
	b = bytes.TrimPrefix(b, []byte("\xef\xbb\xbf"))
	var (
		rows  []Row
		lines []int
		err   error
	)
	if t := bytes.TrimLeft(b, " \t\r\n"); len(t) > 0 && t[0] == '{' {
		rows, lines, err = readJSONL(b)
	} else {
		rows, lines, err = readCSV(b)
	}
	if err != nil {
		return nil, nil, err
	}
	var (
		out  []store.SourceInput
		bad  []RowError
		seen = map[string]bool{}
	)
	for i, r := range rows {
		in, err := r.Input()
		if err != nil {
			bad = append(bad, RowError{Line: lines[i], Err: err})
			continue
		}
		if !seen[in.Key] {
			seen[in.Key] = true
			out = append(out, in)
		}
	}
	return out, bad, nil
}

func readJSONL(b []byte) ([]Row, []int, error) {
	var (
		rows  []Row
		lines []int
	)
	sc := bufio.NewScanner(bytes.NewReader(b))
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	for n := 1; sc.Scan(); n++ {
		line := bytes.TrimSpace(sc.Bytes())
		if len(line) == 0 {
			continue
		}
		var r Row
		if err := json.Unmarshal(line, &r); err != nil {
			// Kept as a row that fails, with its line number.
			r = Row{Source: "\x00"}
		}
		rows, lines = append(rows, r), append(lines, n)
	}
	return rows, lines, sc.Err()
}

func readCSV(b []byte) ([]Row, []int, error) {
	cr := csv.NewReader(bytes.NewReader(b))
	cr.FieldsPerRecord = -1
	cr.TrimLeadingSpace = true
	header, err := cr.Read()
	if err == io.EOF {
		return nil, nil, errors.New("registry: the file is empty; write a header such as url,company,industry")
	}
	if err != nil {
		return nil, nil, fmt.Errorf("registry: CSV header: %w", err)
	}
	col := map[string]int{}
	for i, h := range header {
		col[strings.ToLower(strings.TrimSpace(h))] = i
	}
	_, hasURL := col["url"]
	_, hasSource := col["source"]
	if !hasURL && !hasSource {
		return nil, nil, fmt.Errorf("registry: the CSV header %q names no url or source column; write url,company,industry", strings.Join(header, ","))
	}
	get := func(rec []string, name string) string {
		if i, ok := col[name]; ok && i < len(rec) {
			return rec[i]
		}
		return ""
	}
	var (
		rows  []Row
		lines []int
	)
	for {
		rec, err := cr.Read()
		if err == io.EOF {
			break
		}
		line, _ := cr.FieldPos(0)
		if err != nil {
			rows, lines = append(rows, Row{Source: "\x00"}), append(lines, line)
			continue
		}
		rows = append(rows, Row{Source: get(rec, "source"), URL: get(rec, "url"), Company: get(rec, "company"),
			Industry: get(rec, "industry"), Every: get(rec, "every")})
		lines = append(lines, line)
	}
	return rows, lines, nil
}

// Seed registers the shipped list (or the sources file at path) where the
// registry lacks them, leaving registered sources as the operator set them.
func Seed(ctx context.Context, st *store.Store, path string) (int, error) {
	srcs, err := board.LoadSources(path)
	if err != nil {
		return 0, err
	}
	in := make([]store.SourceInput, len(srcs))
	for i, s := range srcs {
		in[i] = store.SourceInput{Key: s.Key(), Kind: s.Kind, Token: s.Token, Company: s.Company, BaseURL: s.BaseURL, Every: s.Every}
	}
	return st.SourceSeed(ctx, in)
}

// Enabled returns the registry's enabled sources, ready for the scheduler.
func Enabled(ctx context.Context, st *store.Store) ([]board.Source, error) {
	rows, err := st.SourceList(ctx, "", true)
	if err != nil {
		return nil, err
	}
	out := make([]board.Source, 0, len(rows))
	for _, r := range rows {
		src, err := board.ParseSource(r.Key)
		if err != nil {
			continue // a kind this build does not know: skipped, not fatal
		}
		src.Company, src.BaseURL, src.Every = r.Company, r.BaseURL, r.Every
		out = append(out, src)
	}
	return out, nil
}
