package config

import (
	"testing"

	"github.com/stretchr/testify/require"
)

func TestApplySettings(t *testing.T) {
	t.Setenv("APPLY_DAILY_CAP", "7")
	t.Setenv("APPLY_ALLOWED_HOSTS", "127.0.0.1:8089, fixture.test")
	c, err := Load()
	require.NoError(t, err)
	require.Equal(t, 7, c.Apply.DailyCap)
	require.Equal(t, 3, c.Apply.CompanyMax)
	require.Equal(t, []string{"127.0.0.1:8089", "fixture.test"}, c.Apply.AllowedHosts)

	for key, value := range map[string]string{"APPLY_DAILY_CAP": "-1", "APPLY_COMPANY_WINDOW": "0s",
		"APPLY_TABS": "0", "APPLY_PAGE_TIMEOUT": "-5s", "APPLY_ALLOWED_HOSTS": "http://x/y"} {
		t.Run(key, func(t *testing.T) {
			t.Setenv(key, value)
			_, err := Load()
			require.ErrorContains(t, err, key)
		})
	}
}
