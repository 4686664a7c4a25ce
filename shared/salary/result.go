package salary

// Result is the salary benchmark plus its provenance. The first eleven
// fields are the spec's, with the spec's names and types; everything after them
// says where each figure comes from.
type Result struct {
	// JobTitle echoes the title asked about.
	JobTitle string `json:"job_title"`
	// MedianSalary, SalaryLow and SalaryHigh are annual USD at the percentiles
	// Experience names (p50, p25 and p75 when no level applies).
	MedianSalary float64 `json:"median_salary"`
	SalaryLow    float64 `json:"salary_low"`
	SalaryHigh   float64 `json:"salary_high"`
	// BonusMedian is a percent of base pay (BonusMedianUnit); FieldSources.Bonus
	// says whether it is the postings' median or the ECEC supplemental-pay share
	// of the group.
	BonusMedian     float64 `json:"bonus_median"`
	BonusMedianUnit string  `json:"bonus_median_unit"`
	// BonusRange is "p25%–p75%" of posted bonus percents, or "not available".
	BonusRange string `json:"bonus_range"`
	// EquityCommon is true when at least a third of the postings used offer
	// equity; false with FieldSources.Equity "no_data" when there are no postings.
	EquityCommon bool `json:"equity_common"`
	// TotalCompensationMedian is base plus typical bonus: MedianSalary × (1 +
	// BonusMedian/100). Employer-paid benefits are not in it; they are
	// BenefitsValueMedian. Equity is never in it.
	TotalCompensationMedian float64 `json:"total_compensation_median"`
	// BenefitsValueMedian is the employer's cost of benefits for a worker paid
	// MedianSalary: MedianSalary × the group's ECEC benefits / wages ratio.
	BenefitsValueMedian float64  `json:"benefits_value_median"`
	BenefitsHighlights  []string `json:"benefits_highlights"`
	// DataSamples counts the real observations behind the figures: the job
	// postings blended in when there are enough, otherwise the OEWS employment
	// estimate of the table the figures come from (state, area or national);
	// FieldSources.DataSamples says which.
	DataSamples int64 `json:"data_samples"`
	// LastUpdated is the reference period of the wage figures as an ISO 8601 UTC
	// timestamp: the first day of the OEWS reference month ("2025-05-01T00:00:00Z").
	LastUpdated string `json:"last_updated"`

	Currency string `json:"currency"`
	// PayPeriod is "annual" (USD a year) or "hour" (USD an hour, for occupations
	// BLS publishes hourly only, or when asked): the money figures are in it.
	PayPeriod string `json:"pay_period"`
	// Occupation is the occupation the title matched.
	Occupation OccupationInfo `json:"occupation"`
	Match      *TitleMatch    `json:"match"`
	Experience ExperienceInfo `json:"experience"`
	Location   LocationInfo   `json:"location"`
	Industry   IndustryInfo   `json:"industry"`
	// Percentiles are the location-adjusted p10–p90 of the occupation the figures
	// come from (Experience.Occupation).
	Percentiles Percentiles `json:"percentiles"`
	// EstimatedEmployment is the OEWS national employment estimate of the matched
	// occupation, with its relative standard error in percent.
	EstimatedEmployment    int64         `json:"estimated_employment"`
	EstimatedEmploymentRSE float64       `json:"estimated_employment_rse_pct"`
	MedianHistory          []MedianPoint `json:"median_history"`
	Postings               PostingsInfo  `json:"postings"`
	FieldSources           FieldSources  `json:"field_sources"`
	// Adjustments lists, in order, every transformation applied to the national
	// figures.
	Adjustments []string    `json:"adjustments"`
	Sources     []SourceRef `json:"sources"`
	Notes       []string    `json:"notes"`
}

// OccupationInfo is the matched OEWS occupation and its groups.
type OccupationInfo struct {
	Code  string `json:"code"`
	Title string `json:"title"`
	// MajorGroup is the SOC major group ("Computer and Mathematical Occupations").
	MajorGroup string `json:"major_group"`
	// BenefitsGroup is the ECEC occupational series used for bonus, total
	// compensation and benefits figures.
	BenefitsGroup string `json:"benefits_group"`
	// WageVintage is the OEWS reference period of its figures ("2025-05").
	WageVintage string `json:"wage_vintage"`
}

