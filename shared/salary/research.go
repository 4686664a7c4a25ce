package salary

import (
	"context"
	"fmt"
	"math"
	"strings"

	"github.com/careerkit/careerkit/shared/apperr"
)

// Query is one salary-research request.
type Query struct {
	// JobTitle is required: free text such as "Sr. Backend Engineer" or "RN".
	JobTitle string
	// ExperienceLevel is one of ExperienceLevels, or "" (then seniority words in
	// the title, if any, decide).
	ExperienceLevel string
	// Location is a US city and state, state, metro nickname, "US" or "remote";
	// "" means national. Non-US places are rejected with a 422-kind error.
	Location string
	// Industry narrows the job postings by company industry where known.
	Industry string
	// PayPeriod is "annual", "hour" or "" (hour for occupations BLS publishes
	// hourly only, annual otherwise).
	PayPeriod string
}

// Pay periods accepted in Query.PayPeriod.
const (
	PayPeriodAnnual = "annual"
	PayPeriodHour   = "hour"
)

// Service answers salary-research queries from the in-memory dataset and,
// optionally, job postings.
type Service struct {
	data     *Dataset
	postings PostingSource
}

// NewService returns a Service over data. postings may be nil: the figures then
// come from the public surveys alone.
func NewService(data *Dataset, postings PostingSource) *Service {
	return &Service{data: data, postings: postings}
}

// Research returns the salary benchmark for q. Bad input comes back as an
// apperr Invalid error naming the field; an unknown title as apperr NotFound
// "unknown_job_title" with suggestions; a title whose occupation OEWS does not
// survey (military) as NotFound "no_wage_data".
func (s *Service) Research(ctx context.Context, q Query) (*Result, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	level, err := normalizeLevel(q.ExperienceLevel)
	if err != nil {
		return nil, err
	}
	if err := validateLocation(q.Location); err != nil {
		return nil, err
	}
	if err := validateFreeText("industry", q.Industry, MaxIndustryLength); err != nil {
		return nil, err
	}
	if p := q.PayPeriod; p != "" && p != PayPeriodAnnual && p != PayPeriodHour {
		return nil, apperr.Invalid("pay_period", "pay_period must be annual or hour (got %q); omit it for hour on hourly-paid occupations and annual otherwise", p)
	}
	d := s.data
	m, err := d.MatchTitle(q.JobTitle)
	if err != nil {
		return nil, err
	}
	o := &d.occupations[m.occ]
	if o.noWage != "" {
		return nil, apperr.NotFound("no_wage_data",
			"job_title %q maps to %s (%s), which has no salary figures: %s", strings.TrimSpace(q.JobTitle), o.title, o.code, o.noWage).
			WithDetail("occupation", o.ref())
	}
	loc, err := d.geo.resolve(q.Location)
	if err != nil {
		return nil, err
	}

	levelSource := "query"
	switch {
	case level != "":
	case m.SeniorityFromTitle != "":
		level, levelSource = m.SeniorityFromTitle, "title"
	default:
		levelSource = "none"
	}
	f := d.levelFigures(m.occ, level, loc)
	r := d.baseResult(q, m, o, loc, f, level, levelSource)

	st, err := s.fetchPostings(ctx, q, m, o, loc, r)
	if err != nil {
		return nil, err
	}
	d.alternativeMedians(r, level, loc, q.PayPeriod)
	d.applyPostings(r, st, f, level)
	d.applyDataSamples(r, f.curve, o)
	d.applyMinimumWage(r, loc)
	d.applyBenefits(r, st, o)
	applyPayPeriod(r, q.PayPeriod, f.curve.occ)
	r.Sources = d.sourceRefs(r)
	return r, nil
}

