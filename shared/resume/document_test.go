package resume

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/apperr"
	"github.com/careerkit/careerkit/shared/model"
)

func TestDocumentValidate(t *testing.T) {
	t.Parallel()

	tests := []struct {
		name   string
		mutate func(d *Document)
		field  string // the 422 field; "" for a valid document
	}{
		{name: "defaults", mutate: func(d *Document) {}},
		{name: "modern a4", mutate: func(d *Document) { d.Template, d.Paper = model.TemplateModern, model.PaperA4 }},
		{name: "unknown template", mutate: func(d *Document) { d.Template = "fancy" }, field: "template"},
		{name: "unknown paper", mutate: func(d *Document) { d.Paper = "legal" }, field: "paper"},
		{name: "empty resume", mutate: func(d *Document) { d.Resume = model.Resume{} }},
		{name: "emoji and rtl", mutate: func(d *Document) {
			d.Resume.UserName = "José 🚀 Núñez"
			d.Resume.Summary = "مهندس برمجيات — שלום עולם 👩‍💻 ✓"
		}},
		{name: "html everywhere", mutate: func(d *Document) { d.Resume.Skills = []string{`<script>alert(1)</script>`} }},
		{name: "cjk name prints", mutate: func(d *Document) { d.Resume.UserName = "王小明" }},
		{name: "ethiopic name", mutate: func(d *Document) { d.Resume.UserName = "ሰላም" }, field: "user_name"},
		{name: "newer emoji in bullet", mutate: func(d *Document) {
			d.Resume.Experience[1].Bullets[0] = "Shipped 🥲" // U+1F972, Unicode 13
		}, field: "experience[1].bullets[0]"},
		{name: "control character", mutate: func(d *Document) { d.Resume.Email = "jane\x07@example.com" }, field: "email"},
		{name: "private use", mutate: func(d *Document) { d.Resume.Skills[2] = "Go\uE000" }, field: "skills[2]"},
		{name: "bidi override", mutate: func(d *Document) { d.Resume.Education[0].School = "\u202Eevil" }, field: "education[0].school"},
		{name: "replacement character", mutate: func(d *Document) { d.Resume.Phone = "555\uFFFD" }, field: "phone"},
		{name: "invalid utf-8", mutate: func(d *Document) { d.Resume.Location = "Austin\xff" }, field: "location"},
		{name: "job description is not printed", mutate: func(d *Document) { d.Resume.JobDescription = "王小明 \uE000" }},
		{name: "invisible joiners allowed", mutate: func(d *Document) { d.Resume.Links[0] = "a\u200db\u00adc\ufe0f" }},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			d := Document{Resume: sampleResume()}
			tc.mutate(&d)
			err := d.Validate()
			if tc.field == "" {
				require.NoError(t, err)
				return
			}
			ae, ok := apperr.As(err)
			require.True(t, ok, "want *apperr.Error, got %v", err)
			require.Equal(t, apperr.KindInvalid, ae.Kind)
			require.Equal(t, tc.field, ae.Field)
			require.Contains(t, ae.Message, tc.field)
		})
	}
}

func TestDocumentValidateOrders(t *testing.T) {
	t.Parallel()

	tests := []struct {
		name    string
		bullets [][]int
		skills  []int
		wantErr string
	}{
		{name: "nil orders"},
		{name: "partial orders", bullets: [][]int{{2}}, skills: []int{5, 0}},
		{name: "full permutation", bullets: [][]int{{2, 0, 1}, {1, 0}}, skills: []int{5, 4, 3, 2, 1, 0}},
		{name: "index out of range", bullets: [][]int{{3}}, wantErr: "out of range"},
		{name: "negative index", skills: []int{-1}, wantErr: "out of range"},
		{name: "duplicate", skills: []int{1, 1}, wantErr: "listed twice"},
		{name: "more orders than jobs", bullets: [][]int{nil, nil, nil}, wantErr: "3 entries for 2 experiences"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			d := Document{Resume: sampleResume(), BulletOrder: tc.bullets, SkillOrder: tc.skills}
			err := d.Validate()
			if tc.wantErr == "" {
				require.NoError(t, err)
				return
			}
			require.ErrorContains(t, err, tc.wantErr)
			_, isClientError := apperr.As(err)
			require.False(t, isClientError, "a bad order is the caller's bug, not a 422")
		})
	}
}

func TestDisplayOrder(t *testing.T) {
	t.Parallel()

	tests := []struct {
		name   string
		n      int
		listed []int
		want   []int
	}{
		{name: "input order", n: 4, want: []int{0, 1, 2, 3}},
		{name: "listed first", n: 4, listed: []int{2}, want: []int{2, 0, 1, 3}},
		{name: "reversed", n: 3, listed: []int{2, 1, 0}, want: []int{2, 1, 0}},
		{name: "empty", n: 0, want: []int{}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			got, err := displayOrder(tc.n, tc.listed)
			require.NoError(t, err)
			require.Equal(t, tc.want, got)
		})
	}
}

func TestValidateMessageIsActionable(t *testing.T) {
	t.Parallel()

	d := Document{Resume: sampleResume()}
	d.Resume.UserName = "Jane ሰ"
	err := d.Validate()
	ae, ok := apperr.As(err)
	require.True(t, ok)
	require.Contains(t, ae.Message, "U+1230")
	require.True(t, strings.Contains(ae.Message, "remove or transliterate"), ae.Message)
}
