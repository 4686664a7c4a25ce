package jobindex_test

import (
	"bufio"
	"encoding/json"
	"os"
	"slices"
	"testing"

	"github.com/careerkit/careerkit/shared/geo"
	"github.com/careerkit/careerkit/shared/jobindex"
)

// locationCase is one labelled board string of testdata/locations.jsonl (copied
// from the team's evaluation set; see testdata/README.md).
type locationCase struct {
	ID           string           `json:"id"`
	Raw          string           `json:"raw"`
	Cities       []string         `json:"cities"`
	Regions      []string         `json:"regions"`
	Countries    []string         `json:"countries"`
	Remote       bool             `json:"remote"`
	RemoteScope  []string         `json:"remote_scope"`
	Alternatives []map[string]any `json:"alternatives"`
}

func readJSONL[T any](t testing.TB, path string) []T {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []T
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		var v T
		if err := json.Unmarshal(sc.Bytes(), &v); err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		out = append(out, v)
	}
	return out
}

// sameSet compares two lists as sets of folded names.
func sameSet(a, b []string) bool {
	fold := func(xs []string) []string {
		out := make([]string, 0, len(xs))
		for _, x := range xs {
			out = append(out, geo.Fold(x))
		}
		slices.Sort(out)
		return slices.Compact(out)
	}
	return slices.Equal(fold(a), fold(b))
}

// MinLocationAccuracy is the share of labelled strings that must parse exactly
// (docs/search-jobs.md, Quality).
const MinLocationAccuracy = 0.97

func TestLocationParsingAccuracy(t *testing.T) {
	cases := readJSONL[locationCase](t, "testdata/locations.jsonl")
	right := 0
	for _, c := range cases {
		got := jobindex.ParseLocation(c.Raw)
		ok := sameSet(got.Cities(), c.Cities) && sameSet(got.Regions(), c.Regions) &&
			sameSet(got.Countries(), c.Countries) && got.Remote == c.Remote && sameSet(got.RemoteScope, c.RemoteScope)
		if ok {
			right++
			continue
		}
		t.Logf("%s %q: got cities %q regions %q countries %q remote %v scope %q; want %q %q %q %v %q",
			c.ID, c.Raw, got.Cities(), got.Regions(), got.Countries(), got.Remote, got.RemoteScope,
			c.Cities, c.Regions, c.Countries, c.Remote, c.RemoteScope)
	}
	acc := float64(right) / float64(len(cases))
	t.Logf("location parsing: %d/%d exactly right (%.1f%%)", right, len(cases), 100*acc)
	if acc < MinLocationAccuracy {
		t.Errorf("accuracy %.3f below %.2f", acc, MinLocationAccuracy)
	}
}
