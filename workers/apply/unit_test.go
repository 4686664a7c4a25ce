package apply

import (
	"testing"

	"github.com/stretchr/testify/require"
)

func TestMatchOption(t *testing.T) {
	t.Parallel()
	opts := []option{{Value: "1", Label: "Yes"}, {Value: "0", Label: "No"}, {Value: "3", Label: "Decline To Self Identify"}}
	long := []option{{Value: "a", Label: "Yes, I have a disability"}, {Value: "b", Label: "No, I do not have a disability"}}
	tests := []struct {
		name   string
		opts   []option
		answer string
		want   string
		ok     bool
	}{
		{"label", opts, "yes", "1", true},
		{"value", opts, "0", "0", true},
		{"punctuation and case", opts, "decline to self-identify", "3", true},
		{"yes prefix", long, "Yes", "a", true},
		{"true means yes", long, "true", "a", true},
		{"unique contains", opts, "decline", "3", true},
		{"not an option", opts, "maybe", "", false},
		{"too short to guess", opts, "d", "", false},
		{"empty", opts, "", "", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			o, ok := matchOption(tc.opts, tc.answer)
			require.Equal(t, tc.ok, ok)
			require.Equal(t, tc.want, o.Value)
		})
	}
}

func TestNumberIn(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{"$180,000": "180000", "150k": "150000", "USD 95 000 a year": "95000",
		"around 120000-140000": "120000", "competitive": ""} {
		require.Equal(t, want, numberIn(in), in)
	}
}

func TestClassifyNeverGuessesBroadly(t *testing.T) {
	t.Parallel()
	tests := []struct {
		label, kind string
		want        fact
	}{
		{"Are you legally authorized to work in the United States?", "select", factWorkAuthorization},
		{"Will you now or in the future require sponsorship for employment visa status?", "select", factSponsorship},
		{"Are you authorized to work in the US without sponsorship?", "radio", factUnknown},
		{"What are your salary expectations?", "textarea", factSalary},
		{"Earliest start date", "date", factStartDate},
		{"LinkedIn Profile", "text", factLinkedIn},
		{"Gender", "select", factDemographic},
		{"Veteran Status", "select", factDemographic},
		{"Cover Letter", "file", factCoverLetter},
		{"Upload your CV", "file", factResume},
		{"Resume text", "textarea", factUnknown},
		{"Portfolio (upload)", "file", factUnknown},
		{"Why do you want to work here?", "textarea", factUnknown},
		{"How did you hear about us?", "select", factUnknown},
		{"Contact", "email", factEmail},
		{"Name of your referrer", "text", factUnknown},
	}
	for _, tc := range tests {
		t.Run(tc.label, func(t *testing.T) {
			t.Parallel()
			require.Equal(t, tc.want, classify(&other, &field{Label: tc.label, Kind: tc.kind}))
		})
	}
}

func TestDemographicWithoutDeclineNeedsTheCaller(t *testing.T) {
	t.Parallel()
	fields := []field{{Ref: "1", Name: "gender", Kind: "select", Label: "Gender", Required: true,
		Options: []option{{Value: "m", Label: "Male"}, {Value: "f", Label: "Female"}}}}
	a := ada()
	p := makePlan(&greenhouse, fields, &a, "")
	require.Empty(t, p.fills)
	require.Len(t, p.missing, 1)
	require.Contains(t, p.missing[0].Problem, "never answer it for you")
	a.Answers.Questions = map[string]string{"gender": "Female"}
	p = makePlan(&greenhouse, fields, &a, "")
	require.Empty(t, p.missing)
	require.Equal(t, "f", p.fills[0].value)
}

func TestSplitName(t *testing.T) {
	t.Parallel()
	for in, want := range map[string][2]string{"Ada King Lovelace": {"Ada King", "Lovelace"}, "Ada": {"Ada", ""}, "  ": {"", ""}} {
		f, l := splitName(in)
		require.Equal(t, want, [2]string{f, l}, in)
	}
}
