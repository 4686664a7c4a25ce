package model

// ApplicationQuestion is one question of an application form as the applying
// worker read it, and how it was answered; needs_input lists the required ones
// it could not answer. The worker stores it and the API returns it as is.
type ApplicationQuestion struct {
	// ID is the key for answers.questions.
	ID       string   `json:"id"`
	Label    string   `json:"label"`
	Type     string   `json:"type"`
	Required bool     `json:"required"`
	Options  []string `json:"options,omitempty"`
	// Answer is what was filled in ("" when left blank); files show their name.
	Answer string `json:"answer,omitempty"`
	// AnsweredFrom names the source: resume, user_email, answers.<field>,
	// answers.questions, decline_option (demographic questions), cover_letter,
	// site_default.
	AnsweredFrom string `json:"answered_from,omitempty"`
	// Problem says why a required question could not be answered and how to answer it.
	Problem string `json:"problem,omitempty"`
}
