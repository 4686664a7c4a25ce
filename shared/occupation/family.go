package occupation

import "strings"

// Family is a broad occupational family: it decides the register of a
// "technical" tone (the stack for software, clinical specifics for a nurse,
// deal mechanics for sales).
type Family string

// The families, from SOC major groups.
const (
	FamilyManagement Family = "management"
	FamilyBusiness   Family = "business_finance"
	FamilySoftware   Family = "computing_math"
	FamilyEngineer   Family = "engineering_science"
	FamilyCommunity  Family = "community_legal"
	FamilyEducation  Family = "education"
	FamilyCreative   Family = "arts_media"
	FamilyHealth     Family = "healthcare"
	FamilyService    Family = "service"
	FamilySales      Family = "sales"
	FamilyOffice     Family = "office_admin"
	FamilyTrades     Family = "trades_production"
	FamilyTransport  Family = "transport_logistics"
)

// familyOf maps the two-digit SOC major group of code to a family.
func familyOf(code string) Family {
	major, _, _ := strings.Cut(code, "-")
	switch major {
	case "11":
		return FamilyManagement
	case "13":
		return FamilyBusiness
	case "15":
		return FamilySoftware
	case "17", "19":
		return FamilyEngineer
	case "21", "23":
		return FamilyCommunity
	case "25":
		return FamilyEducation
	case "27":
		return FamilyCreative
	case "29", "31":
		return FamilyHealth
	case "33", "35", "37", "39":
		return FamilyService
	case "41":
		return FamilySales
	case "43":
		return FamilyOffice
	case "45", "47", "49", "51":
		return FamilyTrades
	case "53":
		return FamilyTransport
	}
	return FamilyManagement
}
