// Command gen rebuilds the salary dataset the service ships from the public source
// files committed next to it:
//
//	go run ./shared/salary/gen
//
// It reads shared/salary/data/source/ and writes shared/salary/data/dataset.json.gz
// (paths relative to the module root; override with -src and -out). The output is
// deterministic: the same sources always give the same JSON.
//
// The BLS state and nonmetropolitan-area files are too large to commit; with
// -oews-state DIR (the directory holding oews_state_M2025.csv and
// oews_nonmetro_M2025.csv) it also writes shared/salary/data/state_wages.json.gz:
//
//	go run ./shared/salary/gen -oews-state ../shared/data/salary/oews_state
package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/careerkit/careerkit/shared/salary/internal/ingest"
	"github.com/careerkit/careerkit/shared/salary/internal/snapshot"
	"github.com/careerkit/careerkit/shared/salary/internal/statewage"
)

func main() {
	src := flag.String("src", "shared/salary/data/source", "directory of the committed source files")
	out := flag.String("out", "shared/salary/data/dataset.json.gz", "dataset file to write")
	stateDir := flag.String("oews-state", "", "directory of the flattened BLS OEWS state/nonmetro files (optional)")
	stateOut := flag.String("state-out", "shared/salary/data/state_wages.json.gz", "state wage table to write with -oews-state")
	year := flag.String("year", "2025", "OEWS May vintage of the state files")
	flag.Parse()
	if err := run(*src, *out); err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
	if *stateDir != "" {
		if err := runState(*stateDir, *year, *stateOut); err != nil {
			fmt.Fprintln(os.Stderr, "gen:", err)
			os.Exit(1)
		}
	}
}

func runState(dir, year, out string) error {
	t, err := statewage.Build(dir, year)
	if err != nil {
		return err
	}
	gz, err := statewage.Encode(t)
	if err != nil {
		return err
	}
	if err := os.WriteFile(out, gz, 0o644); err != nil {
		return fmt.Errorf("write %s: %w", out, err)
	}
	n := 0
	for _, rows := range t.Rows {
		n += len(rows)
	}
	fmt.Fprintf(os.Stderr, "wrote %s: %d areas, %d rows, %d bytes\n", out, len(t.Areas), n, len(gz))
	return nil
}

func run(src, out string) error {
	s, err := ingest.Build(src)
	if err != nil {
		return err
	}
	gz, err := snapshot.Encode(s)
	if err != nil {
		return err
	}
	if err := os.WriteFile(out, gz, 0o644); err != nil {
		return fmt.Errorf("write %s: %w", out, err)
	}
	fmt.Fprintf(os.Stderr, "wrote %s: %d occupations, %d title groups, %d areas, %d level series, %d bytes\n",
		out, len(s.Occupations), len(s.TitleGroups), len(s.Areas), len(s.Levels), len(gz))
	return nil
}
