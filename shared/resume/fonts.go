package resume

import (
	"embed"
	"encoding/base64"
	"fmt"
	"strings"
	"sync"

	"github.com/careerkit/careerkit/shared/model"
)

//go:embed fonts/*.ttf
var fontFiles embed.FS

// fontFace is one embedded font file and the CSS family it is declared under.
type fontFace struct {
	file   string
	family string
	weight int
}

// faces lists every embedded font. Each template names its own primary family
// first and the two fallbacks after it (see templates/resume.css), so Chromium
// walks them per character and never reaches a system font for text we accept.
var faces = []fontFace{
	{file: "LiberationSerif-Regular.ttf", family: "CK Serif", weight: 400},
	{file: "LiberationSerif-Bold.ttf", family: "CK Serif", weight: 700},
	{file: "LiberationSans-Regular.ttf", family: "CK Sans", weight: 400},
	{file: "LiberationSans-Bold.ttf", family: "CK Sans", weight: 700},
	{file: "DejaVuSans-Subset.ttf", family: "CK Fallback", weight: 400},
	{file: "Symbola-Subset.ttf", family: "CK Symbols", weight: 400},
}

// primaryFont is the regular face whose coverage stands for each template;
// the bold faces cover the same characters.
var primaryFont = map[string]string{
	model.TemplateClassic: "LiberationSerif-Regular.ttf",
	model.TemplateModern:  "LiberationSans-Regular.ttf",
	model.TemplateCompact: "LiberationSans-Regular.ttf",
}

// fallbackFonts cover what the primary faces lack, for every template.
var fallbackFonts = []string{"DejaVuSans-Subset.ttf", "Symbola-Subset.ttf"}

// fontAssets is everything derived from the embedded font files, built once.
type fontAssets struct {
	css      string             // @font-face rules with data: URIs
	coverage map[string]runeSet // template -> characters its fonts can draw
}

// loadFonts builds the @font-face CSS and the per-template coverage sets.
var loadFonts = sync.OnceValues(func() (*fontAssets, error) {
	var css strings.Builder
	sets := map[string]runeSet{}
	for _, f := range faces {
		data, err := fontFiles.ReadFile("fonts/" + f.file)
		if err != nil {
			return nil, fmt.Errorf("resume: read font %s: %w", f.file, err)
		}
		fmt.Fprintf(&css, "@font-face{font-family:%q;font-weight:%d;font-style:normal;src:url(data:font/ttf;base64,%s) format(\"truetype\")}\n",
			f.family, f.weight, base64.StdEncoding.EncodeToString(data))
		set, err := fontCoverage(data)
		if err != nil {
			return nil, fmt.Errorf("resume: font %s: %w", f.file, err)
		}
		sets[f.file] = set
	}
	coverage := map[string]runeSet{}
	for tmpl, primary := range primaryFont {
		union := runeSet{}
		for _, file := range append([]string{primary}, fallbackFonts...) {
			for r := range sets[file] {
				union[r] = struct{}{}
			}
		}
		coverage[tmpl] = union
	}
	return &fontAssets{css: css.String(), coverage: coverage}, nil
})
