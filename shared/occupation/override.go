package occupation

// Override is a curated reading of a modern title that O*NET's and the SOC's
// title files place oddly or not at all. Every service reads these titles the
// same way: salary-research takes the alternatives and their shares from
// here too.
type Override struct {
	// Titles are lower-case words, seniority words removed.
	Titles []string
	// Codes are O*NET-SOC codes with their share of the evidence, most likely
	// first.
	Codes []WeightedCode
	// Reason says why, in words a person can check.
	Reason string
	// Level is the experience level the title itself names (Staff, Principal).
	Level string
}

// WeightedCode is one occupation an override allows, with its share.
type WeightedCode struct {
	Code       string
	Confidence float64
}

// Overrides are the curated readings. Shares are judgement, documented in
// Reason, and always leave room for the alternatives.
var Overrides = []Override{
	{[]string{"product manager", "product owner", "product lead"},
		[]WeightedCode{{"11-2021.00", 0.55}, {"11-3021.00", 0.30}, {"11-9199.00", 0.15}},
		"the SOC has no product-management occupation; BLS codes product managers by function: market-facing ones as Marketing Managers (11-2021), technology ones as Computer and Information Systems Managers (11-3021), the rest as Managers, All Other", ""},
	{[]string{"technical product manager", "technical program manager", "software product manager"},
		[]WeightedCode{{"11-3021.00", 0.60}, {"11-2021.00", 0.40}},
		"technical product and program managers run technology products, which BLS codes as Computer and Information Systems Managers (11-3021); market-facing product roles are Marketing Managers (11-2021)", ""},
	{[]string{"staff engineer", "principal engineer", "staff software engineer", "principal software engineer", "distinguished engineer"},
		[]WeightedCode{{"15-1252.00", 0.75}, {"17-2199.00", 0.25}},
		"in job postings Staff and Principal are the senior individual-contributor ranks of software engineering: Software Developers at the lead level (p67–p90), not a management occupation; other engineering disciplines (Engineers, All Other) are the alternative, and naming the discipline pins it down",
		"lead"},
	{[]string{"site reliability engineer", "sre", "reliability engineer"},
		[]WeightedCode{{"15-1252.00", 0.60}, {"15-1244.00", 0.40}},
		"site reliability engineers write software to run production systems: BLS codes them as Software Developers (15-1252) or, for operations-heavy roles, Network and Computer Systems Administrators (15-1244)", ""},
	{[]string{"devops engineer", "platform engineer", "infrastructure engineer", "cloud engineer"},
		[]WeightedCode{{"15-1252.00", 0.55}, {"15-1244.00", 0.45}},
		"DevOps, platform and cloud engineers split between building software (Software Developers, 15-1252) and running systems (Network and Computer Systems Administrators, 15-1244)", ""},
	{[]string{"data engineer", "analytics engineer", "big data engineer"},
		[]WeightedCode{{"15-1243.00", 0.50}, {"15-1252.00", 0.35}, {"15-2051.00", 0.15}},
		"the SOC has no data-engineering occupation; O*NET files data engineers under Database Architects (15-1243), and many are paid as Software Developers (15-1252)", ""},
	{[]string{"machine learning engineer", "ml engineer", "ai engineer", "applied scientist"},
		[]WeightedCode{{"15-2051.00", 0.45}, {"15-1252.00", 0.35}, {"15-1221.00", 0.20}},
		"machine-learning engineers are coded as Data Scientists (15-2051) by O*NET, while many postings pay them as Software Developers (15-1252) or Computer and Information Research Scientists (15-1221)", ""},
	{[]string{"solutions architect", "solution architect", "cloud architect", "enterprise architect"},
		[]WeightedCode{{"15-1299.08", 0.50}, {"41-9031.00", 0.30}, {"15-1211.00", 0.20}},
		"O*NET's Computer Systems Engineers/Architects are published by OEWS as Computer Occupations, All Other (15-1299); pre-sales solutions architects are Sales Engineers (41-9031)", ""},
	{[]string{"customer success manager", "customer success lead", "client success manager", "account manager"},
		[]WeightedCode{{"41-3091.00", 0.50}, {"11-2022.00", 0.30}, {"43-1011.00", 0.20}},
		"customer success and account managers keep and grow existing customers' business, which BLS codes with Sales Representatives of Services (41-3091), or Sales Managers (11-2022) when they lead a team; the title files' office-supervisor reading (43-1011) is the least likely", ""},
	{[]string{"recruiter", "technical recruiter", "talent acquisition specialist", "talent acquisition partner", "sourcer"},
		[]WeightedCode{{"13-1071.00", 0.90}, {"11-3121.00", 0.10}},
		"recruiters are Human Resources Specialists (13-1071); heads of talent acquisition are Human Resources Managers (11-3121)", ""},
	{[]string{"ux designer", "user experience designer", "product designer", "ui designer", "ux ui designer", "interaction designer"},
		[]WeightedCode{{"15-1255.00", 0.70}, {"27-1021.00", 0.30}},
		"UX and digital product designers are Web and Digital Interface Designers (15-1255) since SOC 2018; 'product designer' also names industrial design of physical products (27-1021)", ""},
	{[]string{"demand generation manager", "demand generation lead", "demand gen manager", "growth marketing manager"},
		[]WeightedCode{{"11-2021.00", 0.80}, {"13-1161.00", 0.20}},
		"demand generation is business-to-business marketing: BLS codes its managers as Marketing Managers (11-2021) and its specialists as Market Research Analysts and Marketing Specialists (13-1161); O*NET lists the title only under Hydroelectric Production Managers, where demand is for electricity", ""},
	{[]string{"engineering manager", "software engineering manager", "head of engineering", "director of engineering"},
		[]WeightedCode{{"11-3021.00", 0.60}, {"11-9041.00", 0.40}},
		"most engineering managers in job postings lead software teams, which BLS codes as Computer and Information Systems Managers (11-3021); managers of architectural and physical engineering are 11-9041", ""},
}

var overrideByTitle = func() map[string]*Override {
	m := map[string]*Override{}
	for i := range Overrides {
		for _, t := range Overrides[i].Titles {
			m[t] = &Overrides[i]
		}
	}
	return m
}()

// OverrideFor returns the curated reading of title (lower-case words,
// seniority words removed), or nil.
func OverrideFor(words string) *Override { return overrideByTitle[words] }
