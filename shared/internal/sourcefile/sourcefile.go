// Package sourcefile reads the tab- and comma-separated source files the
// dataset generators (make generate) build the shipped datasets from: O*NET's
// TSV files and ESCO's CSV files, a row at a time as column name → value.
package sourcefile

import (
	"bufio"
	"encoding/csv"
	"fmt"
	"io"
	"os"
	"strings"
)

// ReadTSV calls fn for every row of a tab-separated file with a header line.
// O*NET's fields hold no tabs or quotes, so a row is split on tabs.
func ReadTSV(path string, fn func(map[string]string)) error {
	f, err := os.Open(path)
	if err != nil {
		return fmt.Errorf("open %s: %w", path, err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	var head []string
	for sc.Scan() {
		cols := strings.Split(sc.Text(), "\t")
		if head == nil {
			head = cols
			continue
		}
		fn(row(head, cols))
	}
	if err := sc.Err(); err != nil {
		return fmt.Errorf("read %s: %w", path, err)
	}
	return nil
}

// ReadCSV calls fn for every record of a CSV file with a header record; ESCO's
// fields may hold quoted newlines (alternative labels).
func ReadCSV(path string, fn func(map[string]string)) error {
	f, err := os.Open(path)
	if err != nil {
		return fmt.Errorf("open %s: %w", path, err)
	}
	defer f.Close()
	cr := csv.NewReader(f)
	cr.FieldsPerRecord = -1
	head, err := cr.Read()
	if err != nil {
		return fmt.Errorf("read %s: %w", path, err)
	}
	for {
		rec, err := cr.Read()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return fmt.Errorf("read %s: %w", path, err)
		}
		fn(row(head, rec))
	}
}

func row(head, cols []string) map[string]string {
	r := make(map[string]string, len(head))
	for i, h := range head {
		if i < len(cols) {
			r[h] = cols[i]
		}
	}
	return r
}
