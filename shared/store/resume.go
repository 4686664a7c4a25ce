package store

import (
	"context"
	"encoding/json"
	"time"

	"github.com/careerkit/careerkit/shared/db/dbsqlc"
)

// Resume is the metadata of a rendered resume; the PDF is in the blob store.
type Resume struct {
	ID        string          `json:"id"`
	AccountID string          `json:"account_id"`
	Filename  string          `json:"filename"`
	SizeBytes int             `json:"size_bytes"`
	SHA256    []byte          `json:"-"`
	Template  string          `json:"template"`
	Paper     string          `json:"paper"`
	ATSScore  int             `json:"ats_score"`
	Analysis  json.RawMessage `json:"analysis"`
	Input     json.RawMessage `json:"input"`
	CreatedAt time.Time       `json:"created_at"`
	ExpiresAt time.Time       `json:"expires_at"`
}

// ResumeInsert records a rendered resume.
func (s *Store) ResumeInsert(ctx context.Context, r *Resume) error {
	return wrap(s.q.ResumeInsert(ctx, s.pool, dbsqlc.ResumeInsertParams{ID: r.ID, AccountID: r.AccountID, Filename: r.Filename,
		SizeBytes: r.SizeBytes, SHA256: r.SHA256, Template: r.Template, Paper: r.Paper, ATSScore: r.ATSScore,
		Analysis: r.Analysis, Input: r.Input, ExpiresAt: r.ExpiresAt}), "insert resume")
}

// ResumeUpdateAnalysis replaces the stored analysis and score after the parse check.
func (s *Store) ResumeUpdateAnalysis(ctx context.Context, id string, score int, analysis json.RawMessage) error {
	return wrap(s.q.ResumeUpdateAnalysis(ctx, s.pool, dbsqlc.ResumeUpdateAnalysisParams{ATSScore: score, Analysis: analysis, ID: id}),
		"update resume %s", id)
}

// ResumeGetByID returns an unexpired resume.
func (s *Store) ResumeGetByID(ctx context.Context, id string) (*Resume, error) {
	r, err := s.q.ResumeGetByID(ctx, s.pool, id)
	if err != nil {
		return nil, wrap(err, "get resume")
	}
	return (*Resume)(r), nil
}

// ResumeDeleteExpired removes resumes past their expiry and returns their ids so
// the caller can delete the blobs.
func (s *Store) ResumeDeleteExpired(ctx context.Context, now time.Time, limit int) ([]string, error) {
	ids, err := s.q.ResumeDeleteExpired(ctx, s.pool, dbsqlc.ResumeDeleteExpiredParams{NowAt: now, MaxRows: limit})
	return ids, wrap(err, "delete expired resumes")
}
