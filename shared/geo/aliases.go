package geo

// countryAliases are the names, abbreviations and native names boards write for
// countries beyond GeoNames' English name and ISO3 code.
var countryAliases = map[string][]string{
	"usa": {"US"}, "u.s.": {"US"}, "u.s.a.": {"US"}, "us": {"US"}, "america": {"US"},
	"united states of america": {"US"}, "the united states": {"US"},
	"uk": {"GB"}, "u.k.": {"GB"}, "great britain": {"GB"}, "britain": {"GB"}, "england": {"GB"},
	"scotland": {"GB"}, "wales": {"GB"}, "northern ireland": {"GB"},
	"deutschland": {"DE"}, "österreich": {"AT"}, "schweiz": {"CH"}, "suisse": {"CH"}, "svizzera": {"CH"},
	"españa": {"ES"}, "italia": {"IT"}, "polska": {"PL"}, "brasil": {"BR"}, "méxico": {"MX"},
	"nederland": {"NL"}, "the netherlands": {"NL"}, "holland": {"NL"}, "belgique": {"BE"}, "belgië": {"BE"},
	"türkiye": {"TR"}, "turkiye": {"TR"}, "korea": {"KR"}, "republic of korea": {"KR"},
	"czech republic": {"CZ"}, "česko": {"CZ"}, "sverige": {"SE"}, "norge": {"NO"}, "danmark": {"DK"},
	"suomi": {"FI"}, "éire": {"IE"}, "uae": {"AE"}, "emirates": {"AE"}, "russia": {"RU"},
	"viet nam": {"VN"}, "hong kong sar": {"HK"}, "ksa": {"SA"}, "românia": {"RO"}, "magyarország": {"HU"},
	"ελλάδα": {"GR"}, "portugal": {"PT"}, "ivory coast": {"CI"}, "macedonia": {"MK"},
}

// divisionAbbrevs are postal abbreviations of divisions whose GeoNames codes are
// numbers: Canadian provinces and Australian states. (US codes are already the
// postal ones.)
var divisionAbbrevs = map[string]string{
	"CA.01": "AB", "CA.02": "BC", "CA.03": "MB", "CA.04": "NB", "CA.05": "NL", "CA.07": "NS",
	"CA.08": "ON", "CA.09": "PE", "CA.10": "QC", "CA.11": "SK", "CA.12": "YT", "CA.13": "NT", "CA.14": "NU",
	"AU.01": "ACT", "AU.02": "NSW", "AU.03": "NT", "AU.04": "QLD", "AU.05": "SA", "AU.06": "TAS",
	"AU.07": "VIC", "AU.08": "WA",
}

// cityAliases are nicknames and metro-area names, each mapped to its main city
// ("name|country|admin1"): a posting in the "SF Bay Area" is a posting in San
// Francisco for anyone searching there.
var cityAliases = map[string]string{
	"nyc": "New York|US|NY", "new york city": "New York|US|NY", "manhattan": "New York|US|NY",
	"brooklyn": "New York|US|NY", "sf": "San Francisco|US|CA", "bay area": "San Francisco|US|CA",
	"sf bay area": "San Francisco|US|CA", "san francisco bay area": "San Francisco|US|CA",
	"silicon valley": "San Jose|US|CA", "la": "Los Angeles|US|CA", "dc": "Washington|US|DC",
	"washington dc": "Washington|US|DC", "washington d c": "Washington|US|DC", "philly": "Philadelphia|US|PA",
	"dfw": "Dallas|US|TX", "dallas fort worth": "Dallas|US|TX", "twin cities": "Minneapolis|US|MN",
	"research triangle": "Raleigh|US|NC", "nola": "New Orleans|US|LA", "atx": "Austin|US|TX",
	"bangalore": "Bengaluru|IN", "bombay": "Mumbai|IN", "madras": "Chennai|IN", "gurgaon": "Gurugram|IN",
	"calcutta": "Kolkata|IN", "saigon": "Ho Chi Minh City|VN", "peking": "Beijing|CN",
	"the hague": "The Hague|NL", "den haag": "The Hague|NL", "kyiv": "Kyiv|UA", "kiev": "Kyiv|UA",
	"tel aviv": "Tel Aviv|IL", "tel aviv yafo": "Tel Aviv|IL",
}
