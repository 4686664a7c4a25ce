package dashboard

import (
	"testing"

	"github.com/stretchr/testify/require"
	"golang.org/x/crypto/bcrypt"

	"github.com/careerkit/careerkit/shared/metering"
)

func TestTemplatesParse(t *testing.T) {
	t.Parallel()
	pages, err := parsePages()
	require.NoError(t, err)
	for _, name := range []string{"home", "login", "signup", "key_created", "usage", "referrals", "error"} {
		require.Contains(t, pages, name)
	}
}

func TestNewChart(t *testing.T) {
	t.Parallel()
	c := newChart(metering.Statement{Lines: []metering.Line{
		{Endpoint: "build-resume", Calls: 10, CostCents: 500},
		{Endpoint: "search-jobs", Calls: 1, CostCents: 5},
		{Endpoint: "auto-apply"},
	}})
	require.Len(t, c.Bars, 3)
	require.Equal(t, chartBarSpace, c.Bars[0].Width, "the largest bar spans the whole space")
	require.Equal(t, 26, c.Bars[1].Width)
	require.Zero(t, c.Bars[2].Width)
	require.Equal(t, 4, c.Bars[0].Y)
	require.Equal(t, 30, c.Bars[1].Y)
	require.Equal(t, 3*chartRow+4, c.Height)
}

func TestCheckEmailAndPassword(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name, email string
		ok          bool
	}{
		{"plain", "ada@example.com", true},
		{"no domain dot", "ada@localhost", false},
		{"display name", "Ada <ada@example.com>", false},
		{"spaces", "ada @example.com", false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			require.Equal(t, tc.ok, checkEmail(tc.email) == "")
		})
	}
	require.NotEmpty(t, checkPassword("123456789"))
	require.Empty(t, checkPassword("1234567890"))
	require.False(t, newPasswords(bcrypt.MinCost).matches(nil, "anything at all"))
}
