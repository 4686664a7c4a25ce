package apply

import (
	"context"
	_ "embed"
	"encoding/json"
	"fmt"
	"strings"
	"time"
)

var (
	//go:embed js/read.js
	readJS string
	//go:embed js/fill.js
	fillJS string
	//go:embed js/press.js
	pressJS string
)

// pageState is what read.js reports about the page.
type pageState struct {
	URL     string    `json:"url"`
	Title   string    `json:"title"`
	Text    string    `json:"text"`
	Ready   string    `json:"ready"`
	Form    bool      `json:"form"`
	Fields  []field   `json:"fields"`
	Submit  *button   `json:"submit"`
	Captcha string    `json:"captcha"`
	Login   bool      `json:"login"`
	Errors  []string  `json:"errors"`
	Invalid []invalid `json:"invalid"`
}

// field is one question of the form: a control, or a group of radios or
// checkboxes sharing a name, or an ARIA button group.
type field struct {
	Ref          string   `json:"ref"`
	Name         string   `json:"name"`
	ElemID       string   `json:"elem_id"`
	Kind         string   `json:"kind"`
	Label        string   `json:"label"`
	Required     bool     `json:"required"`
	Autocomplete string   `json:"autocomplete"`
	Accept       string   `json:"accept"`
	Multiple     bool     `json:"multiple"`
	Value        string   `json:"value"`
	Options      []option `json:"options"`
}

type option struct {
	Ref     string `json:"ref"`
	Value   string `json:"value"`
	Label   string `json:"label"`
	Checked bool   `json:"checked"`
}

type button struct {
	Ref   string `json:"ref"`
	Label string `json:"label"`
}

type invalid struct {
	Ref     string `json:"ref"`
	Message string `json:"message"`
}

// ID is the key a caller uses for the question in answers.questions: the
// control's name (without a trailing "[]"), else its element id, else its label.
func (f *field) ID() string {
	switch {
	case f.Name != "":
		return strings.TrimSuffix(f.Name, "[]")
	case f.ElemID != "":
		return f.ElemID
	}
	return f.Label
}

// Type is the question type reported to callers.
func (f *field) Type() string {
	switch f.Kind {
	case "multi_select_checkbox":
		return "multi_select"
	case "email", "tel", "url", "number", "date", "text", "textarea", "select", "multi_select", "radio", "checkbox", "file":
		return f.Kind
	}
	return "text"
}

// textual reports a control that takes typed text.
func (f *field) textual() bool {
	switch f.Kind {
	case "select", "multi_select", "multi_select_checkbox", "radio", "checkbox", "file":
		return false
	}
	return true
}

// optionLabels lists the options' labels, for callers.
func (f *field) optionLabels() []string {
	if len(f.Options) == 0 {
		return nil
	}
	out := make([]string, len(f.Options))
	for i, o := range f.Options {
		out[i] = o.Label
	}
	return out
}

// read describes the page, using the board's form selector.
func (t *tab) read(ctx context.Context, formSelector string) (*pageState, error) {
	arg, _ := json.Marshal(map[string]string{"formSelector": formSelector})
	var st pageState
	if err := t.eval(ctx, readJS+"("+string(arg)+")", &st); err != nil {
		return nil, fmt.Errorf("apply: read page: %w", err)
	}
	return &st, nil
}

// readSettled reads the page until it shows a form, or something that explains
// why there is none (a CAPTCHA, a login wall, a closed posting), or until wait
// passes: script-built forms appear after the load event.
func (t *tab) readSettled(ctx context.Context, b *Board, wait time.Duration) (*pageState, error) {
	deadline := time.Now().Add(wait)
	for {
		st, err := t.read(ctx, b.FormSelector)
		if err == nil && (len(st.Fields) > 0 && st.Ready == "complete" || st.Captcha != "" || st.Login || closedText(st.Text)) {
			return st, nil
		}
		if time.Now().After(deadline) {
			if err != nil {
				return nil, err
			}
			return st, nil
		}
		select {
		case <-ctx.Done():
			return nil, ctx.Err()
		case <-time.After(150 * time.Millisecond):
		}
	}
}
