package jobindex_test

import (
	"slices"
	"testing"

	"github.com/careerkit/careerkit/shared/jobindex"
)

// queryCase is one labelled search location of testdata/queries.jsonl.
type queryCase struct {
	ID                      string   `json:"id"`
	Query                   string   `json:"query_location"`
	ShouldMatch             []string `json:"should_match_raw"`
	ShouldNotMatch          []string `json:"should_not_match_raw"`
	ShouldNotMatchRemoteRaw []string `json:"should_not_match_remote_raw"`
}

// matches reports whether a posting at raw is found for a search of query,
// by the facet keys the index stores and the search asks for.
func matches(raw, query string) bool {
	keys := jobindex.ParseLocation(raw).Keys()
	w := jobindex.ResolveWhere(query)
	if w.Anywhere {
		return true
	}
	for _, k := range w.Keys() {
		if slices.Contains(keys, k) {
			return true
		}
	}
	return false
}

// TestLocationQueryKeys checks the labelled queries against the keys alone;
// jobsearch's TestLocationSearchEval runs the same set through Postgres.
func TestLocationQueryKeys(t *testing.T) {
	for _, q := range readJSONL[queryCase](t, "testdata/queries.jsonl") {
		for _, raw := range q.ShouldMatch {
			if !matches(raw, q.Query) {
				t.Errorf("%s: %q should find a posting at %q (keys %q; query %+v)", q.ID, q.Query, raw,
					jobindex.ParseLocation(raw).Keys(), jobindex.ResolveWhere(q.Query))
			}
		}
		for _, raw := range append(q.ShouldNotMatch, q.ShouldNotMatchRemoteRaw...) {
			if matches(raw, q.Query) {
				t.Errorf("%s: %q should not find a posting at %q (keys %q; query %+v)", q.ID, q.Query, raw,
					jobindex.ParseLocation(raw).Keys(), jobindex.ResolveWhere(q.Query))
			}
		}
	}
}

func TestResolveWhere(t *testing.T) {
	if w := jobindex.ResolveWhere("Georgia"); len(w.Readings) != 2 {
		t.Errorf("Georgia: readings %+v, want the country and the US state", w.Readings)
	}
	if w := jobindex.ResolveWhere("Qwertyville"); !w.Unknown {
		t.Errorf("Qwertyville: %+v, want Unknown", w)
	}
	if w := jobindex.ResolveWhere("anywhere"); !w.Anywhere {
		t.Errorf("anywhere: %+v", w)
	}
	for _, q := range []string{"", "remote", "Remote"} {
		if w := jobindex.ResolveWhere(q); !slices.Equal(w.Keys(), []string{jobindex.FacetRemote}) {
			t.Errorf("%q: %+v, want every remote posting", q, w)
		}
	}
	// The cases: a multi-location Ashby posting and an Arbeitnow one.
	ashby := "New York, NY (HQ) | Remote (Canada) | Remote (US) | Miami, FL"
	for _, q := range []string{"New York", "New York City", "NYC", "Miami", "remote", "Toronto", "Texas"} {
		if !matches(ashby, q) {
			t.Errorf("%q should find the Ashby posting at %q", q, ashby)
		}
	}
	if matches(ashby, "London") {
		t.Errorf("London should not find a posting on-site in the US and remote in the US or Canada")
	}
	for _, q := range []string{"Hamburg", "Berlin", "Germany"} {
		if !matches("Hamburg, Berlin", q) {
			t.Errorf("%q should find a posting at Hamburg, Berlin", q)
		}
	}
	for _, q := range []string{"Zurich", "Zürich", "Bangalore", "Bengaluru"} {
		w := jobindex.ResolveWhere(q)
		if len(w.Readings) == 0 {
			t.Errorf("%q: no reading", q)
		}
	}
}

func TestNestedReadings(t *testing.T) {
	cases := map[string]bool{"New York": true, "Georgia": false, "Berlin": true, "Portland": false}
	for q, want := range cases {
		w := jobindex.ResolveWhere(q)
		if got := w.Nested(); got != want {
			t.Errorf("%q: nested %v, want %v (readings %+v)", q, got, want, w.Readings)
		}
	}
}