// ExperienceInfo says how the experience level positioned the figures.
type ExperienceInfo struct {
	// Level is the level applied, "" when none was asked for or implied.
	Level string `json:"level"`
	// Source is "query", "title" (implied by seniority words) or "none".
	Source string `json:"source"`
	// Occupation is where the figures come from: the matched occupation, or the
	// management occupation / Chief Executives for director, vp and executive.
	Occupation       OccupationRef `json:"occupation"`
	LowPercentile    float64       `json:"low_percentile"`
	MedianPercentile float64       `json:"median_percentile"`
	HighPercentile   float64       `json:"high_percentile"`
	// Floored is true when a figure was raised to the level below's, keeping
	// the ladder monotonic.
	Floored bool `json:"floored"`
}

// LocationInfo says how the location was read and adjusted for.
type LocationInfo struct {
	Input string `json:"input"`
	// Resolution is national, remote, area or state.
	Resolution string `json:"resolution"`
	AreaCode   string `json:"area_code,omitempty"`
	AreaName   string `json:"area_name,omitempty"`
	State      string `json:"state,omitempty"`
	// Adjustment is none, prevailing_wage_area or state_price_parity.
	Adjustment string `json:"adjustment"`
	// Factor is the adjusted median over the national median of the same
	// occupation and percentile.
	Factor float64 `json:"factor"`
	// Flag is "national_fallback" when a US location was asked for but no table
	// covers it for this occupation.
	Flag string `json:"flag,omitempty"`
	// Coverage is always "US": the figures never describe another country.
	Coverage string `json:"coverage"`
}

// IndustryInfo says whether the industry filter could be applied.
type IndustryInfo struct {
	Input   string `json:"input"`
	Applied bool   `json:"applied"`
	Reason  string `json:"reason,omitempty"`
}

// Percentiles are annual USD wages at p10, p25, p50, p75 and p90.
type Percentiles struct {
	P10 float64 `json:"p10"`
	P25 float64 `json:"p25"`
	P50 float64 `json:"p50"`
	P75 float64 `json:"p75"`
	P90 float64 `json:"p90"`
}

// MedianPoint is one OEWS vintage's national median of the matched occupation.
type MedianPoint struct {
	Vintage string  `json:"vintage"`
	Median  float64 `json:"median"`
	// TopCoded marks a median published only as "$239,200 or more".
	TopCoded bool `json:"top_coded,omitempty"`
}

// PostingsInfo reports the job postings considered and how they were used.
type PostingsInfo struct {
	Considered  int     `json:"considered"`
	Used        int     `json:"used"`
	MinRequired int     `json:"min_required"`
	Blended     bool    `json:"blended"`
	Weight      float64 `json:"weight"`
	// MedianAnnual is the median midpoint of the postings' ranges, 0 if none.
	MedianAnnual float64 `json:"median_annual"`
	Reason       string  `json:"reason,omitempty"`
}

// FieldSources labels the origin of each group of figures.
type FieldSources struct {
	Salary            FieldSource `json:"salary"`
	Bonus             FieldSource `json:"bonus"`
	Equity            FieldSource `json:"equity"`
	TotalCompensation FieldSource `json:"total_compensation"`
	Benefits          FieldSource `json:"benefits"`
	DataSamples       FieldSource `json:"data_samples"`
}

// FieldSource names the sources (IDs in Result.Sources, or "no_data") and how a
// figure was derived.
type FieldSource struct {
	Sources []string `json:"sources"`
	Detail  string   `json:"detail"`
}

// NoData is the FieldSource source of a figure no data backs; the figure then
// holds a documented placeholder (0, false or "not available").
const NoData = "no_data"

// BonusRangeUnavailable is BonusRange when no postings state bonus percents.
const BonusRangeUnavailable = "not available"

// SourceRef is a publication behind a response.
type SourceRef struct {
	ID          string `json:"id"`
	Name        string `json:"name"`
	Publisher   string `json:"publisher"`
	Vintage     string `json:"vintage"`
	URL         string `json:"url"`
	License     string `json:"license"`
	Attribution string `json:"attribution,omitempty"`
}
