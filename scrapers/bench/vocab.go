package main

// The vocabulary of the synthetic corpus. Weights are relative; they make
// "engineer" very common (about a third of titles), most roles uncommon and a few
// skills rare, as on real boards.

// role is a job family: title nouns, a department and the words its postings use.
type role struct {
	weight int
	titles []string
	dept   string
	skills []string
	// specs are optional specialisations put before the title ("Backend").
	specs []string
	// salary is the mid-career annual USD midpoint.
	salary float64
}

var roles = []role{
	{300, []string{"Software Engineer", "Software Developer", "Engineer"}, "Engineering",
		[]string{"go", "python", "java", "typescript", "kubernetes", "postgresql", "aws", "terraform", "react", "grpc", "kafka", "redis", "docker", "microservices", "rust", "scala", "graphql", "linux"},
		[]string{"Backend", "Frontend", "Full Stack", "Platform", "Infrastructure", "Mobile", "iOS", "Android", "Embedded", "Security", "Data", "Machine Learning", "Site Reliability", "DevOps", "Distributed Systems", "Payments", "Search"}, 155000},
	{40, []string{"Data Scientist", "Data Analyst", "Analytics Engineer"}, "Data",
		[]string{"python", "sql", "statistics", "experimentation", "pandas", "dbt", "tableau", "looker", "causal inference", "forecasting", "spark"}, nil, 140000},
	{30, []string{"Machine Learning Engineer", "Research Scientist", "Applied Scientist"}, "Research",
		[]string{"pytorch", "tensorflow", "llm", "transformers", "reinforcement learning", "computer vision", "nlp", "cuda", "evaluation", "distributed training"}, nil, 185000},
	{45, []string{"Product Manager", "Product Owner", "Technical Program Manager"}, "Product",
		[]string{"roadmap", "discovery", "stakeholders", "analytics", "user research", "prioritisation", "agile", "okrs"}, []string{"Growth", "Platform", "Payments", "Enterprise"}, 150000},
	{30, []string{"Product Designer", "UX Designer", "UX Researcher", "Brand Designer"}, "Design",
		[]string{"figma", "prototyping", "design systems", "usability testing", "accessibility", "interaction design", "illustration"}, nil, 125000},
	{60, []string{"Account Executive", "Sales Development Representative", "Account Manager", "Sales Engineer"}, "Sales",
		[]string{"salesforce", "pipeline", "quota", "prospecting", "negotiation", "saas", "enterprise sales", "hubspot", "outbound"}, []string{"Enterprise", "Mid-Market", "SMB", "Strategic"}, 110000},
	{35, []string{"Customer Success Manager", "Support Specialist", "Technical Support Engineer", "Customer Support Analyst"}, "Customer Success",
		[]string{"zendesk", "onboarding", "renewals", "escalations", "customer empathy", "troubleshooting", "jira", "sla"}, nil, 80000},
	{25, []string{"Marketing Manager", "Content Marketing Manager", "Growth Marketer", "SEO Specialist"}, "Marketing",
		[]string{"seo", "content strategy", "paid acquisition", "lifecycle", "brand", "copywriting", "google analytics", "campaigns"}, nil, 105000},
	{40, []string{"Registered Nurse", "Nurse Practitioner", "Medical Assistant", "Phlebotomist", "Clinical Coordinator"}, "Clinical",
		[]string{"patient care", "ehr", "epic", "phlebotomy", "triage", "bls certification", "telemetry", "care coordination", "hipaa"}, []string{"ICU", "Emergency", "Pediatric", "Oncology"}, 95000},
	{25, []string{"Accountant", "Financial Analyst", "Controller", "Payroll Specialist"}, "Finance",
		[]string{"gaap", "excel", "netsuite", "forecasting", "month-end close", "audit", "fp&a", "reconciliation"}, nil, 100000},
	{20, []string{"Recruiter", "Talent Partner", "People Operations Manager", "HR Business Partner"}, "People",
		[]string{"sourcing", "greenhouse", "interviewing", "employer brand", "compensation", "benefits", "onboarding"}, []string{"Technical", "Executive"}, 95000},
	{20, []string{"Operations Manager", "Business Operations Analyst", "Supply Chain Analyst", "Logistics Coordinator"}, "Operations",
		[]string{"process improvement", "sql", "vendor management", "forecasting", "lean", "inventory", "sap"}, nil, 90000},
	{12, []string{"Counsel", "Paralegal", "Compliance Analyst"}, "Legal",
		[]string{"contracts", "privacy", "gdpr", "regulatory", "litigation", "kyc", "aml"}, nil, 130000},
	{15, []string{"Warehouse Associate", "Delivery Driver", "Store Manager", "Barista"}, "Retail",
		[]string{"inventory", "forklift", "customer service", "scheduling", "food safety", "point of sale"}, nil, 42000},
	{8, []string{"Mechanical Engineer", "Electrical Engineer", "Civil Engineer", "Hardware Engineer"}, "Hardware",
		[]string{"cad", "solidworks", "pcb design", "matlab", "fea", "autocad", "firmware", "verilog"}, nil, 120000},
}

