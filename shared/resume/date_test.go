package resume

import (
	"testing"

	"github.com/stretchr/testify/require"
)

func TestDateRange(t *testing.T) {
	t.Parallel()

	tests := []struct {
		name, start, end, want string
	}{
		{name: "current job", start: "2021-03", end: "Present", want: "Mar 2021 – Present"},
		{name: "present any case", start: "2021-03", end: " present ", want: "Mar 2021 – Present"},
		{name: "past job", start: "2017-06", end: "2021-02", want: "Jun 2017 – Feb 2021"},
		{name: "start only", start: "2019-12", want: "Dec 2019"},
		{name: "end only", end: "2020-01", want: "Jan 2020"},
		{name: "none", want: ""},
		{name: "not YYYY-MM is printed as typed", start: "Spring 2019", end: "2020-13", want: "Spring 2019 – 2020-13"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			require.Equal(t, tc.want, DateRange(tc.start, tc.end))
		})
	}
}
