package normalize

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/model"
)

func TestParseLocation(t *testing.T) {
	t.Parallel()
	tests := []struct {
		in   string
		want Place
	}{
		{"Remote (United States)", Place{Country: "US", Remote: true}},
		{"Remote (US)", Place{Country: "US", Remote: true}},
		{"Remote-Friendly US (Travel Required)", Place{Country: "US", Remote: true}},
		{"Remote, United States", Place{Country: "US", Remote: true}},
		{"Philippines (Remote)", Place{Country: "PH", Remote: true}},
		{"Remote - EMEA", Place{Remote: true}},
		{"Worldwide", Place{Remote: true}},
		{"Anywhere", Place{Remote: true}},
		{"USA, CST (UTC-6)", Place{Country: "US"}},
		{"San Francisco, CA | New York City, NY | Seattle, WA", Place{City: "San Francisco", Region: "CA", Country: "US"}},
		{"London, UK; Ontario, CAN; Remote-Friendly, United States; San Francisco, CA", Place{City: "London", Country: "GB", Remote: true}},
		{"Austin | Chicago | New York City", Place{City: "Austin", Region: "TX", Country: "US"}},
		{"Sydney, Australia", Place{City: "Sydney", Country: "AU"}},
		{"Sydney, New South Wales, Australia", Place{City: "Sydney", Region: "New South Wales", Country: "AU"}},
		{"Sandy, UT, United States", Place{City: "Sandy", Region: "UT", Country: "US"}},
		{"Warsaw, , Poland", Place{City: "Warsaw", Country: "PL"}},
		{"New York, New York", Place{City: "New York", Region: "NY", Country: "US"}},
		{"San Francisco, California", Place{City: "San Francisco", Region: "CA", Country: "US"}},
		{"British Columbia, CA", Place{Region: "BC", Country: "CA"}},
		{"Toronto, ON", Place{City: "Toronto", Region: "ON", Country: "CA"}},
		{"Berlin, DE", Place{City: "Berlin", Country: "DE"}},
		{"Wilmington, DE", Place{City: "Wilmington", Region: "DE", Country: "US"}},
		{"Hybrid - New York", Place{City: "New York", Region: "NY", Country: "US", Workplace: "hybrid"}},
		{"Cammeray, ", Place{City: "Cammeray"}},
		{"Offenburg", Place{City: "Offenburg", Country: "DE"}},
		{"London", Place{City: "London", Country: "GB"}},
		{"Cambridge, UK", Place{City: "Cambridge", Country: "GB"}},
		{"Texas", Place{Region: "TX", Country: "US"}},
		{"Canada", Place{Country: "CA"}},
		{"EMEA", Place{}},
		{"", Place{}},
	}
	for _, tc := range tests {
		t.Run(tc.in, func(t *testing.T) {
			t.Parallel()
			require.Equal(t, tc.want, ParseLocation(tc.in))
		})
	}
}

func TestSplitLocations(t *testing.T) {
	t.Parallel()
	require.Equal(t, []string{"London, UK", "Ontario, CAN", "Remote-Friendly, United States"},
		SplitLocations("London, UK; Ontario, CAN;  Remote-Friendly,  United States"))
	require.Equal(t, []string{"Warsaw, Poland"}, SplitLocations("Warsaw, , Poland"))
	require.Equal(t, []string{"Berlin", "Munich"}, SplitLocations("Berlin or Munich"))
	require.Empty(t, SplitLocations(" , "))
}

func TestCountryAndRegionCodes(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{"United States": "US", "us": "US", "USA": "US", "CAN": "CA",
		"pl": "PL", "Deutschland": "DE", "England": "GB", "Narnia": "", "": ""} {
		require.Equal(t, want, CountryCode(in), in)
	}
	require.Equal(t, "CA", RegionCode("California", "US"))
	require.Equal(t, "ON", RegionCode("Ontario", "CA"))
	require.Equal(t, "UT", RegionCode("ut", ""))
	require.Equal(t, "Masovian Voivodeship", RegionCode(" Masovian  Voivodeship", "PL"))
}

func TestRemoteDecision(t *testing.T) {
	t.Parallel()
	yes, no := true, false
	tests := []struct {
		name          string
		workplace     string
		flag          *bool
		location      string
		title         string
		wantRemote    bool
		wantWorkplace string
	}{
		{"workplace remote", "Remote", nil, "Phoenix, AZ", "", true, model.WorkplaceRemote},
		{"lever remote", "remote", nil, "United States", "", true, model.WorkplaceRemote},
		{"hybrid beats isRemote", "Hybrid", &yes, "New York", "", false, model.WorkplaceHybrid},
		{"on-site", "on-site", nil, "Berlin", "", false, model.WorkplaceOnSite},
		// A location the employer wrote as remote is a fact a workplace field
		// does not undo: an office job with remote places too is both.
		{"on-site with a remote location", "on-site", nil, "Remote", "", true, model.WorkplaceOnSite},
		{"hybrid HQ and remote secondaries", "Hybrid", &yes, "New York, NY (HQ) | Remote (US) | Remote (Canada) | Miami",
			"", true, model.WorkplaceHybrid},
		{"unspecified falls to flag", "unspecified", &yes, "", "", true, model.WorkplaceRemote},
		{"flag false", "", &no, "Berlin", "Remote Engineer", false, ""},
		{"flag false, remote location", "", &no, "Remote", "", true, model.WorkplaceRemote},
		{"location text", "", nil, "Remote (United States)", "", true, model.WorkplaceRemote},
		{"title text", "", nil, "", "Remote Office Assistant", true, model.WorkplaceRemote},
		{"nothing", "", nil, "Berlin", "Engineer", false, ""},
		{"hybrid in text", "", nil, "Hybrid - Berlin", "Engineer", false, model.WorkplaceHybrid},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			remote, wp := decideRemote(Workplace(tc.workplace), tc.flag, ParseLocation(tc.location), tc.title)
			require.Equal(t, tc.wantRemote, remote)
			require.Equal(t, tc.wantWorkplace, wp)
		})
	}
}
