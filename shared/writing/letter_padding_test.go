package writing

import (
	"regexp"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestLetterPaddingClaimsNothing: the sentences that lengthen a short letter
// may only offer to talk or ask about the role. A sentence about how the
// person works ("I pay close attention to detail") is a claim no input
// supports, and such sentences once filled short letters.
func TestLetterPaddingClaimsNothing(t *testing.T) {
	t.Parallel()
	tones := setup(t).kb.tones
	offer := regexp.MustCompile(`^(I would (welcome|like|value|be glad|be happy)|I'd (love|be glad|be happy|welcome)|I am (available|glad)|I'm keen to learn|If it helps)\b`)
	for tone, ts := range tones {
		require.NotEmpty(t, ts.Letter.Padding, tone)
		for _, line := range ts.Letter.Padding {
			require.Regexp(t, offer, line, "%s padding", tone)
		}
	}
}