// fetchPostings asks the posting source for the title family's pay ranges. A
// failing source degrades to survey-only figures with a note; only the caller's
// own cancellation fails the request.
func (s *Service) fetchPostings(ctx context.Context, q Query, m *TitleMatch, o *occupation, loc *resolvedLocation, r *Result) (postingStats, error) {
	industry := strings.TrimSpace(q.Industry)
	r.Industry = IndustryInfo{Input: industry}
	if s.postings == nil {
		r.Postings.Reason = "no job index is connected; figures come from the public surveys only"
		if industry != "" {
			r.Industry.Reason = "OEWS figures are cross-industry and no job postings are available to filter by industry"
		}
		return postingStats{}, nil
	}
	pq := PostingQuery{OccupationCode: o.code, OccupationTitle: o.title, JobTitle: strings.TrimSpace(q.JobTitle),
		Remote: loc.kind == LocationRemote, Industry: industry, Limit: postingLimit}
	if loc.kind == LocationArea {
		pq.AreaCode = s.data.geo.areas[loc.area].code
	}
	if loc.state != nil {
		pq.State = loc.state.abbr
	}
	pays, err := s.postings.PayRanges(ctx, pq)
	if err != nil {
		if ctxErr := ctx.Err(); ctxErr != nil {
			return postingStats{}, ctxErr
		}
		r.Postings.Reason = "the job index could not be queried; figures come from the public surveys only"
		r.Notes = append(r.Notes, r.Postings.Reason)
		if industry != "" {
			r.Industry.Reason = "job postings were unavailable, and OEWS figures are cross-industry"
		}
		return postingStats{}, nil
	}
	st, industryKnown := summarisePostings(pays, industry)
	if industry != "" {
		switch {
		case industryKnown == 0:
			r.Industry.Reason = "none of the matching postings state their company's industry; figures are cross-industry"
		case len(st.mids) < minPostings:
			r.Industry.Reason = fmt.Sprintf("only %d matching postings are in this industry (at least %d needed); survey figures are cross-industry", len(st.mids), minPostings)
		default:
			r.Industry.Applied = true
			r.Industry.Reason = "job postings were filtered by company industry; the survey part of the figures stays cross-industry"
		}
	}
	return st, nil
}

// applyPostings blends the postings' pay, read at the same percentiles as the
// survey figures, into median, low and high when there are enough of them.
func (d *Dataset) applyPostings(r *Result, st postingStats, f figures, level string) {
	r.Postings.Considered, r.Postings.Used, r.Postings.MinRequired = st.considered, len(st.mids), minPostings
	if len(st.mids) > 0 {
		r.Postings.MedianAnnual = roundWage(percentile(st.mids, 50))
	}
	switch {
	case len(st.mids) < minPostings:
		if r.Postings.Reason == "" {
			r.Postings.Reason = fmt.Sprintf("%d matching postings with pay; at least %d are needed to blend", len(st.mids), minPostings)
		}
		return
	case levelSpecs[level].on != onOccupation:
		r.Postings.Reason = "postings are not blended for director, vp and executive, whose figures come from management occupations"
		return
	}
	w := st.weight
	blend := func(survey, p float64) float64 { return roundWage((1-w)*survey + w*percentile(st.mids, p)) }
	r.SalaryLow, r.MedianSalary, r.SalaryHigh = blend(f.low, f.band.low), blend(f.median, f.band.median), blend(f.high, f.band.high)
	r.Postings.Blended, r.Postings.Weight = true, math.Round(w*100)/100
	r.DataSamples = int64(len(st.mids))
	r.FieldSources.Salary.Sources = append(r.FieldSources.Salary.Sources, sourcePostings)
	r.FieldSources.DataSamples = FieldSource{Sources: []string{sourcePostings},
		Detail: fmt.Sprintf("%d indexed job postings with a pay range were blended into the salary figures", len(st.mids))}
	r.Adjustments = append(r.Adjustments, fmt.Sprintf(
		"blended %d job postings at weight %.2f (n/(n+%.0f), at most %.1f): each figure = (1−w)·survey + w·the same percentile of the postings' range midpoints",
		len(st.mids), w, postingPrior, maxPostingWeight))
}

// alternativeMedians gives each alternative reading of the title its own
// median at the same level and location, in the answer's pay period.
func (d *Dataset) alternativeMedians(r *Result, level string, loc *resolvedLocation, period string) {
	if r.Match == nil || len(r.Match.Alternatives) == 0 {
		return
	}
	m := *r.Match
	m.Alternatives = append([]Alternative(nil), m.Alternatives...)
	for i, a := range m.Alternatives {
		oi, ok := d.occIdx[a.Code]
		if !ok {
			continue
		}
		f := d.levelFigures(int32(oi), level, loc)
		median := f.median
		if period == PayPeriodHour || period == "" && d.occupations[oi].fromHourly && r.Match.occ >= 0 && d.occupations[r.Match.occ].fromHourly {
			median = math.Round(median/hoursPerYear*100) / 100
		}
		m.Alternatives[i].MedianSalary = median
	}
	r.Match = &m
}
