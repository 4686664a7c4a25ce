package store

import (
	"context"
	"encoding/json"
	"time"

	"github.com/jackc/pgx/v5"
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

const resumeColumns = "id, account_id, filename, size_bytes, sha256, template, paper, ats_score, analysis, input, created_at, expires_at"

// ResumeInsert records a rendered resume.
func (s *Store) ResumeInsert(ctx context.Context, r *Resume) error {
	_, err := s.pool.Exec(ctx, `INSERT INTO resumes (id, account_id, filename, size_bytes, sha256, template, paper, ats_score, analysis, input, expires_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
		r.ID, r.AccountID, r.Filename, r.SizeBytes, r.SHA256, r.Template, r.Paper, r.ATSScore, r.Analysis, r.Input, r.ExpiresAt)
	return wrap(err, "insert resume")
}

// ResumeUpdateAnalysis replaces the stored analysis and score after the parse check.
func (s *Store) ResumeUpdateAnalysis(ctx context.Context, id string, score int, analysis json.RawMessage) error {
	_, err := s.pool.Exec(ctx, "UPDATE resumes SET ats_score = $2, analysis = $3 WHERE id = $1", id, score, analysis)
	return wrap(err, "update resume %s", id)
}

// ResumeGetByID returns an unexpired resume.
func (s *Store) ResumeGetByID(ctx context.Context, id string) (*Resume, error) {
	rows, _ := s.pool.Query(ctx, "SELECT "+resumeColumns+" FROM resumes WHERE id = $1 AND expires_at > now()", id)
	r, err := pgx.CollectExactlyOneRow(rows, pgx.RowToAddrOfStructByPos[Resume])
	return r, wrap(err, "get resume")
}

// ResumeDeleteExpired removes resumes past their expiry and returns their ids so
// the caller can delete the blobs.
func (s *Store) ResumeDeleteExpired(ctx context.Context, now time.Time, limit int) ([]string, error) {
	rows, _ := s.pool.Query(ctx, `DELETE FROM resumes WHERE id IN (
		SELECT id FROM resumes WHERE expires_at <= $1 ORDER BY expires_at LIMIT $2) RETURNING id`, now, limit)
	ids, err := pgx.CollectRows(rows, pgx.RowTo[string])
	return ids, wrap(err, "delete expired resumes")
}
