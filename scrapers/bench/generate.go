package main

import (
	"fmt"
	"html"
	"math"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/careerkit/careerkit/scrapers/normalize"
	"github.com/careerkit/careerkit/shared/model"
)

// generator makes realistic synthetic jobs. Job n depends only on the seed, n and
// now, so batches can be generated in any order and a run is reproducible.
type generator struct {
	seed      uint64
	now       time.Time
	companies int
}

// newGenerator returns a generator of a corpus of jobs jobs (one company per 50).
func newGenerator(seed uint64, now time.Time, jobs int) *generator {
	return &generator{seed: seed, now: now.UTC().Truncate(time.Second), companies: max(20, jobs/50)}
}

// companyName names company k: "Bright Nimbus Health".
func companyName(k int) (name, industry string) {
	head := companyHeads[k%len(companyHeads)]
	tail := companyTails[(k/len(companyHeads))%len(companyTails)]
	name = head + " " + tail
	if n := k / (len(companyHeads) * len(companyTails)); n > 0 {
		name += " " + strconv.Itoa(n+1)
	}
	return name, industries[tail]
}

// job returns synthetic job n.
func (g *generator) job(n int) model.Job {
	r := rand.New(rand.NewPCG(g.seed, uint64(n)))
	// Big employers post most jobs: company k with probability falling as u².
	k := int(float64(g.companies) * math.Pow(r.Float64(), 2))
	company, industry := companyName(k)
	ro := roles[pick(r, len(roles), func(i int) int { return roles[i].weight })]
	sen := seniorities[pick(r, len(seniorities), func(i int) int { return seniorities[i].weight })]
	base := ro.titles[r.IntN(len(ro.titles))]
	spec := ""
	if len(ro.specs) > 0 && r.IntN(2) == 0 {
		spec = ro.specs[r.IntN(len(ro.specs))]
	}
	jobType := model.JobTypeFullTime
	switch u := r.IntN(100); {
	case u < 4:
		jobType = model.JobTypeInternship
	case u < 12:
		jobType = model.JobTypeContract
	case u < 18:
		jobType = model.JobTypePartTime
	}
	title := joinWords(sen.word, spec, base)
	switch {
	case jobType == model.JobTypeInternship:
		title = joinWords(spec, base, "Intern")
		sen.factor = 0.45
	case sen.word == "Head of":
		title = "Head of " + firstNonEmpty(spec, ro.dept)
	case sen.word == "II" || sen.word == "III":
		title = joinWords(spec, base, sen.word)
	}

	j := model.Job{
		ID: fmt.Sprintf("synthetic-%d", n), Board: "synthetic", BoardJobID: strconv.Itoa(n),
		SourceKey: "synthetic:" + slug(company), Title: title, Company: company,
		JobType: jobType, Department: ro.dept, Industry: industry,
		ApplyURL: fmt.Sprintf("https://jobs.example.com/%s/%d", slug(company), n),
	}
	pay := g.place(r, &j, k)
	g.salary(r, &j, ro.salary*sen.factor*pay)
	j.PostedAt = g.posted(n)
	skills := pickSkills(r, ro.skills, 3+r.IntN(3))
	if r.IntN(100) == 0 {
		skills = append(skills, rareSkills[r.IntN(len(rareSkills))])
	}
	j.Tags = skills[:min(3, len(skills))]
	j.DescriptionText = description(r, company, industry, title, ro.dept, skills)
	j.DescriptionHTML = "<p>" + strings.ReplaceAll(html.EscapeString(j.DescriptionText), "\n\n", "</p><p>") + "</p>"
	j.Snippet = normalize.Snippet(j.DescriptionText, 200)
	j.DedupeKey = normalize.DedupeKey(company, title, normalize.Place{City: j.City, Region: j.Region, Country: j.Country, Remote: j.Remote})
	return j
}

// posted returns when job n was posted: within the last 120 days, most of them
// recent (the age is 120 days × u²). It has its own random stream so the loader
// can order the corpus by date without generating it.
func (g *generator) posted(n int) time.Time {
	r := rand.New(rand.NewPCG(g.seed^0x706f73746564, uint64(n)))
	age := time.Duration(math.Pow(r.Float64(), 2) * float64(120*24*time.Hour))
	return g.now.Add(-age).Truncate(time.Second)
}

// arrivalOrder returns job numbers [0, n) oldest posting first: the order a crawler
// discovers them in, and so the physical order of a live index.
func (g *generator) arrivalOrder(n int) []int {
	type dated struct {
		n int
		t time.Time
	}
	all := make([]dated, n)
	for i := range all {
		all[i] = dated{i, g.posted(i)}
	}
	slices.SortFunc(all, func(a, b dated) int {
		if c := a.t.Compare(b.t); c != 0 {
			return c
		}
		return a.n - b.n
	})
	out := make([]int, n)
	for i, d := range all {
		out[i] = d.n
	}
	return out
}

