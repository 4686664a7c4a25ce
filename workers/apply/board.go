package apply

import (
	"regexp"
	"strings"
)

// Board is what the applier knows about one application system: where its
// form is, what its field names mean, which fields prove it is still the form
// we know, and how it says "received".
type Board struct {
	// Name is the board of the job ("greenhouse", "lever", "ashby") or "other".
	Name string
	// FormSelector finds the application form; empty picks the largest form.
	FormSelector string
	// Names maps field names to the facts they ask for.
	Names map[string]fact
	// Core are the facts the form must ask for; missing ones mean it changed shape.
	Core []fact
	// ConfirmURL matches the address of the confirmation page.
	ConfirmURL *regexp.Regexp
	// ConfirmText matches the confirmation message.
	ConfirmText *regexp.Regexp
}

// genericConfirm are the words sites use to say an application arrived.
var genericConfirm = regexp.MustCompile(`(?i)thank(s| you) for (applying|your application|your interest)|application (has been |was )?(received|submitted|sent)|we('ve| have) received your application|successfully (submitted|applied)|your application (is|has been) (in|on its way)`)

var closedRe = regexp.MustCompile(`(?i)no longer (accepting applications|available|open|active)|(position|role|job) has been filled|(job|posting|position) (is |has been )?(closed|expired)|this job (is no longer|has expired)|job not found|page (you requested )?(could not|cannot) be found`)

// closedText reports a page saying the posting is gone.
func closedText(text string) bool { return closedRe.MatchString(text) }

var greenhouse = Board{
	Name:         "greenhouse",
	FormSelector: "#application-form, #application_form, form#application",
	Names: map[string]fact{
		"first_name": factFirstName, "last_name": factLastName, "email": factEmail, "phone": factPhone,
		"resume": factResume, "cover_letter": factCoverLetter, "cover_letter_text": factCoverLetter,
		"location": factLocation, "candidate-location": factLocation,
		"gender": factDemographic, "race": factDemographic, "hispanic_ethnicity": factDemographic,
		"veteran_status": factDemographic, "disability_status": factDemographic,
	},
	Core:        []fact{factEmail, factResume},
	ConfirmURL:  regexp.MustCompile(`/confirmation([/?#]|$)`),
	ConfirmText: regexp.MustCompile(`(?i)thank you for applying|application (has been )?(received|submitted)`),
}

var lever = Board{
	Name:         "lever",
	FormSelector: "#application-form, form.application-form, form[action$='/apply']",
	Names: map[string]fact{
		"name": factFullName, "email": factEmail, "phone": factPhone, "org": factCompany,
		"location": factLocation, "resume": factResume, "comments": factCoverLetter,
		"urls[LinkedIn]": factLinkedIn, "urls[GitHub]": factGitHub, "urls[Portfolio]": factWebsite,
		"urls[Other]": factWebsite, "urls[Twitter]": factTwitter,
	},
	Core:        []fact{factEmail, factResume},
	ConfirmURL:  regexp.MustCompile(`/thanks([/?#]|$)`),
	ConfirmText: regexp.MustCompile(`(?i)application submitted|thanks for applying|thank you for applying`),
}

var ashby = Board{
	Name:         "ashby",
	FormSelector: "form.ashby-application-form, [class*='ashby-application-form']",
	Names: map[string]fact{
		"_systemfield_name": factFullName, "_systemfield_email": factEmail, "_systemfield_phone": factPhone,
		"_systemfield_resume": factResume, "_systemfield_location": factLocation,
		"_systemfield_cover_letter": factCoverLetter, "_systemfield_linkedin": factLinkedIn,
	},
	Core:        []fact{factEmail, factResume},
	ConfirmText: regexp.MustCompile(`(?i)thanks for applying|application (was )?successfully submitted|thank you for applying`),
}

var other = Board{Name: "other", ConfirmText: genericConfirm}

// BoardFor returns the applier configuration of a job board; boards without
// their own (aggregators, company sites) get the generic form applier.
func BoardFor(board string) *Board {
	switch strings.ToLower(board) {
	case "greenhouse":
		return &greenhouse
	case "lever":
		return &lever
	case "ashby":
		return &ashby
	}
	return &other
}

// confirmed reports whether the page is the site's confirmation.
func (b *Board) confirmed(st *pageState, before string) bool {
	if b.ConfirmURL != nil && st.URL != before && b.ConfirmURL.MatchString(st.URL) {
		return true
	}
	if b.ConfirmText != nil && b.ConfirmText.MatchString(st.Text) {
		return true
	}
	return genericConfirm.MatchString(st.Text)
}
