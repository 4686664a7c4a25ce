package bulk

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"iter"

	"github.com/careerkit/careerkit/shared/jobindex"
	"github.com/careerkit/careerkit/shared/model"
)

// maxLine bounds one posting of a dump: descriptions run to a few hundred
// kilobytes in HTML and text together.
const maxLine = 16 << 20

// LineError is a line of a dump that is not a posting the index takes.
type LineError struct {
	Line int
	Err  error
}

func (e *LineError) Error() string { return fmt.Sprintf("line %d: %v", e.Line, e.Err) }
func (e *LineError) Unwrap() error { return e.Err }

// ReadJSONLines reads a dump of postings: one JSON object a line in the shape
// of model.Job (the demo snapshot's and the job's JSON), gzip-compressed or
// not; blank lines are skipped. Each posting is checked as the index checks
// a scraped one (jobindex.Check), and a line that fails yields a *LineError,
// after which reading goes on: the caller decides whether to stop. An error
// reading r ends the sequence.
func ReadJSONLines(r io.Reader) iter.Seq2[model.Job, error] {
	return func(yield func(model.Job, error) bool) {
		br := bufio.NewReaderSize(r, 1<<20)
		if magic, _ := br.Peek(2); bytes.Equal(magic, []byte{0x1f, 0x8b}) {
			zr, err := gzip.NewReader(br)
			if err != nil {
				yield(model.Job{}, fmt.Errorf("read gzip: %w", err))
				return
			}
			defer zr.Close()
			br = bufio.NewReaderSize(zr, 1<<20)
		}
		sc := bufio.NewScanner(br)
		sc.Buffer(make([]byte, 0, 1<<20), maxLine)
		for n := 1; sc.Scan(); n++ {
			line := bytes.TrimSpace(sc.Bytes())
			if len(line) == 0 {
				continue
			}
			var j model.Job
			err := json.Unmarshal(line, &j)
			if err == nil {
				err = jobindex.Check(&j)
			}
			if err != nil {
				err = &LineError{Line: n, Err: err}
			}
			if !yield(j, err) {
				return
			}
		}
		if err := sc.Err(); err != nil {
			if errors.Is(err, bufio.ErrTooLong) {
				err = fmt.Errorf("a line longer than %d MB: %w", maxLine>>20, err)
			}
			yield(model.Job{}, fmt.Errorf("read: %w", err))
		}
	}
}
