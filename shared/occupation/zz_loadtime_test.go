package occupation

import (
	"syscall"
	"testing"
	"time"
)

func cpu() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

func TestZZLoadTime(t *testing.T) {
	s, _ := Load()
	for _, lin := range []float64{0, 0.2} {
		p := defaultParams
		p.linear = lin
		c0 := cpu()
		_ = buildModel(s.ix.titles, s.occs, p)
		t.Logf("linear %.1f: buildModel CPU %v", lin, cpu()-c0)
	}
	c0 := cpu()
	_ = newSet(s.occs, s.lex)
	t.Logf("newSet CPU %v", cpu()-c0)
}
