package render

import (
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/model"
	"github.com/careerkit/careerkit/shared/resume"
	"github.com/careerkit/careerkit/shared/resume/pdftext"
)

var updateFixtures = flag.Bool("update-fixtures", false, "rewrite shared/resume/testdata from real Chromium renders")

// fixtureDir holds the PDFs shared/resume's extractor tests read without Chromium.
const fixtureDir = "../../shared/resume/testdata"

// fixtures are the documents whose PDFs shared/resume keeps.
func fixtures() map[string]resume.Document {
	long := sampleResume()
	long.Experience[0].Bullets = manyBullets(200)
	return map[string]resume.Document{
		"classic_letter": {Resume: sampleResume(), Template: model.TemplateClassic, Paper: model.PaperLetter},
		"modern_a4_tailored": {Resume: sampleResume(), Template: model.TemplateModern, Paper: model.PaperA4,
			BulletOrder: [][]int{{2}}, SkillOrder: []int{3, 1}},
		"multilingual": {Template: model.TemplateModern, Resume: model.Resume{
			UserName: "ليلى حداد 🚀", Email: "layla@example.com", Phone: "+971 50 000 0000", TargetRole: "Ingeniera ✓",
			Summary: "مهندسة برمجيات منذ 2015 في دبي — Go و Kubernetes. שלום! Ships fast 🚀🔥 ✅ 👍🏽.",
			Experience: []model.Experience{{Company: "שלום טכנולוגיות", Title: "מפתחת בכירה", StartDate: "2019-01", EndDate: "Present",
				Bullets: []string{"בניתי מערכת תשלומים", "Led Arabic localisation: واجهة عربية كاملة", "Müller & Søn — Ærø: “quotes” ‘and’ …"}}},
			Skills: []string{"Go 🐹", "العربية", "עברית", "Ελληνικά", "Русский"},
		}},
		"long_200_bullets": {Resume: long, Template: model.TemplateClassic, Paper: model.PaperLetter},
		"compact_letter":   {Resume: sampleResume(), Template: model.TemplateCompact, Paper: model.PaperLetter},
		// CJK, Devanagari and Thai print with the system Noto fonts.
		"cjk_devanagari_thai": {Template: model.TemplateClassic, Resume: model.Resume{
			UserName: "王小明", Email: "xiaoming@example.com", Phone: "+86 10 5555 0100", TargetRole: "软件工程师",
			Summary: "东京と北京で8年間ソフトウェアを開発。서울에서 결제 시스템을 구축했습니다.",
			Experience: []model.Experience{{Company: "अल्फा टेक्नोलॉजीज", Title: "वरिष्ठ इंजीनियर", StartDate: "2018-03", EndDate: "Present",
				Bullets: []string{"构建了每天处理200万笔交易的支付系统", "ออกแบบระบบ API สำหรับธนาคาร", "भुगतान प्रणाली का नेतृत्व किया"}}},
			Skills: []string{"Go", "中文", "日本語", "हिन्दी", "ภาษาไทย"},
		}},
	}
}

// TestFixtures renders the fixture documents. With -update-fixtures it writes
// each PDF and its document to shared/resume/testdata; otherwise it checks the
// committed PDFs still read back like a fresh render from this Chromium.
func TestFixtures(t *testing.T) {
	t.Parallel()
	b := setup(t)
	for name, d := range fixtures() {
		t.Run(name, func(t *testing.T) {
			pdf := b.renderDoc(t, d)
			fresh, err := pdftext.Extract(pdf)
			require.NoError(t, err)
			pdfPath := filepath.Join(fixtureDir, name+".pdf")
			if *updateFixtures {
				doc, err := json.MarshalIndent(d, "", "  ")
				require.NoError(t, err)
				require.NoError(t, os.WriteFile(filepath.Join(fixtureDir, name+".json"), append(doc, '\n'), 0o644))
				require.NoError(t, os.WriteFile(pdfPath, pdf, 0o644))
				return
			}
			committed, err := os.ReadFile(pdfPath)
			require.NoError(t, err, "run go test ./workers/render -run TestFixtures -update-fixtures")
			old, err := pdftext.Extract(committed)
			require.NoError(t, err)
			require.Equal(t, old, fresh, "Chromium's output changed; review and regenerate the fixtures")
		})
	}
}
