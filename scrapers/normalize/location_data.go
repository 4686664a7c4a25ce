package normalize

// countryNames maps lowercased country names, aliases and ISO 3166-1 alpha-3 codes
// to alpha-2. Alpha-2 codes themselves are matched separately (see countryCode)
// because many collide with US state codes.
var countryNames = map[string]string{
	"united states": "US", "united states of america": "US", "usa": "US", "u.s.": "US",
	"u.s.a.": "US", "us": "US", "america": "US",
	"united kingdom": "GB", "uk": "GB", "u.k.": "GB", "great britain": "GB", "britain": "GB",
	"england": "GB", "scotland": "GB", "wales": "GB", "northern ireland": "GB", "gbr": "GB",
	"canada": "CA", "can": "CA",
	"mexico": "MX", "mex": "MX", "brazil": "BR", "brasil": "BR", "bra": "BR",
	"argentina": "AR", "arg": "AR", "chile": "CL", "colombia": "CO", "col": "CO", "peru": "PE",
	"uruguay": "UY", "costa rica": "CR",
	"germany": "DE", "deutschland": "DE", "deu": "DE", "france": "FR", "fra": "FR",
	"spain": "ES", "españa": "ES", "esp": "ES", "portugal": "PT", "prt": "PT",
	"italy": "IT", "italia": "IT", "ita": "IT", "netherlands": "NL", "the netherlands": "NL",
	"nld": "NL", "holland": "NL", "belgium": "BE", "bel": "BE", "luxembourg": "LU",
	"switzerland": "CH", "che": "CH", "austria": "AT", "österreich": "AT", "aut": "AT",
	"ireland": "IE", "irl": "IE", "denmark": "DK", "dnk": "DK", "sweden": "SE", "swe": "SE",
	"norway": "NO", "nor": "NO", "finland": "FI", "fin": "FI", "iceland": "IS",
	"poland": "PL", "polska": "PL", "pol": "PL", "czech republic": "CZ", "czechia": "CZ",
	"cze": "CZ", "slovakia": "SK", "hungary": "HU", "romania": "RO", "rou": "RO",
	"bulgaria": "BG", "greece": "GR", "grc": "GR", "croatia": "HR", "serbia": "RS",
	"slovenia": "SI", "estonia": "EE", "latvia": "LV", "lithuania": "LT", "ukraine": "UA",
	"ukr": "UA", "malta": "MT", "mlt": "MT", "cyprus": "CY", "turkey": "TR", "türkiye": "TR",
	"tur": "TR", "israel": "IL", "isr": "IL",
	"united arab emirates": "AE", "uae": "AE", "saudi arabia": "SA", "qatar": "QA",
	"egypt": "EG", "south africa": "ZA", "zaf": "ZA", "nigeria": "NG", "nga": "NG",
	"kenya": "KE", "ken": "KE", "morocco": "MA", "ghana": "GH",
	"india": "IN", "ind": "IN", "pakistan": "PK", "bangladesh": "BD", "sri lanka": "LK",
	"china": "CN", "chn": "CN", "hong kong": "HK", "taiwan": "TW", "japan": "JP", "jpn": "JP",
	"south korea": "KR", "korea": "KR", "kor": "KR", "singapore": "SG", "sgp": "SG",
	"malaysia": "MY", "indonesia": "ID", "idn": "ID", "philippines": "PH", "phl": "PH",
	"thailand": "TH", "vietnam": "VN", "viet nam": "VN",
	"australia": "AU", "aus": "AU", "new zealand": "NZ", "nzl": "NZ",
}

// alpha2 is the set of alpha-2 codes accepted when written in capitals ("Berlin, DE").
var alpha2 = func() map[string]bool {
	m := map[string]bool{}
	for _, c := range countryNames {
		m[c] = true
	}
	return m
}()

// usStates maps lowercased state names to USPS codes.
var usStates = map[string]string{
	"alabama": "AL", "alaska": "AK", "arizona": "AZ", "arkansas": "AR", "california": "CA",
	"colorado": "CO", "connecticut": "CT", "delaware": "DE", "district of columbia": "DC",
	"washington dc": "DC", "washington d.c.": "DC", "florida": "FL", "georgia": "GA",
	"hawaii": "HI", "idaho": "ID", "illinois": "IL", "indiana": "IN", "iowa": "IA",
	"kansas": "KS", "kentucky": "KY", "louisiana": "LA", "maine": "ME", "maryland": "MD",
	"massachusetts": "MA", "michigan": "MI", "minnesota": "MN", "mississippi": "MS",
	"missouri": "MO", "montana": "MT", "nebraska": "NE", "nevada": "NV",
	"new hampshire": "NH", "new jersey": "NJ", "new mexico": "NM", "new york": "NY",
	"north carolina": "NC", "north dakota": "ND", "ohio": "OH", "oklahoma": "OK",
	"oregon": "OR", "pennsylvania": "PA", "rhode island": "RI", "south carolina": "SC",
	"south dakota": "SD", "tennessee": "TN", "texas": "TX", "utah": "UT", "vermont": "VT",
	"virginia": "VA", "washington": "WA", "west virginia": "WV", "wisconsin": "WI",
	"wyoming": "WY", "puerto rico": "PR",
}

