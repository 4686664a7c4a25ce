package resume

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/model"
)

// sampleText is what a faithful extractor returns for sampleResume (classic).
const sampleText = `Jane Doe
Senior Backend Engineer
jane.doe@example.com | +1 (555) 010-0199 | Austin, TX | github.com/janedoe | linkedin.com/in/janedoe
Summary
Backend engineer with 8 years building payment and data platforms in Go and
PostgreSQL.
Experience
Senior Software Engineer, Acme Payments, Remote (US)
Mar 2021 – Present
Cut p99 checkout latency from 900 ms to 220 ms by moving fraud scoring off the request
path.
Led a team of 5 engineers migrating 40 services from REST to gRPC with zero downtime.
Designed the idempotency layer that now guards 12M payments a day.
Software Engineer, DataWorks
Jun 2017 – Feb 2021
Built a Kafka ingestion pipeline processing 2 TB a day.
Wrote the PostgreSQL partitioning scheme that halved storage costs.
Education
University of Texas at Austin, B.S., Computer Science
2017
Skills
Go, PostgreSQL, Kafka, gRPC, Kubernetes, Redis`

func TestCheck(t *testing.T) {
	t.Parallel()

	tests := []struct {
		name     string
		doc      Document
		text     string
		ok       bool
		issues   []string // "field problem"
		contact  bool
		headings bool
		dates    int
	}{
		{name: "faithful text", doc: Document{Resume: sampleResume()}, text: sampleText, ok: true, contact: true, headings: true, dates: 3},
		{
			name: "wrapped lines, extra spaces and a ligature",
			doc:  Document{Resume: sampleResume()},
			text: strings.NewReplacer("Designed the idempotency", "Designed   the idem-\npotency", "off the request", "o\uFB00 the request").Replace(sampleText),
			// "idem-\npotency" gains a hyphen: a real wrap never adds one, so it must fail.
			issues: []string{"experience[0].bullets[2] missing"}, contact: true, headings: true, dates: 3,
		},
		{
			name: "line wrap inside words is fine",
			doc:  Document{Resume: sampleResume()},
			text: strings.Replace(sampleText, "idempotency layer", "idempo\ntency   layer", 1),
			ok:   true, contact: true, headings: true, dates: 3,
		},
		{
			name:   "missing bullet names the input field",
			doc:    Document{Resume: sampleResume()},
			text:   strings.Replace(sampleText, "Led a team of 5 engineers migrating 40 services from REST to gRPC with zero downtime.\n", "", 1),
			issues: []string{"experience[0].bullets[1] missing"}, contact: true, headings: true, dates: 3,
		},
		{
			name:   "tailored order keeps input indices",
			doc:    Document{Resume: sampleResume(), BulletOrder: [][]int{{2}}},
			text:   sampleText,
			issues: []string{"experience[0].bullets[0] out_of_order", "experience[0].bullets[1] out_of_order"}, contact: true, headings: true, dates: 3,
		},
		{
			name:   "headings out of order",
			doc:    Document{Resume: sampleResume()},
			text:   strings.Replace(strings.Replace(sampleText, "\nSkills\n", "\nSkillz\n", 1), "Summary\n", "Summary\nSkills\n", 1),
			issues: []string{"heading:Skills out_of_order"}, contact: true, dates: 3,
		},
		{
			name:   "missing phone and date",
			doc:    Document{Resume: sampleResume()},
			text:   strings.NewReplacer("+1 (555) 010-0199", "", "Jun 2017 – Feb 2021", "Jun 2017 - Feb 2021").Replace(sampleText),
			issues: []string{"phone missing", "experience[1].start_date missing"}, headings: true, dates: 2,
		},
		{
			name:   "garbled glyphs",
			doc:    Document{Resume: sampleResume()},
			text:   strings.Replace(sampleText, "Redis", "Redis \uFFFD\uE000", 1),
			issues: []string{" garbled"}, contact: true, headings: true, dates: 3,
		},
		{
			name: "html prints as text",
			doc: Document{Resume: model.Resume{UserName: "<b>Jane</b>", Email: "a@b.co", TargetRole: "R",
				Skills: []string{`<script>alert("x")</script>`}}},
			text: "<b>Jane</b>\nR\na@b.co\nSkills\n<script>alert(\"x\")</script>",
			ok:   true, contact: true, headings: true,
		},
		{
			name: "right-to-left words with a number drawn on the other side",
			doc: Document{Resume: model.Resume{UserName: "Dana", Email: "d@e.co", TargetRole: "R",
				Summary: "مهندس برمجيات منذ 2015 في الرياض"}},
			text: "Dana\nR\nd@e.co\nSummary\n2015 مهندس برمجيات منذ في الرياض",
			ok:   true, contact: true, headings: true,
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			pc := Check(tc.doc, tc.text)
			var got []string
			for _, is := range pc.Issues {
				got = append(got, is.Field+" "+is.Problem)
			}
			require.Equal(t, tc.issues, got)
			require.Equal(t, tc.ok, pc.OK)
			require.Equal(t, tc.contact, pc.ContactFound)
			require.Equal(t, tc.headings, pc.HeadingsInOrder)
			require.Equal(t, tc.dates, pc.DatesFound)
		})
	}
}

func TestCheckRecall(t *testing.T) {
	t.Parallel()

	pc := Check(Document{Resume: sampleResume()}, sampleText)
	require.InDelta(t, 1.0, pc.Recall, 1e-9)
	var names []string
	for _, s := range pc.Sections {
		names = append(names, s.Section)
		require.Equal(t, s.Fields, s.FieldsFound, s.Section)
	}
	require.Equal(t, []string{SectionContact, SectionSummary, SectionExperience, SectionEducation, SectionSkills}, names)

	pc = Check(Document{Resume: sampleResume()}, "Jane Doe\nExperience\nGo")
	require.False(t, pc.OK)
	require.Less(t, pc.Recall, 0.2)
	require.Equal(t, 3, pc.DatesExpected)
	require.Zero(t, pc.DatesFound)
}

func TestCheckInvalidDocument(t *testing.T) {
	t.Parallel()

	pc := Check(Document{Resume: sampleResume(), SkillOrder: []int{99}}, sampleText)
	require.False(t, pc.OK)
	require.Len(t, pc.Issues, 1)
	require.Equal(t, ProblemInvalid, pc.Issues[0].Problem)
}
