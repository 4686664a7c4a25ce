package store

import (
	"strconv"
	"time"

	"github.com/careerkit/careerkit/shared/model"
)

// testPosting is posting i of a test index: a remote full-time job at Acme,
// its own dedupe key, posted at posted.
func testPosting(i int, title, desc string, posted time.Time) model.Job {
	id := strconv.Itoa(i)
	return model.Job{ID: "synthetic-" + id, Board: "synthetic", BoardJobID: id, SourceKey: "synthetic:acme",
		Title: title, Company: "Acme", Location: "Remote", Remote: true, JobType: model.JobTypeFullTime,
		DescriptionText: desc, ApplyURL: "https://jobs.example.com/" + id, PostedAt: posted, DedupeKey: "acme|" + id}
}
