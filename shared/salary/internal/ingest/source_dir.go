package ingest

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/csv"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/careerkit/careerkit/shared/salary/internal/snapshot"
)

// sourceDir reads source files, transparently gunzipping "name.gz" when "name" is
// absent, and remembers the hash of everything it read for provenance.
type sourceDir struct {
	dir  string
	read map[string]string
}

func newSourceDir(dir string) *sourceDir {
	return &sourceDir{dir: dir, read: map[string]string{}}
}

// bytes returns the decompressed content of rel.
func (d *sourceDir) bytes(rel string) ([]byte, error) {
	name := rel
	raw, err := os.ReadFile(filepath.Join(d.dir, filepath.FromSlash(rel)))
	if errors.Is(err, fs.ErrNotExist) {
		name = rel + ".gz"
		raw, err = os.ReadFile(filepath.Join(d.dir, filepath.FromSlash(name)))
		if err == nil {
			raw, err = gunzip(raw)
		}
	}
	if err != nil {
		return nil, fmt.Errorf("ingest: read %s: %w", rel, err)
	}
	raw = bytes.TrimPrefix(raw, []byte("\xef\xbb\xbf"))
	sum := sha256.Sum256(raw)
	d.read[name] = hex.EncodeToString(sum[:])
	return raw, nil
}

// csv returns the records of rel, header included. Quotes are read leniently
// because the BEA file pads quoted fields with a leading space.
func (d *sourceDir) csv(rel string) ([][]string, error) {
	raw, err := d.bytes(rel)
	if err != nil {
		return nil, err
	}
	r := csv.NewReader(bytes.NewReader(raw))
	r.FieldsPerRecord = -1
	r.LazyQuotes = true
	recs, err := r.ReadAll()
	if err != nil {
		return nil, fmt.Errorf("ingest: parse %s: %w", rel, err)
	}
	if len(recs) == 0 {
		return nil, fmt.Errorf("ingest: %s is empty", rel)
	}
	return recs, nil
}

// table is a CSV with named columns.
type table struct {
	name string
	cols map[string]int
	rows [][]string
}

// table reads rel and checks that every wanted column is present.
func (d *sourceDir) table(rel string, want ...string) (*table, error) {
	recs, err := d.csv(rel)
	if err != nil {
		return nil, err
	}
	t := &table{name: rel, cols: map[string]int{}, rows: recs[1:]}
	for i, h := range recs[0] {
		t.cols[strings.TrimSpace(h)] = i
	}
	for _, w := range want {
		if _, ok := t.cols[w]; !ok {
			return nil, fmt.Errorf("ingest: %s has no column %q", rel, w)
		}
	}
	return t, nil
}

// get returns column col of row, trimmed; "" when the row is short.
func (t *table) get(row []string, col string) string {
	i, ok := t.cols[col]
	if !ok || i >= len(row) {
		return ""
	}
	return strings.TrimSpace(row[i])
}

func (d *sourceDir) hashes() []snapshot.SourceFileHash {
	out := make([]snapshot.SourceFileHash, 0, len(d.read))
	for p, h := range d.read {
		out = append(out, snapshot.SourceFileHash{Path: p, SHA256: h})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Path < out[j].Path })
	return out
}

func gunzip(raw []byte) ([]byte, error) {
	zr, err := gzip.NewReader(bytes.NewReader(raw))
	if err != nil {
		return nil, err
	}
	defer zr.Close()
	return io.ReadAll(zr)
}
