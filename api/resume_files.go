package api

import (
	"context"
	"errors"

	"github.com/careerkit/careerkit/shared/apperr"
	"github.com/careerkit/careerkit/shared/blob"
	"github.com/careerkit/careerkit/shared/resume"
	"github.com/careerkit/careerkit/shared/store"
)

// resumeFile is a built resume's PDF and the name it is served under.
type resumeFile struct {
	Filename string
	PDF      []byte
}

// resumeFiles serves built resumes at their capability URLs.
type resumeFiles struct {
	store *store.Store
	blobs blob.Store
}

var errResumeNotFound = apperr.NotFound("resume_not_found",
	"no resume at this URL: it never existed or has expired; build a new one with POST /v1/build-resume")

// meta returns a built resume's record (with the input it was built from).
func (f resumeFiles) meta(ctx context.Context, id string) (*store.Resume, error) {
	meta, err := f.store.ResumeGetByID(ctx, id)
	if errors.Is(err, store.ErrNotFound) {
		return nil, errResumeNotFound
	}
	return meta, err
}

// Get returns the resume whose URL ends in name ("<id>.pdf").
func (f resumeFiles) Get(ctx context.Context, name string) (*resumeFile, error) {
	id, ok := resume.IDFromFileName(name)
	if !ok {
		return nil, errResumeNotFound
	}
	meta, err := f.store.ResumeGetByID(ctx, id)
	if errors.Is(err, store.ErrNotFound) {
		return nil, errResumeNotFound
	}
	if err != nil {
		return nil, err
	}
	pdf, err := f.blobs.Get(ctx, resume.BlobKey(id))
	if errors.Is(err, blob.ErrNotFound) {
		return nil, errResumeNotFound
	}
	if err != nil {
		return nil, err
	}
	return &resumeFile{Filename: meta.Filename, PDF: pdf}, nil
}
