// Command gen rebuilds the salary dataset the service ships from the public source
// files committed next to it:
//
//	go run ./shared/salary/gen
//
// It reads shared/salary/data/source/ and writes shared/salary/data/dataset.json.gz
// (paths relative to the module root; override with -src and -out). The output is
// deterministic: the same sources always give the same JSON.
package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/careerkit/careerkit/shared/salary/internal/ingest"
	"github.com/careerkit/careerkit/shared/salary/internal/snapshot"
)

func main() {
	src := flag.String("src", "shared/salary/data/source", "directory of the committed source files")
	out := flag.String("out", "shared/salary/data/dataset.json.gz", "dataset file to write")
	flag.Parse()
	if err := run(*src, *out); err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
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
