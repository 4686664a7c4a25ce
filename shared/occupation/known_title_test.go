package occupation

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// KnownTitle spells the stems of a title into buffers; it answers as
// looking up joinStems(titleStems(lower case)) does, for every title O*NET
// lists, its plural, its upper case and a few that are none.
func TestKnownTitleAsTheStemsSay(t *testing.T) {
	s, err := Load()
	require.NoError(t, err)
	slow := func(title string) bool {
		st := titleStems(strings.ToLower(title))
		return len(st) > 0 && len(s.ix.exact[joinStems(st)]) > 0
	}
	asked := []string{"", "the", "Bus Drivers", "bus drivers", "Secretaries", "Order Picker", "Toast POS",
		"Raiser's Edge NXT", "Line Cook", "Nurses’ Aides", "Café Workers", "boxes", "Glasses", "Civil Engineer II"}
	for _, ix := range s.ix.titles {
		asked = append(asked, ix.title, ix.title+"s", strings.ToUpper(ix.title), ix.title+"ies")
	}
	known := 0
	for _, title := range asked {
		require.Equal(t, slow(title), s.KnownTitle(title), "%q", title)
		if slow(title) {
			known++
		}
	}
	require.Greater(t, known, 1000)
}
