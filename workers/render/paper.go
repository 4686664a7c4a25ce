package render

import (
	"fmt"
	"strings"

	"github.com/careerkit/careerkit/shared/model"
)

// paperSize is a sheet in inches, as Page.printToPDF takes it.
type paperSize struct{ width, height float64 }

// papers maps the build-resume `paper` values to sheet sizes. The page margins
// come from the document's CSS @page rule.
var papers = map[string]paperSize{
	model.PaperLetter: {8.5, 11},
	model.PaperA4:     {210 / 25.4, 297 / 25.4},
}

// lookupPaper resolves a paper name; empty means the default.
func lookupPaper(name string) (paperSize, error) {
	if name == "" {
		name = model.PaperSizes[0]
	}
	p, ok := papers[strings.ToLower(name)]
	if !ok {
		// resume.Document.Validate refused it before the page was printed.
		return paperSize{}, fmt.Errorf("render: paper %q has no sheet size (valid: %s)", name, strings.Join(model.PaperSizes, ", "))
	}
	return p, nil
}
