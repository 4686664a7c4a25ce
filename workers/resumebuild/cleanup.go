package resumebuild

import (
	"context"
	"log/slog"
	"time"

	"github.com/careerkit/careerkit/shared/resume"
)

// Sweep deletes expired resumes and their PDFs every interval until ctx ends.
// Several workers may sweep at once: DELETE ... RETURNING hands each row to one.
func (h *Handler) Sweep(ctx context.Context, interval time.Duration, log *slog.Logger) {
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		h.sweepOnce(ctx, log)
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}

func (h *Handler) sweepOnce(ctx context.Context, log *slog.Logger) {
	for {
		ids, err := h.Store.ResumeDeleteExpired(ctx, time.Now(), 500)
		if err != nil {
			if ctx.Err() == nil {
				log.WarnContext(ctx, "resume sweep failed", slog.Any("error", err))
			}
			return
		}
		for _, id := range ids {
			if err := h.Blobs.Delete(ctx, resume.BlobKey(id)); err != nil {
				log.WarnContext(ctx, "resume blob delete failed", slog.String("resume_id", id), slog.Any("error", err))
			}
		}
		if len(ids) < 500 {
			return
		}
	}
}
