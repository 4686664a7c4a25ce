package board

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"sync"
	"time"
)

// defaultSources is the shipped list of public boards to scrape.
//
//go:embed sources.json
var defaultSources []byte

// sourcesFile is the format of a sources file.
type sourcesFile struct {
	Sources []sourceEntry `json:"sources"`
}

// sourceEntry is one source of a sources file.
type sourceEntry struct {
	Source  string `json:"source"`             // CLI syntax: "greenhouse:anthropic"
	Company string `json:"company,omitempty"`  // display name when the API has none
	BaseURL string `json:"base_url,omitempty"` // scheme://host override
	Every   string `json:"every,omitempty"`    // Go duration: "6h"
}

// LoadSources reads a sources file, or the embedded default list when path is "".
// Every entry is checked; the error names the entry and what to change.
func LoadSources(path string) ([]Source, error) {
	data, name := defaultSources, "embedded sources.json"
	if path != "" {
		b, err := os.ReadFile(path)
		if err != nil {
			return nil, fmt.Errorf("board: load sources: %w", err)
		}
		data, name = b, path
	}
	return parseSources(data, name)
}

func parseSources(data []byte, name string) ([]Source, error) {
	var f sourcesFile
	if err := json.Unmarshal(data, &f); err != nil {
		return nil, fmt.Errorf("board: %s: %w (want {\"sources\":[{\"source\":\"greenhouse:acme\"}]})", name, err)
	}
	if len(f.Sources) == 0 {
		return nil, fmt.Errorf("board: %s: no sources; list at least one under \"sources\"", name)
	}
	out := make([]Source, 0, len(f.Sources))
	seen := map[string]int{}
	for i, e := range f.Sources {
		src, err := e.parse()
		if err != nil {
			return nil, fmt.Errorf("board: %s: sources[%d]: %w", name, i, err)
		}
		if j, dup := seen[src.Key()]; dup {
			return nil, fmt.Errorf("board: %s: sources[%d]: %q repeats sources[%d]", name, i, src.Key(), j)
		}
		seen[src.Key()] = i
		out = append(out, src)
	}
	return out, nil
}

func (e sourceEntry) parse() (Source, error) {
	src, err := ParseSource(e.Source)
	if err != nil {
		return Source{}, err
	}
	src.Company = e.Company
	if e.BaseURL != "" {
		if src.BaseURL, err = ParseBaseURL(e.BaseURL); err != nil {
			return Source{}, fmt.Errorf("base_url: %w", err)
		}
	}
	if e.Every != "" {
		d, err := time.ParseDuration(e.Every)
		if err != nil || d < time.Minute {
			return Source{}, fmt.Errorf("every: %q must be a duration of at least 1m, like \"6h\" or \"30m\"", e.Every)
		}
		src.Every = d
	}
	return src, nil
}

// registry maps a source key of the shipped list ("ashby:wealth-com") to its
// display name ("Wealth.com"), read once.
var registry = sync.OnceValue(func() map[string]string {
	m := map[string]string{}
	var f sourcesFile
	if err := json.Unmarshal(defaultSources, &f); err != nil {
		return m // the embedded list is checked by LoadSources and its tests
	}
	for _, e := range f.Sources {
		if src, err := ParseSource(e.Source); err == nil && e.Company != "" {
			m[strings.ToLower(src.Key())] = e.Company
		}
	}
	return m
})

// registryCompany is the shipped list's display name of a board's account,
// "" when the list has none.
func registryCompany(kind, token string) string {
	return registry()[strings.ToLower(kind+":"+token)]
}
