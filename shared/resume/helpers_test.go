package resume

import (
	"github.com/careerkit/careerkit/shared/model"
)

// sampleResume is a realistic one-page resume used across the tests.
func sampleResume() model.Resume {
	return model.Resume{
		UserName:   "Jane Doe",
		Email:      "jane.doe@example.com",
		Phone:      "+1 (555) 010-0199",
		TargetRole: "Senior Backend Engineer",
		Location:   "Austin, TX",
		Links:      []string{"github.com/janedoe", "linkedin.com/in/janedoe"},
		Summary:    "Backend engineer with 8 years building payment and data platforms in Go and PostgreSQL.",
		Experience: []model.Experience{
			{
				Company: "Acme Payments", Title: "Senior Software Engineer", Location: "Remote (US)", StartDate: "2021-03", EndDate: "Present",
				Bullets: []string{
					"Cut p99 checkout latency from 900 ms to 220 ms by moving fraud scoring off the request path.",
					"Led a team of 5 engineers migrating 40 services from REST to gRPC with zero downtime.",
					"Designed the idempotency layer that now guards 12M payments a day.",
				},
			},
			{
				Company: "DataWorks", Title: "Software Engineer", StartDate: "2017-06", EndDate: "2021-02",
				Bullets: []string{
					"Built a Kafka ingestion pipeline processing 2 TB a day.",
					"Wrote the PostgreSQL partitioning scheme that halved storage costs.",
				},
			},
		},
		Education: []model.Education{
			{School: "University of Texas at Austin", Degree: "B.S.", Field: "Computer Science", Year: "2017"},
		},
		Skills: []string{"Go", "PostgreSQL", "Kafka", "gRPC", "Kubernetes", "Redis"},
	}
}
