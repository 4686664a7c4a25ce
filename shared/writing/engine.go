package writing

import (
	"context"
	"fmt"
	"log/slog"
	"time"

	"github.com/careerkit/careerkit/shared/occupation"
)

// Engine writes profiles and cover letters. It is safe for concurrent use; build
// one per process with New and share it.
type Engine struct {
	kb       *knowledge
	occ      *occupation.Set
	rewriter Rewriter
	timeout  time.Duration
	log      *slog.Logger
}

// Option configures an Engine.
type Option func(*Engine)

// WithRewriter makes the engine pass its deterministic text through r for fluency
// (see Rewriter). Without it, or with a nil r, the engine is fully deterministic.
func WithRewriter(r Rewriter) Option {
	return func(e *Engine) { e.rewriter = r }
}

// WithRewriteTimeout bounds each rewrite call; past it the deterministic text is
// returned. The default is DefaultRewriteTimeout.
func WithRewriteTimeout(d time.Duration) Option {
	return func(e *Engine) {
		if d > 0 {
			e.timeout = d
		}
	}
}

// WithLogger sets the logger that records rejected rewrites. The default is
// slog.Default().
func WithLogger(l *slog.Logger) Option {
	return func(e *Engine) {
		if l != nil {
			e.log = l
		}
	}
}

// DefaultRewriteTimeout is the rewrite budget when none is configured.
const DefaultRewriteTimeout = 8 * time.Second

// New returns an Engine over the embedded knowledge base.
func New(opts ...Option) (*Engine, error) {
	kb, err := loadKnowledge()
	if err != nil {
		return nil, fmt.Errorf("writing: load knowledge base: %w", err)
	}
	occ, err := occupation.Load()
	if err != nil {
		return nil, fmt.Errorf("writing: %w", err)
	}
	e := &Engine{kb: kb, occ: occ, timeout: DefaultRewriteTimeout, log: slog.Default()}
	for _, o := range opts {
		o(e)
	}
	return e, nil
}

// MatchRole reads a job title against the knowledge base, using skills as extra
// evidence when the title is unknown. It is what Profile reports as RoleMatch.
func (e *Engine) MatchRole(title string, skills []string) RoleMatch {
	usable := make([]string, 0, min(len(skills), MaxSkills))
	for _, s := range skills {
		if len(usable) < MaxSkills && runeLen(cleanTitle(s)) <= MaxSkillLen {
			usable = append(usable, s)
		}
	}
	sk, _, _, _ := e.kb.cleanSkills("skills", usable)
	return e.kb.match(cleanTitle(title), skillKeys(sk))
}

// FamilyInfo describes one role family of the knowledge base.
type FamilyInfo struct {
	ID    string   `json:"id"`
	Label string   `json:"label"`
	Roles []string `json:"roles"`
}

// Families lists the role families and their role titles, in a stable order.
func (e *Engine) Families() []FamilyInfo {
	out := make([]FamilyInfo, 0, len(e.kb.families))
	for _, f := range e.kb.families {
		fi := FamilyInfo{ID: f.ID, Label: f.Label}
		for _, r := range f.Roles {
			fi.Roles = append(fi.Roles, r.Title)
		}
		out = append(out, fi)
	}
	return out
}

func skillKeys(sk []skill) []string {
	keys := make([]string, len(sk))
	for i, s := range sk {
		keys[i] = s.key
	}
	return keys
}

// contextErr reports a caller that has gone away, so no work is wasted on it.
func contextErr(ctx context.Context) error {
	if err := ctx.Err(); err != nil {
		return fmt.Errorf("writing: %w", err)
	}
	return nil
}
