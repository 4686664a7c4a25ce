package salary

// Experience levels accepted in Query.ExperienceLevel, lowest first.
const (
	LevelEntry     = "entry"
	LevelMid       = "mid"
	LevelSenior    = "senior"
	LevelLead      = "lead"
	LevelDirector  = "director"
	LevelVP        = "vp"
	LevelExecutive = "executive"
)

// ExperienceLevels lists the valid experience_level values, lowest first.
var ExperienceLevels = []string{LevelEntry, LevelMid, LevelSenior, LevelLead, LevelDirector, LevelVP, LevelExecutive}

// band is a position in a wage distribution: the percentiles reported as
// salary_low, median_salary and salary_high.
type band struct{ low, median, high float64 }

// ladderStep says which occupation a level's figures come from.
type ladderStep int

const (
	onOccupation      ladderStep = iota // the matched occupation
	onManager                           // its management occupation (curated ladder)
	onChiefExecutives                   // 11-1011 Chief Executives
)

type levelSpec struct {
	band band
	on   ladderStep
}

// defaultBand is used when no experience level is asked for or implied: the
// interquartile range around the median.
var defaultBand = band{25, 50, 75}

// levelSpecs is the documented, monotonic mapping of experience levels to
// percentile positions. The medians follow the DOL prevailing-wage levels
// (Level I ≈ p17, II ≈ p34, III ≈ p50, IV ≈ p67) extended to p90; salary_low
// and salary_high span the part of the distribution where people at that level
// are found (entry p10–p34, mid p25–p59, senior p50–p90, lead p67–p90), never a
// band narrower than the data supports. The higher levels move to management
// occupations instead of extrapolating past p90.
var levelSpecs = map[string]levelSpec{
	LevelEntry:     {band{10, 21, 34}, onOccupation},
	LevelMid:       {band{25, 42, 59}, onOccupation},
	LevelSenior:    {band{50, 71, 90}, onOccupation},
	LevelLead:      {band{67, 82.5, 90}, onOccupation},
	LevelDirector:  {band{50, 75, 90}, onManager},
	LevelVP:        {band{50, 62.5, 75}, onChiefExecutives},
	LevelExecutive: {band{75, 82.5, 90}, onChiefExecutives},
}

// selfDirectorBand is the director band when the occupation is itself a
// management occupation: its own top decile range, the same as lead.
var selfDirectorBand = band{75, 82.5, 90}

// levelRank orders levels; "" and unknown levels rank lowest.
func levelRank(l string) int {
	for i, v := range ExperienceLevels {
		if v == l {
			return i + 1
		}
	}
	return 0
}

// higherLevel returns the more senior of two levels.
func higherLevel(a, b string) string {
	if levelRank(b) > levelRank(a) {
		return b
	}
	return a
}