// rareSkills appear in about one posting in a thousand each: the rare words of the
// query mix.
var rareSkills = []string{"haskell", "cobol", "fortran", "erlang", "ocaml", "elixir", "clojure", "prolog", "lisp", "zig"}

var seniorities = []struct {
	weight int
	word   string
	factor float64
}{
	{30, "", 1.0}, {25, "Senior", 1.25}, {10, "Junior", 0.75}, {8, "Staff", 1.5}, {5, "Principal", 1.7},
	{8, "Lead", 1.35}, {4, "Associate", 0.8}, {3, "Head of", 1.8}, {4, "II", 1.05}, {3, "III", 1.15},
}

// cities are the on-site places, weighted roughly by job market size.
var cities = []struct {
	weight              int
	city, region, cc    string
	currency            string
	salaryFactor, usPay float64
}{
	{60, "San Francisco", "CA", "US", "USD", 1.25, 1}, {55, "New York", "NY", "US", "USD", 1.2, 1},
	{30, "Seattle", "WA", "US", "USD", 1.18, 1}, {25, "Austin", "TX", "US", "USD", 1.0, 1},
	{25, "Boston", "MA", "US", "USD", 1.1, 1}, {22, "Los Angeles", "CA", "US", "USD", 1.1, 1},
	{20, "Chicago", "IL", "US", "USD", 1.0, 1}, {18, "Denver", "CO", "US", "USD", 0.98, 1},
	{15, "Atlanta", "GA", "US", "USD", 0.95, 1}, {14, "Washington", "DC", "US", "USD", 1.05, 1},
	{12, "San Diego", "CA", "US", "USD", 1.05, 1}, {12, "San Jose", "CA", "US", "USD", 1.25, 1},
	{12, "Miami", "FL", "US", "USD", 0.95, 1}, {10, "Dallas", "TX", "US", "USD", 0.97, 1},
	{10, "Houston", "TX", "US", "USD", 0.95, 1}, {9, "Philadelphia", "PA", "US", "USD", 0.97, 1},
	{9, "Portland", "OR", "US", "USD", 0.98, 1}, {8, "Phoenix", "AZ", "US", "USD", 0.92, 1},
	{8, "Minneapolis", "MN", "US", "USD", 0.95, 1}, {7, "Salt Lake City", "UT", "US", "USD", 0.9, 1},
	{7, "Nashville", "TN", "US", "USD", 0.9, 1}, {6, "Raleigh", "NC", "US", "USD", 0.92, 1},
	{6, "Pittsburgh", "PA", "US", "USD", 0.9, 1}, {5, "Columbus", "OH", "US", "USD", 0.88, 1},
	{5, "Detroit", "MI", "US", "USD", 0.88, 1}, {5, "Boise", "ID", "US", "USD", 0.85, 1},
	{4, "Madison", "WI", "US", "USD", 0.86, 1}, {4, "Omaha", "NE", "US", "USD", 0.84, 1},
	{3, "Anchorage", "AK", "US", "USD", 0.9, 1}, {3, "Burlington", "VT", "US", "USD", 0.85, 1},
	{10, "Toronto", "ON", "CA", "CAD", 1.0, 0.73}, {6, "Vancouver", "BC", "CA", "CAD", 1.0, 0.73},
	{20, "London", "", "GB", "GBP", 1.0, 1.27}, {12, "Berlin", "", "DE", "EUR", 1.0, 1.08},
	{6, "Munich", "", "DE", "EUR", 1.0, 1.08}, {8, "Amsterdam", "", "NL", "EUR", 1.0, 1.08},
	{7, "Paris", "", "FR", "EUR", 1.0, 1.08}, {6, "Dublin", "", "IE", "EUR", 1.0, 1.08},
	{5, "Madrid", "", "ES", "EUR", 1.0, 1.08}, {5, "Bangalore", "", "IN", "INR", 1.0, 0.012},
	{4, "Singapore", "", "SG", "SGD", 1.0, 0.75}, {4, "Sydney", "NSW", "AU", "AUD", 1.0, 0.66},
}