// caProvinces maps lowercased Canadian province and territory names to their codes.
var caProvinces = map[string]string{
	"alberta": "AB", "british columbia": "BC", "manitoba": "MB", "new brunswick": "NB",
	"newfoundland and labrador": "NL", "nova scotia": "NS", "ontario": "ON",
	"prince edward island": "PE", "quebec": "QC", "québec": "QC", "saskatchewan": "SK",
	"northwest territories": "NT", "nunavut": "NU", "yukon": "YT",
}

// codeSet inverts a name→code table into the set of its codes.
func codeSet(m map[string]string) map[string]bool {
	out := make(map[string]bool, len(m))
	for _, c := range m {
		out[c] = true
	}
	return out
}

var (
	usStateCodes    = codeSet(usStates)
	caProvinceCodes = codeSet(caProvinces)
)

// city is where a well-known city lies, for locations published as a bare city name.
type city struct{ region, country string }

// knownCities holds the hubs job boards list most often without a state or country.
// Ambiguous names resolve to the largest job market (London → GB, Cambridge → US).
var knownCities = map[string]city{
	"new york": {"NY", "US"}, "new york city": {"NY", "US"}, "nyc": {"NY", "US"},
	"brooklyn": {"NY", "US"}, "san francisco": {"CA", "US"}, "sf": {"CA", "US"},
	"san francisco bay area": {"CA", "US"}, "bay area": {"CA", "US"},
	"los angeles": {"CA", "US"}, "san diego": {"CA", "US"}, "san jose": {"CA", "US"},
	"palo alto": {"CA", "US"}, "mountain view": {"CA", "US"}, "menlo park": {"CA", "US"},
	"sunnyvale": {"CA", "US"}, "oakland": {"CA", "US"}, "seattle": {"WA", "US"},
	"bellevue": {"WA", "US"}, "redmond": {"WA", "US"}, "austin": {"TX", "US"},
	"dallas": {"TX", "US"}, "houston": {"TX", "US"}, "chicago": {"IL", "US"},
	"boston": {"MA", "US"}, "cambridge": {"MA", "US"}, "denver": {"CO", "US"},
	"boulder": {"CO", "US"}, "atlanta": {"GA", "US"}, "miami": {"FL", "US"},
	"salt lake city": {"UT", "US"}, "philadelphia": {"PA", "US"}, "pittsburgh": {"PA", "US"},
	"portland": {"OR", "US"}, "phoenix": {"AZ", "US"}, "minneapolis": {"MN", "US"},
	"detroit": {"MI", "US"}, "nashville": {"TN", "US"}, "raleigh": {"NC", "US"},
	"charlotte": {"NC", "US"}, "toronto": {"ON", "CA"}, "vancouver": {"BC", "CA"},
	"montreal": {"QC", "CA"}, "montréal": {"QC", "CA"}, "ottawa": {"ON", "CA"},
	"calgary": {"AB", "CA"}, "waterloo": {"ON", "CA"}, "london": {"", "GB"},
	"manchester": {"", "GB"}, "edinburgh": {"", "GB"}, "bristol": {"", "GB"},
	"dublin": {"", "IE"}, "berlin": {"", "DE"}, "munich": {"", "DE"}, "münchen": {"", "DE"},
	"hamburg": {"", "DE"}, "frankfurt": {"", "DE"}, "cologne": {"", "DE"}, "köln": {"", "DE"},
	"stuttgart": {"", "DE"}, "düsseldorf": {"", "DE"}, "paris": {"", "FR"},
	"amsterdam": {"", "NL"}, "rotterdam": {"", "NL"}, "madrid": {"", "ES"},
	"barcelona": {"", "ES"}, "lisbon": {"", "PT"}, "milan": {"", "IT"}, "zurich": {"", "CH"},
	"zürich": {"", "CH"}, "geneva": {"", "CH"}, "vienna": {"", "AT"}, "wien": {"", "AT"},
	"stockholm": {"", "SE"}, "copenhagen": {"", "DK"}, "oslo": {"", "NO"},
	"helsinki": {"", "FI"}, "warsaw": {"", "PL"}, "krakow": {"", "PL"}, "kraków": {"", "PL"},
	"prague": {"", "CZ"}, "budapest": {"", "HU"}, "bucharest": {"", "RO"},
	"tel aviv": {"", "IL"}, "dubai": {"", "AE"}, "bangalore": {"", "IN"},
	"bengaluru": {"", "IN"}, "mumbai": {"", "IN"}, "hyderabad": {"", "IN"},
	"pune": {"", "IN"}, "delhi": {"", "IN"}, "new delhi": {"", "IN"}, "singapore": {"", "SG"},
	"tokyo": {"", "JP"}, "seoul": {"", "KR"}, "sydney": {"", "AU"}, "melbourne": {"", "AU"},
	"auckland": {"", "NZ"}, "são paulo": {"", "BR"}, "sao paulo": {"", "BR"},
	"mexico city": {"", "MX"}, "buenos aires": {"", "AR"},
}

// areas are multi-country regions boards use in place of a city or country.
var areas = map[string]bool{
	"emea": true, "apac": true, "latam": true, "amer": true, "americas": true,
	"europe": true, "eu": true, "north america": true, "south america": true,
	"latin america": true, "asia": true, "africa": true, "middle east": true,
	"oceania": true, "nordics": true, "dach": true, "benelux": true, "cee": true,
	"asia pacific": true, "european union": true,
}
