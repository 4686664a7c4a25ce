package store_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/scrapers/normalize"
	"github.com/careerkit/careerkit/shared/store"
)

func TestPlaceKeysMatchQueries(t *testing.T) {
	t.Parallel()
	austin := store.PlaceKeys("Austin", "TX", "US")
	require.Equal(t, []string{"city:austin", "city:austin|c:us", "city:austin|r:tx", "country:us", "region:tx", "region:tx|c:us"}, austin)
	cases := []struct {
		query string
		want  []string
		hit   bool // the query matches a job in Austin, TX
	}{
		{"Austin", []string{"city:austin|r:tx"}, true},
		{"Austin, TX", []string{"city:austin|r:tx"}, true},
		{"Austin, Texas", []string{"city:austin|r:tx"}, true},
		{"TX", []string{"region:tx|c:us"}, true},
		{"Texas", []string{"region:tx|c:us"}, true},
		{"United States", []string{"country:us"}, true},
		{"California", []string{"region:ca|c:us"}, false},
		{"Berlin", []string{"city:berlin|c:de"}, false},
		{"Springfield", []string{"city:springfield", "region:springfield"}, false},
	}
	for _, tc := range cases {
		t.Run(tc.query, func(t *testing.T) {
			t.Parallel()
			got := store.PlaceQueryKeys(normalize.ParseLocation(tc.query))
			require.Equal(t, tc.want, got)
			hit := false
			for _, k := range got {
				for _, a := range austin {
					hit = hit || k == a
				}
			}
			require.Equal(t, tc.hit, hit)
		})
	}
}
