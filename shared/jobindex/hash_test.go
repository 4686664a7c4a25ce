package jobindex

import (
	"reflect"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/model"
)

func hashOf(t *testing.T, j model.Job) string {
	t.Helper()
	h, err := ContentHash(&j)
	require.NoError(t, err)
	require.Len(t, h, 32)
	return string(h)
}

// TestContentHashCoversEveryField changes each field of a job in turn: every
// published field must change the hash, the store's own must not.
func TestContentHashCoversEveryField(t *testing.T) {
	t.Parallel()
	five := 5.0
	base := model.Job{ID: "greenhouse-1", Title: "Engineer", Tags: []string{"go"}, SalaryMin: &five,
		PostedAt: time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)}
	want := hashOf(t, base)
	require.Equal(t, want, hashOf(t, base), "deterministic")

	typ := reflect.TypeFor[model.Job]()
	for i := range typ.NumField() {
		f := typ.Field(i)
		j := base
		v := reflect.ValueOf(&j).Elem().Field(i)
		switch {
		case f.Type == reflect.TypeFor[time.Time]():
			v.Set(reflect.ValueOf(time.Date(2027, 1, 1, 0, 0, 0, 0, time.UTC)))
		case f.Type.Kind() == reflect.String:
			v.SetString(v.String() + "x")
		case f.Type.Kind() == reflect.Bool:
			v.SetBool(!v.Bool())
		case f.Type.Kind() == reflect.Pointer:
			six := 6.0
			v.Set(reflect.ValueOf(&six))
		case f.Type.Kind() == reflect.Slice:
			v.Set(reflect.ValueOf([]string{"rust"}))
		default:
			t.Fatalf("field %s: the test does not know how to change a %s", f.Name, f.Type)
		}
		if f.Name == "FirstSeen" || f.Name == "LastSeen" {
			require.Equal(t, want, hashOf(t, j), "%s is the store's, not the board's", f.Name)
			continue
		}
		require.NotEqual(t, want, hashOf(t, j), "changing %s must change the hash", f.Name)
	}
}

func TestContentHashEncodingIsUnambiguous(t *testing.T) {
	t.Parallel()
	zero := 0.0
	pairs := [][2]model.Job{
		{{Tags: []string{"ab"}}, {Tags: []string{"a", "b"}}},
		{{Title: "ab", Company: "c"}, {Title: "a", Company: "bc"}},
		{{SalaryMin: nil}, {SalaryMin: &zero}},
		{{Tags: nil, Locations: []string{"x"}}, {Tags: []string{"x"}}},
		{{}, {PostedAt: time.Unix(0, 0)}},
	}
	for i, p := range pairs {
		require.NotEqual(t, hashOf(t, p[0]), hashOf(t, p[1]), "pair %d", i)
	}
}
