package main

type request struct {
	method, path string
	body         any
}

var resumeBody = map[string]any{
	"user_name": "Ada Lovelace", "email": "ada@example.com", "phone": "+44 20 7946 0000",
	"target_role": "Senior Backend Engineer",
	"job_description": "We are hiring a Senior Backend Engineer. Requirements: 5+ years with Go or Python, " +
		"PostgreSQL, Kubernetes, AWS, CI/CD and distributed systems. Nice to have: Kafka, Terraform, gRPC.",
	"experience": []any{
		map[string]any{"company": "Analytical Engines", "title": "Backend Engineer", "start_date": "2020-02", "end_date": "Present",
			"bullets": []any{"Built a Go payments service on Kubernetes handling 3,000 requests per second",
				"Cut PostgreSQL query latency by 40% with partial indexes", "Led the CI/CD migration to GitHub Actions for 12 services"}},
		map[string]any{"company": "Difference Labs", "title": "Software Engineer", "start_date": "2016-09", "end_date": "2020-01",
			"bullets": []any{"Wrote Python data pipelines on AWS processing 2 TB a day", "Mentored 4 junior engineers"}},
	},
	"education": []any{map[string]any{"school": "University of London", "degree": "BSc", "field": "Mathematics", "year": "2016"}},
	"skills":    []any{"Go", "Python", "PostgreSQL", "Kubernetes", "AWS", "Terraform"},
}

var scenarios = map[string][]request{
	"resume": {{"POST", "/v1/build-resume", resumeBody}},
	"salary": {
		{"GET", "/v1/salary-research?job_title=Registered+Nurse&location=Austin%2C+TX", nil},
		{"GET", "/v1/salary-research?job_title=Sr.+Backend+Engineer&experience_level=senior&location=San+Francisco%2C+CA", nil},
		{"GET", "/v1/salary-research?job_title=CPA&experience_level=mid", nil},
		{"GET", "/v1/salary-research?job_title=Staff+ML+Engineer&experience_level=lead&location=WA", nil},
		{"GET", "/v1/salary-research?job_title=Marketing+Manager&experience_level=director&location=New+York", nil},
	},
	"profile": {
		{"POST", "/v1/optimize-profile", map[string]any{"current_title": "Backend Engineer", "target_role": "Staff Engineer", "skills": []any{"Go", "Kubernetes", "PostgreSQL"}, "tone": "technical"}},
		{"POST", "/v1/optimize-profile", map[string]any{"current_title": "Registered Nurse", "target_role": "Nurse Manager", "skills": []any{"Patient care", "EHR"}, "tone": "approachable"}},
		{"POST", "/v1/optimize-profile", map[string]any{"current_title": "Account Executive", "skills": []any{"Salesforce", "Negotiation"}, "tone": "thought_leader"}},
	},
	"search": {
		{"GET", "/v1/search-jobs?query=engineer", nil},
		{"GET", "/v1/search-jobs?query=data+scientist&location=San+Francisco%2C+CA", nil},
		{"GET", "/v1/search-jobs?query=nurse&job_type=parttime", nil},
		{"GET", "/v1/search-jobs?query=golang&salary_min=120000&max_results=50", nil},
	},
}
