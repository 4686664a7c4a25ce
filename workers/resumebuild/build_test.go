package resumebuild

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// The download is named after the person in the script they write their
// name in; it used to be "Resume.pdf" for an Arabic name.
func TestFilenameKeepsAnyScript(t *testing.T) {
	t.Parallel()
	require.Equal(t, "Ada_Lovelace_Resume.pdf", Filename("Ada Lovelace"))
	require.Equal(t, "محمد_الأحمد_Resume.pdf", Filename("محمد الأحمد"))
	require.Equal(t, "José_García_Resume.pdf", Filename("José García"))
	require.Equal(t, "李小龍_Resume.pdf", Filename("李小龍"))
	require.Equal(t, "Resume.pdf", Filename("  ***  "))
}