// place sets the location fields and returns the pay factor of the place.
func (g *generator) place(r *rand.Rand, j *model.Job, company int) float64 {
	u := r.IntN(100)
	if u < 30 {
		label := remoteLabels[r.IntN(len(remoteLabels))]
		p := normalize.ParseLocation(label)
		j.Location, j.Locations = label, []string{label}
		j.City, j.Region, j.Country, j.Remote, j.Workplace = p.City, p.Region, p.Country, true, model.WorkplaceRemote
		return 1.05
	}
	// Most on-site postings are at the company's home city.
	ci := pick(rand.New(rand.NewPCG(g.seed, uint64(company)<<32)), len(cities), func(i int) int { return cities[i].weight })
	if r.IntN(3) == 0 {
		ci = pick(r, len(cities), func(i int) int { return cities[i].weight })
	}
	c := cities[ci]
	j.City, j.Region, j.Country = c.city, c.region, c.cc
	j.Location = c.city + ", " + firstNonEmpty(c.region, c.cc)
	if c.cc != "US" && c.region != "" {
		j.Location += ", " + c.cc
	}
	j.Locations = []string{j.Location}
	j.Workplace = model.WorkplaceOnSite
	if u < 40 {
		j.Workplace = model.WorkplaceHybrid
	}
	j.SalaryCurrency = c.currency
	return c.salaryFactor
}

// salary sets a range around midUSD for 55% of jobs, in the place's currency.
func (g *generator) salary(r *rand.Rand, j *model.Job, midUSD float64) {
	if r.IntN(100) >= 55 {
		j.SalaryCurrency = ""
		return
	}
	cur := firstNonEmpty(j.SalaryCurrency, "USD")
	mid := midUSD * localPay[cur] * (0.85 + 0.3*r.Float64())
	s := normalize.Salary{Currency: cur, Period: "year",
		Min: math.Round(mid*0.87/1000) * 1000, Max: math.Round(mid*1.13/1000) * 1000}
	if j.JobType == model.JobTypeContract || j.JobType == model.JobTypePartTime {
		s.Period, s.Min, s.Max = "hour", math.Round(mid/2080), math.Round(mid*1.2/2080)
	}
	lo, hi := s.Annual()
	j.Salary, j.SalaryMin, j.SalaryMax = s.Text(), &lo, &hi
	j.SalaryCurrency, j.SalaryPeriod = cur, s.Period
	j.Equity = r.IntN(3) == 0
	j.Bonus = r.IntN(4) == 0
}

// description writes 1,000-2,500 characters in the usual posting layout.
func description(r *rand.Rand, company, industry, title, dept string, skills []string) string {
	var b strings.Builder
	fmt.Fprintf(&b, blurbs[r.IntN(len(blurbs))], company, industry)
	fmt.Fprintf(&b, " As a %s on the %s team, you will work with %s every day.\n\nWhat you will do\n\n",
		title, dept, strings.Join(skills, ", "))
	for _, i := range r.Perm(len(duties))[:3+r.IntN(3)] {
		b.WriteString("- ")
		fmt.Fprintf(&b, duties[i], skills[r.IntN(len(skills))])
		b.WriteString("\n")
	}
	b.WriteString("\nWhat you bring\n\n")
	for _, i := range r.Perm(len(requirements))[:3+r.IntN(3)] {
		b.WriteString("- ")
		switch strings.Count(requirements[i], "%") {
		case 2:
			fmt.Fprintf(&b, requirements[i], skills[r.IntN(len(skills))], skills[r.IntN(len(skills))])
		case 1:
			if strings.Contains(requirements[i], "%d") {
				fmt.Fprintf(&b, requirements[i], 1+r.IntN(9))
			} else {
				fmt.Fprintf(&b, requirements[i], skills[r.IntN(len(skills))])
			}
		default:
			b.WriteString(requirements[i])
		}
		b.WriteString("\n")
	}
	b.WriteString("\nBenefits\n\n")
	for _, i := range r.Perm(len(benefits))[:2+r.IntN(3)] {
		b.WriteString("- " + benefits[i] + "\n")
	}
	return strings.TrimSpace(b.String())
}

// pick returns an index in [0, n) drawn with the given weights.
func pick(r *rand.Rand, n int, weight func(int) int) int {
	total := 0
	for i := range n {
		total += weight(i)
	}
	x := r.IntN(total)
	for i := range n {
		if x -= weight(i); x < 0 {
			return i
		}
	}
	return n - 1
}

func pickSkills(r *rand.Rand, from []string, n int) []string {
	out := make([]string, 0, n)
	for _, i := range r.Perm(len(from))[:min(n, len(from))] {
		out = append(out, from[i])
	}
	return out
}

func joinWords(ws ...string) string {
	var out []string
	for _, w := range ws {
		if w != "" {
			out = append(out, w)
		}
	}
	return strings.Join(out, " ")
}

func firstNonEmpty(vs ...string) string {
	for _, v := range vs {
		if v != "" {
			return v
		}
	}
	return ""
}

func slug(s string) string {
	return strings.ReplaceAll(strings.ToLower(s), " ", "-")
}
