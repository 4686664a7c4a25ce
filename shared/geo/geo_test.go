package geo_test

import (
	"testing"

	"github.com/careerkit/careerkit/shared/geo"
)

func TestLookups(t *testing.T) {
	g := geo.Default()
	for _, tc := range []struct{ in, country, admin1, want string }{
		{"München", "", "", "Munich"},
		{"Zurich", "", "", "Zürich"},
		{"Zürich", "", "", "Zürich"},
		{"Bangalore", "", "", "Bengaluru"},
		{"NYC", "", "", "New York"},
		{"Saint Louis", "US", "MO", "St. Louis"},
		{"Portland", "US", "ME", "Portland"},
		{"Wien", "", "", "Vienna"},
	} {
		cs := g.Cities(tc.in, tc.country, tc.admin1)
		if len(cs) == 0 || cs[0].Name != tc.want {
			t.Errorf("Cities(%q, %q, %q) = %v, want %s first", tc.in, tc.country, tc.admin1, cs, tc.want)
		}
	}
	for in, want := range map[string]string{"Deutschland": "DE", "UK": "GB", "USA": "US", "Georgia": "GE", "DEU": "DE"} {
		if c, ok := g.Country(in); !ok || c.Code != want {
			t.Errorf("Country(%q) = %v, want %s", in, c, want)
		}
	}
	if ds := g.Divisions("ON", ""); len(ds) == 0 || ds[0].Key() != "CA.08" {
		t.Errorf("Divisions(ON) = %v, want Ontario", ds)
	}
	if ds := g.Divisions("on", ""); len(ds) != 0 {
		t.Errorf("Divisions(on) = %v: a lower-case word is not an abbreviation", ds)
	}
	if s := g.Suggest("Atlantis", 3); len(s) == 0 {
		t.Errorf("Suggest(Atlantis) is empty")
	}
}

func TestFold(t *testing.T) {
	for in, want := range map[string]string{"São Paulo": "sao paulo", "St. Louis": "st louis", "Saint-Étienne": "st etienne",
		"Kraków": "krakow", "Łódź": "lodz", "  New   York, NY ": "new york ny"} {
		if got := geo.Fold(in); got != want {
			t.Errorf("Fold(%q) = %q, want %q", in, got, want)
		}
	}
}

func BenchmarkDefaultLoad(b *testing.B) {
	for b.Loop() {
		geo.ParseForBench()
	}
}
