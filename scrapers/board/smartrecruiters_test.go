package board

import (
	"encoding/json"
	"net/http"
	"strconv"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/careerkit/careerkit/shared/model"
)

// serveSRPages answers the postings list with the slice of the fixture's content that
// offset and limit ask for, keeping its totalFound.
func serveSRPages(t *testing.T, body []byte) http.HandlerFunc {
	var page struct {
		TotalFound int               `json:"totalFound"`
		Content    []json.RawMessage `json:"content"`
	}
	require.NoError(t, json.Unmarshal(body, &page))
	return func(w http.ResponseWriter, r *http.Request) {
		offset, err1 := strconv.Atoi(r.URL.Query().Get("offset"))
		limit, err2 := strconv.Atoi(r.URL.Query().Get("limit"))
		if err1 != nil || err2 != nil {
			http.Error(w, "want offset and limit", http.StatusBadRequest)
			return
		}
		content := page.Content[min(offset, len(page.Content)):min(offset+limit, len(page.Content))]
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(map[string]any{
			"offset": offset, "limit": limit, "totalFound": page.TotalFound, "content": content,
		})
	}
}

func TestSmartRecruitersFetch(t *testing.T) {
	t.Parallel()
	for _, pageSize := range []int{100, 2} {
		t.Run("page size "+strconv.Itoa(pageSize), func(t *testing.T) {
			t.Parallel()
			list := readFixture(t, "smartrecruiters/postings_list__hirevue__candidatezero.json")
			detail := readFixture(t, "smartrecruiters/posting_detail__hirevue_desc-truncated__candidatezero.json")
			f := newFakeBoard(t)
			f.mux.Handle("GET /v1/companies/hirevue/postings", serveSRPages(t, list))
			// Only one detail was captured; the others answer 404 like a posting
			// closed between the list and its detail, and keep their list data.
			f.mux.Handle("GET /v1/companies/hirevue/postings/744000138728139", serveJSON(detail, nil))

			jobs := fetch(t, f, Source{Kind: KindSmartRecruiters, Token: "hirevue"}, WithPageSize(pageSize))
			require.Len(t, jobs, countItems(t, list, "content"))

			j := jobByID(t, jobs, "smartrecruiters-744000138728139")
			require.Equal(t, "Data Science Intern | Fully Remote US", j.Title)
			require.Equal(t, "HireVue Inc", j.Company)
			require.Equal(t, model.JobTypeInternship, j.JobType, "experience level internship beats part-time")
			require.True(t, j.Remote)
			require.Equal(t, "Sandy", j.City)
			require.Equal(t, "UT", j.Region)
			require.Equal(t, "US", j.Country)
			require.Equal(t, "Sandy, UT, United States | Fully Remote US", j.Location, "the title's remote place joins the location")
			require.Equal(t, "Data Science", j.Department)
			require.Equal(t, "Computer Software", j.Industry)
			require.Equal(t, "https://jobs.smartrecruiters.com/HireVue/744000138728139-data-science-intern-fully-remote-us?oga=true", j.ApplyURL)
			require.Equal(t, date("2026-07-20T20:54:18.136Z"), j.PostedAt)
			require.Contains(t, j.DescriptionHTML, "<h3>Job Description</h3>")
			require.Contains(t, j.DescriptionText, "As a Data Science Intern, you will support")

			j = jobByID(t, jobs, "smartrecruiters-744000136509359")
			require.Equal(t, "Warsaw, Poland | Fully Remote Poland and UK", j.Location)
			require.Equal(t, "Warsaw", j.City)
			require.Equal(t, "PL", j.Country)
			require.Equal(t, model.JobTypeFullTime, j.JobType)
			require.Empty(t, j.DescriptionText, "its detail was gone")

			if pageSize == 100 {
				checkGolden(t, "smartrecruiters/postings_list__hirevue__candidatezero", jobs)
			} else {
				require.Equal(t, 1, f.hitCount("/v1/companies/hirevue/postings?limit=2&offset=2"))
				require.Equal(t, 1, f.hitCount("/v1/companies/hirevue/postings?limit=2&offset=3"), "totalFound 5 asks for more; the empty page ends it")
			}
		})
	}
}

func TestSmartRecruitersDetailFailureFailsRun(t *testing.T) {
	t.Parallel()
	list := readFixture(t, "smartrecruiters/postings_list__hirevue__candidatezero.json")
	f := newFakeBoard(t)
	f.mux.Handle("GET /v1/companies/hirevue/postings", serveSRPages(t, list))
	f.mux.HandleFunc("GET /v1/companies/hirevue/postings/{id}", func(w http.ResponseWriter, _ *http.Request) {
		http.Error(w, "nope", http.StatusForbidden)
	})
	_, err := New(testHTTP()).Fetch(t.Context(), Source{Kind: KindSmartRecruiters, Token: "hirevue", BaseURL: f.srv.URL})
	require.ErrorIs(t, err, ErrStatus)
	var se *StatusError
	require.ErrorAs(t, err, &se)
	require.Equal(t, http.StatusForbidden, se.Code)
}
