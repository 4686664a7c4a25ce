package writing

import "github.com/careerkit/careerkit/shared/occupation"

// register is what the technical tone means in one occupational family: the
// label of the skills line and how the person says they work. A nurse's
// technical profile speaks of clinical practice, a seller's of deal mechanics,
// only a developer's of a stack.
type register struct {
	label    string
	approach [2]string
}

var registers = map[occupation.Family]register{
	occupation.FamilySoftware: {"Stack", [2]string{
		"I prefer explicit requirements, small iterations and decisions backed by evidence.",
		"I care about measurable trade-offs, reproducible work and documentation others can rely on."}},
	occupation.FamilyHealth: {"Clinical skills", [2]string{
		"I work from protocols and evidence-based practice, document precisely and escalate early.",
		"I care about accurate assessments, clear handoffs and safe, well-documented care."}},
	occupation.FamilySales: {"Deal toolkit", [2]string{
		"I run deals on a clear process: qualification, agreed next steps in writing and a forecast that holds.",
		"I care about clean pipeline data, well-qualified opportunities and honest forecasting."}},
	occupation.FamilyEducation: {"Instructional toolkit", [2]string{
		"I design from learning objectives and assessment evidence, then revise on what the results show.",
		"I care about aligned objectives, assessments and materials that learners can actually use."}},
	occupation.FamilyTrades: {"Trade skills", [2]string{
		"I work to code and specification, check my measurements and document what I install or repair.",
		"I care about safe work, correct diagnosis and jobs done right the first time."}},
	occupation.FamilyBusiness: {"Working toolkit", [2]string{
		"I care about accurate data, documented procedures and reports people can trust.",
		"I prefer clear audit trails, consistent procedures and figures that reconcile."}},
	occupation.FamilyTransport: {"Operations toolkit", [2]string{
		"I work to safety rules and standard procedures, and I keep counts and records accurate.",
		"I care about accurate counts, on-time shipments and safe handling."}},
	occupation.FamilyService: {"Hands-on skills", [2]string{
		"I work to safety and service standards, stay organized under pressure and keep quality consistent.",
		"I care about consistent standards, clean and safe work areas and smooth handoffs between shifts."}},
	occupation.FamilyCreative: {"Tools and methods", [2]string{
		"I work from clear briefs, test ideas against results and keep every asset consistent.",
		"I care about measurable results, consistent standards and clean handoffs to production."}},
	occupation.FamilyOffice: {"Tools and systems", [2]string{
		"I keep records accurate, follow procedures and make handoffs easy for the next person.",
		"I care about accurate records, confidentiality and clear documentation."}},
	occupation.FamilyManagement: {"Working toolkit", [2]string{
		"I care about clear goals, measurable outcomes and decisions backed by data.",
		"I prefer clear ownership, regular reviews and decisions written down."}},
	occupation.FamilyEngineer: {"Technical toolkit", [2]string{
		"I care about specifications, test evidence and documentation others can rely on.",
		"I prefer explicit requirements, verified calculations and decisions backed by data."}},
	occupation.FamilyCommunity: {"Working toolkit", [2]string{
		"I care about accurate records, clear procedures and confidentiality.",
		"I prefer documented decisions, consistent procedures and clear communication."}},
}

func registerFor(f occupation.Family) register {
	if r, ok := registers[f]; ok {
		return r
	}
	return registers[occupation.FamilyManagement]
}
