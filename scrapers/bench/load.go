package main

import (
	"iter"
	"runtime"
	"sync"

	"github.com/careerkit/careerkit/shared/model"
)

// corpus generates jobs [0, n) on every core, oldest posting first (the order
// a crawler discovers them in, and so the physical order of a live index).
// Generating before the clock starts keeps the synthesis of the corpus, which
// a real import does not do, off the two cores the load is measured on.
func corpus(g *generator, n int) []model.Job {
	order := g.arrivalOrder(n)
	jobs := make([]model.Job, n)
	generate(g, order, jobs)
	return jobs
}

// generate fills jobs with the postings of order, on every core.
func generate(g *generator, order []int, jobs []model.Job) {
	var wg sync.WaitGroup
	workers := runtime.NumCPU()
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := w; i < len(order); i += workers {
				jobs[i] = g.job(order[i])
			}
		}()
	}
	wg.Wait()
}

// each yields the postings of a corpus held in memory.
func each(jobs []model.Job) iter.Seq2[model.Job, error] {
	return func(yield func(model.Job, error) bool) {
		for _, j := range jobs {
			if !yield(j, nil) {
				return
			}
		}
	}
}
