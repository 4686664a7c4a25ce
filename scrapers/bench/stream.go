package main

import (
	"iter"

	"github.com/careerkit/careerkit/shared/model"
)

// streamThreshold is the corpus size from which the bench generates postings
// while it loads them: ten million postings held in memory at once would take
// about 100 GB.
const streamThreshold = 2_000_000

// streamed yields n synthetic postings in the order corpus gives them,
// generating them chunk by chunk on every core as the import asks. The
// generator then shares the cores with the load, so the rate it gives is a
// lower bound; Postgres' CPU a posting is unaffected.
func streamed(g *generator, n, chunk int) iter.Seq2[model.Job, error] {
	return func(yield func(model.Job, error) bool) {
		order := g.arrivalOrder(n)
		jobs := make([]model.Job, chunk)
		for lo := 0; lo < len(order); lo += chunk {
			part := order[lo:min(lo+chunk, len(order))]
			generate(g, part, jobs)
			for _, j := range jobs[:len(part)] {
				if !yield(j, nil) {
					return
				}
			}
		}
	}
}
