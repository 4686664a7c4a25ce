package text

// stopWords is a general English list: the Snowball list plus contractions and the
// filler words common in postings and resumes ("etc", "e.g", "also"). Domain words
// such as "experience" or "team" are deliberately absent; callers that need them
// filtered keep their own list.
var stopWords = makeSet(
	"a", "about", "above", "across", "after", "again", "against", "all", "almost", "along",
	"already", "also", "although", "always", "am", "among", "an", "and", "another", "any",
	"anyone", "anything", "are", "aren't", "around", "as", "at", "be", "became", "because",
	"become", "becomes", "been", "before", "being", "below", "between", "both", "but", "by",
	"can", "can't", "cannot", "could", "couldn't", "did", "didn't", "do", "does", "doesn't",
	"doing", "don", "don't", "done", "down", "due", "during", "e.g", "each", "either", "else",
	"enough", "etc", "even", "ever", "every", "few", "for", "from", "further", "get", "gets",
	"getting", "got", "had", "hadn't", "has", "hasn't", "have", "haven't", "having", "he",
	"he'd", "he'll", "her", "here", "hers", "herself", "him", "himself", "his", "how",
	"however", "i", "i'd", "i'll", "i'm", "i've", "i.e", "if", "in", "into", "is", "isn't",
	"it", "it'll", "its", "itself", "just", "least", "less", "let", "let's", "like", "may",
	"me", "might", "more", "most", "much", "must", "my", "myself", "neither", "no", "nor",
	"not", "now", "of", "off", "often", "on", "once", "one's", "only", "onto", "or", "other",
	"others", "otherwise", "our", "ours", "ourselves", "out", "over", "own", "per", "perhaps",
	"please", "quite", "rather", "really", "s", "same", "several", "shall", "she", "she'd",
	"she'll", "should", "shouldn't", "since", "so", "some", "something", "such", "t", "than",
	"that", "that's", "the", "their", "theirs", "them", "themselves", "then", "there",
	"there's", "therefore", "these", "they", "they'd", "they'll", "they're", "they've",
	"this", "those", "though", "through", "throughout", "thus", "to", "together", "too",
	"toward", "towards", "under", "unless", "until", "up", "upon", "us", "very", "via", "was",
	"wasn't", "we", "we'd", "we'll", "we're", "we've", "well", "were", "weren't", "what",
	"what's", "whatever", "when", "whenever", "where", "whereas", "whether", "which", "while",
	"who", "who's", "whom", "whose", "why", "will", "with", "within", "without", "won't",
	"would", "wouldn't", "yet", "you", "you'd", "you'll", "you're", "you've", "your", "yours",
	"yourself", "yourselves",
)

// IsStopWord reports whether the lowercased token w is an English stop word.
func IsStopWord(w string) bool {
	_, ok := stopWords[w]
	return ok
}

func makeSet(words ...string) map[string]struct{} {
	m := make(map[string]struct{}, len(words))
	for _, w := range words {
		m[w] = struct{}{}
	}
	return m
}
