package apply

import (
	"context"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/chromedp/cdproto/dom"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

// fillStep is the JSON shape fill.js takes.
type fillStep struct {
	Ref    string   `json:"ref"`
	Op     string   `json:"op"`
	Value  string   `json:"value,omitempty"`
	Values []string `json:"values,omitempty"`
	Refs   []string `json:"refs,omitempty"`
}

type fillFailure struct {
	Ref   string `json:"ref"`
	Error string `json:"error"`
}

// fillForm applies the plan: files through DOM.setFileInputFiles (the browser
// then fires the input's change event as for a user's choice), everything else
// in one script call.
func (t *tab) fillForm(ctx context.Context, fills []fill, files map[string]string) error {
	var steps []fillStep
	for _, fl := range fills {
		switch fl.op {
		case "resume", "letter_file":
			path := files[fl.op]
			if path == "" {
				return fmt.Errorf("apply: no file for %s", fl.op)
			}
			if err := t.setFile(ctx, fl.f.Ref, path); err != nil {
				return fmt.Errorf("apply: upload to %q: %w", fl.f.Label, err)
			}
		default:
			steps = append(steps, fillStep{Ref: fl.f.Ref, Op: fl.op, Value: fl.value, Values: fl.values, Refs: fl.refs})
		}
	}
	arg, err := json.Marshal(steps)
	if err != nil {
		return fmt.Errorf("apply: encode fill plan: %w", err)
	}
	var failures []fillFailure
	if err := t.eval(ctx, fillJS+"("+string(arg)+")", &failures); err != nil {
		return fmt.Errorf("apply: fill: %w", err)
	}
	if len(failures) > 0 {
		return fmt.Errorf("apply: fill %s: %s", failures[0].Ref, failures[0].Error)
	}
	return nil
}

// setFile puts a local file into the file input tagged ref.
func (t *tab) setFile(ctx context.Context, ref, path string) error {
	return t.run(ctx, chromedp.ActionFunc(func(ctx context.Context) error {
		obj, exc, err := runtime.Evaluate(`document.querySelector('[data-ck-ref="` + ref + `"]')`).Do(ctx)
		if err != nil {
			return err
		}
		if exc != nil || obj == nil || obj.ObjectID == "" {
			return fmt.Errorf("file input %s is gone", ref)
		}
		return dom.SetFileInputFiles([]string{path}).WithObjectID(obj.ObjectID).Do(ctx)
	}))
}

// verify re-reads the form and returns the questions whose value did not take:
// a select without that option, a script that reset the field. It means the
// form is not the one we read, so nothing is pressed.
func verify(st *pageState, fills []fill) []string {
	byRef := map[string]*field{}
	for i := range st.Fields {
		byRef[st.Fields[i].Ref] = &st.Fields[i]
	}
	var bad []string
	for _, fl := range fills {
		now, ok := byRef[fl.f.Ref]
		if !ok {
			bad = append(bad, fl.f.Label+" (gone)")
			continue
		}
		if !took(now, fl) {
			bad = append(bad, fl.f.Label)
		}
	}
	return bad
}

func took(now *field, fl fill) bool {
	switch fl.op {
	case "resume", "letter_file":
		return now.Value != ""
	case "set":
		if now.Kind == "select" {
			return now.Value == fl.value
		}
		// Sites reformat what they are given (phone masks, trimmed spaces): a
		// value that stayed is enough.
		return strings.TrimSpace(now.Value) != ""
	case "select_many":
		return len(checkedOptions(now)) == len(fl.values)
	case "click":
		on := checkedOptions(now)
		for _, r := range fl.refs {
			found := false
			for _, o := range on {
				found = found || o.Ref == r
			}
			if !found {
				return false
			}
		}
		return true
	}
	return true
}

func checkedOptions(f *field) []option {
	var out []option
	for _, o := range f.Options {
		if o.Checked {
			out = append(out, o)
		}
	}
	return out
}

// pressPoint is press.js's answer.
type pressPoint struct {
	Found    bool    `json:"found"`
	X        float64 `json:"x"`
	Y        float64 `json:"y"`
	Clear    bool    `json:"clear"`
	Disabled bool    `json:"disabled"`
}

// locateSubmit scrolls the button into view and says where to click.
func (t *tab) locateSubmit(ctx context.Context, ref string) (pressPoint, error) {
	var p pressPoint
	err := t.eval(ctx, pressJS+"("+strconv.Quote(ref)+")", &p)
	return p, err
}

// press clicks the submit button exactly once: a real mouse click where the
// button is, or, when something covers it, the button's own click().
func (t *tab) press(ctx context.Context, ref string, p pressPoint) error {
	if p.Clear {
		return t.run(ctx, chromedp.MouseClickXY(p.X, p.Y))
	}
	return t.eval(ctx, `document.querySelector('[data-ck-ref="`+ref+`"]').click()`, nil)
}
