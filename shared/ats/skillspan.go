package ats

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"strings"
)

// skillSpanSentence is one line of a SkillSpan split (Zhang et al., NAACL
// 2022, MIT): a sentence's tokens and its BIO tags for skill and knowledge.
type skillSpanSentence struct {
	Idx       int      `json:"idx"`
	Tokens    []string `json:"tokens"`
	Skill     []string `json:"tags_skill"`
	Knowledge []string `json:"tags_knowledge"`
}

// readSkillSpan reads a SkillSpan split (JSON lines), its sentences grouped
// into postings by idx, postings in the order they first appear.
func readSkillSpan(r io.Reader) ([][]skillSpanSentence, error) {
	var posts [][]skillSpanSentence
	byID := map[int]int{}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		var s skillSpanSentence
		if err := json.Unmarshal(sc.Bytes(), &s); err != nil {
			return nil, fmt.Errorf("skillspan: %w", err)
		}
		i, ok := byID[s.Idx]
		if !ok {
			i = len(posts)
			byID[s.Idx] = i
			posts = append(posts, nil)
		}
		posts[i] = append(posts[i], s)
	}
	return posts, sc.Err()
}

// bioTokens returns the tokens of each span a BIO tag column marks.
func bioTokens(toks, tags []string) [][]string {
	var out [][]string
	var cur []string
	flush := func() {
		if len(cur) > 0 {
			out = append(out, cur)
		}
		cur = nil
	}
	for i, tg := range tags {
		switch {
		case strings.HasPrefix(tg, "B"):
			flush()
			cur = []string{toks[i]}
		case strings.HasPrefix(tg, "I") && cur != nil:
			cur = append(cur, toks[i])
		default:
			flush()
		}
	}
	flush()
	return out
}