// localPay is what a posting in a currency pays relative to the USD midpoint.
var localPay = map[string]float64{"USD": 1, "CAD": 0.8, "GBP": 0.55, "EUR": 0.6, "INR": 0.25, "SGD": 0.85, "AUD": 0.95}

var remoteLabels = []string{"Remote", "Remote (US)", "Remote - US", "Remote (United States)", "Anywhere", "Remote - EMEA", "Remote, Canada"}

var (
	companyHeads = []string{"Acme", "Nimbus", "Vertex", "Lumen", "Quanta", "Harbor", "Pioneer", "Summit", "Cobalt", "Atlas",
		"Beacon", "Cinder", "Drift", "Ember", "Fable", "Granite", "Helix", "Indigo", "Juniper", "Kestrel", "Lattice",
		"Meridian", "Northwind", "Orbit", "Prism", "Quill", "Radiant", "Sable", "Tandem", "Umbra", "Vantage", "Willow",
		"Xylo", "Yonder", "Zephyr", "Blue Fern", "Red Oak", "Silver Pine", "Golden Gate", "Iron Peak"}
	companyTails = []string{"Labs", "Health", "Systems", "Analytics", "Robotics", "Bank", "Logistics", "Energy", "Foods",
		"Software", "Networks", "Bio", "Media", "Security", "Capital", "Motors", "Studios", "Cloud", "AI", "Commerce",
		"Insurance", "Retail", "Pharma", "Games", "Learning"}
	industries = map[string]string{"Labs": "technology", "Health": "healthcare", "Systems": "technology",
		"Analytics": "data", "Robotics": "hardware", "Bank": "financial services", "Logistics": "logistics",
		"Energy": "energy", "Foods": "food", "Software": "software", "Networks": "telecommunications",
		"Bio": "biotechnology", "Media": "media", "Security": "cybersecurity", "Capital": "financial services",
		"Motors": "automotive", "Studios": "entertainment", "Cloud": "cloud computing", "AI": "artificial intelligence",
		"Commerce": "e-commerce", "Insurance": "insurance", "Retail": "retail", "Pharma": "pharmaceuticals",
		"Games": "gaming", "Learning": "education"}
)

var (
	blurbs = []string{
		"%s builds %s products used by millions of people every day.",
		"At %s we are rethinking %s from first principles, and we are growing fast.",
		"%s is a profitable, employee-owned %s company with customers in forty countries.",
		"Founded in 2014, %s helps teams in %s move faster with less risk.",
		"%s is on a mission to make %s accessible, affordable and delightful.",
	}
	duties = []string{
		"Own %s end to end, from design through launch and iteration.",
		"Partner with product, design and operations to ship %s that customers love.",
		"Improve the reliability and performance of our %s stack.",
		"Mentor teammates and raise the bar for %s across the organisation.",
		"Turn ambiguous problems in %s into clear plans and measurable results.",
		"Work closely with customers to understand how they use %s.",
		"Write clear documentation and share what you learn about %s.",
	}
	requirements = []string{
		"%d+ years of experience in a similar role.",
		"Hands-on experience with %s and %s.",
		"Strong written and verbal communication skills.",
		"Comfort with ambiguity and a bias for action.",
		"Experience working with %s in a fast-paced environment.",
		"A track record of delivering results with %s.",
	}
	benefits = []string{
		"Competitive salary, equity and an annual bonus.",
		"Medical, dental and vision insurance for you and your dependants.",
		"Flexible hours and a generous paid time off policy.",
		"A learning budget and a home office stipend.",
		"Paid parental leave and a 401(k) match.",
	}
)
