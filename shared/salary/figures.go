package salary

// figures are the survey-based salary figures for one occupation, level and
// location.
type figures struct {
	low, median, high float64
	band              band
	curve             *curve // the distribution the figures were read from
	floored           bool   // raised to the level below's figures
}

// curveCache memoises the (at most three) curves one request needs.
type curveCache struct {
	d     *Dataset
	loc   *resolvedLocation
	cache map[int32]*curve
}

func (cc *curveCache) get(oi int32) *curve {
	if c, ok := cc.cache[oi]; ok {
		return c
	}
	c := cc.d.curveFor(oi, cc.loc)
	cc.cache[oi] = c
	return c
}

// levelFigures returns the figures for occupation oi at the experience level.
//
// The levels form a ladder: every level is computed from entry upwards and
// each figure is floored at the same figure of the level below, so the result
// never decreases with seniority even where a management occupation pays less
// than the top of the occupation it manages (physicians and health-services
// managers, for example).
func (d *Dataset) levelFigures(oi int32, level string, loc *resolvedLocation) figures {
	cc := &curveCache{d: d, loc: loc, cache: map[int32]*curve{}}
	if level == "" {
		return readFigures(cc.get(oi), defaultBand)
	}
	var prev figures
	for i, l := range ExperienceLevels {
		f := d.rawLevelFigures(cc, oi, l)
		if i > 0 {
			if f.low < prev.low || f.median < prev.median || f.high < prev.high {
				f.floored = true
			}
			f.low, f.median, f.high = max(f.low, prev.low), max(f.median, prev.median), max(f.high, prev.high)
		}
		if l == level {
			return f
		}
		prev = f
	}
	return readFigures(cc.get(oi), defaultBand)
}

func (d *Dataset) rawLevelFigures(cc *curveCache, oi int32, level string) figures {
	spec := levelSpecs[level]
	target, b := oi, spec.band
	switch spec.on {
	case onManager:
		target = d.occupations[oi].manager
		if target == oi {
			b = selfDirectorBand
		}
	case onChiefExecutives:
		target = d.ceo
	}
	return readFigures(cc.get(target), b)
}

func readFigures(c *curve, b band) figures {
	return figures{
		low:    roundWage(c.at(b.low)),
		median: roundWage(c.at(b.median)),
		high:   roundWage(c.at(b.high)),
		band:   b,
		curve:  c,
	}
}
