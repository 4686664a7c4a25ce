package jobindex

import (
	"testing"

	"github.com/careerkit/careerkit/shared/model"
)

// benchJob is a posting as the boards send them: a role, lists, benefits and
// the legal notices most postings end with.
var benchJob = model.Job{
	Title: "Senior Full Stack Engineer (Go / React)", Company: "Acme Robotics", Department: "Platform",
	DescriptionText: `About Acme
Acme builds the software that runs warehouse robots for 400 customers in 12 countries.

About the role
We are looking for a Senior Full Stack Engineer to join our Platform team. You will design, build and
operate the services that power our robotics fleet: high-throughput APIs in Go, event pipelines on
Kafka and Postgres, and the React tooling our operators use every day.

What you'll do
- Own services end-to-end: design, implementation, code review, deployment and on-call.
- Build and scale gRPC/REST APIs serving 50k requests per second at p99 under 20 ms.
- Improve our CI/CD pipelines (GitHub Actions, Argo CD) and our Kubernetes platform on AWS.
- Mentor engineers, write design docs and raise the bar for quality and observability.

What we're looking for
- 5+ years building production systems; strong Go (or Rust, Java, C++) and TypeScript experience.
- Deep knowledge of Postgres, Redis and message queues; comfortable with SQL tuning.
- Experience with Kubernetes, Terraform, Prometheus/Grafana and distributed tracing.
- A B.S. in Computer Science or equivalent practical experience.

Benefits
- Medical, dental and vision insurance for you and your dependents
- 401(k) with a 4% match, and 20 days of paid time off
- A $1,500 yearly learning budget

Acme is an equal opportunity employer. All qualified applicants will receive consideration for
employment without regard to race, color, religion, sex, sexual orientation, gender identity,
national origin, disability, or protected veteran status.
We provide reasonable accommodation to applicants with disabilities; contact us to request one.
Please read our Applicant Privacy Notice before you apply.
#LI-Remote`,
}

func BenchmarkDocuments(b *testing.B) {
	b.SetBytes(int64(len(benchJob.DescriptionText)))
	for b.Loop() {
		Documents(&benchJob, false)
	}
}

func BenchmarkFacets(b *testing.B) {
	for b.Loop() {
		Facets(&benchJob)
	}
}
