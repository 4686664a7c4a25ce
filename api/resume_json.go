package api

import (
	"encoding/json"
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"

	"github.com/careerkit/careerkit/shared/apperr"
	"github.com/careerkit/careerkit/shared/jsonresume"
	"github.com/careerkit/careerkit/shared/model"
	"github.com/careerkit/careerkit/shared/resume"
)

// fromJSONResume replaces the request's resume fields with its json_resume,
// mapped exactly; a request may send one or the other. job_description and a
// top-level target_role still apply.
func (r *buildResumeRequest) fromJSONResume() error {
	if r.JSONResume == nil {
		return nil
	}
	given := r.Resume
	if given.UserName != "" || given.Email != "" || given.Phone != "" || given.Summary != "" || given.Location != "" ||
		len(given.Links) > 0 || len(given.Experience) > 0 || len(given.Education) > 0 || len(given.Skills) > 0 ||
		len(given.SkillGroups) > 0 || len(given.Projects) > 0 || len(given.Volunteer) > 0 || len(given.Certificates) > 0 ||
		len(given.Awards) > 0 || len(given.Languages) > 0 {
		return apperr.Invalid("json_resume", "send either json_resume or the resume fields (user_name, email, experience, …), not both; job_description, target_role, template, paper and tailor go with either")
	}
	m := r.JSONResume.ToModel()
	m.JobDescription = given.JobDescription
	if given.TargetRole != "" {
		m.TargetRole = given.TargetRole
	}
	r.Resume = m
	return nil
}

// jsonResumePaths renames the fields of a validation error to the JSON Resume
// paths the caller sent.
func jsonResumePaths(err error) error {
	ae, ok := apperr.As(err)
	if !ok {
		return err
	}
	if ae.Field != "" && ae.Field != "job_description" {
		old := ae.Field
		ae.Field = jsonresume.Paths(old)
		ae.Message = strings.Replace(ae.Message, old, ae.Field, 1)
	}
	if all, ok := ae.Details["errors"].([]map[string]string); ok {
		for _, e := range all {
			if e["field"] != "" && e["field"] != "job_description" {
				e["message"] = strings.Replace(e["message"], e["field"], jsonresume.Paths(e["field"]), 1)
				e["field"] = jsonresume.Paths(e["field"])
			}
		}
	}
	return ae
}

// getResumeJSON serves a built resume as JSON Resume v1.0.0 at the resume's
// capability URL with .json instead of .pdf.
func (s *Server) getResumeJSON(c *gin.Context, id string) {
	meta, err := resumeFiles{store: s.store, blobs: s.blobs}.meta(c.Request.Context(), id)
	if err != nil {
		_ = c.Error(err)
		return
	}
	var m model.Resume
	if err := json.Unmarshal(meta.Input, &m); err != nil {
		_ = c.Error(err)
		return
	}
	c.Header("Cache-Control", "private, max-age=3600")
	c.Header("X-Robots-Tag", "noindex, nofollow")
	c.JSON(http.StatusOK, jsonresume.FromModel(m))
}

// resumeIDOf returns the id of a resume file name with the given extension.
func resumeIDOf(name, ext string) (string, bool) {
	id, ok := strings.CutSuffix(name, ext)
	return id, ok && resume.ValidID(id)
}
