package writing

import "hash/fnv"

// chooser picks among template alternatives deterministically: the same input
// always gets the same choice, while different inputs spread over the
// alternatives. The seed is a hash of the normalised input.
type chooser struct{ seed uint64 }

func newChooser(parts ...string) chooser {
	h := fnv.New64a()
	for _, p := range parts {
		_, _ = h.Write([]byte(p))
		_, _ = h.Write([]byte{0})
	}
	return chooser{seed: h.Sum64()}
}

// pick returns an index in [0, n) for the named choice; n must be positive.
func (c chooser) pick(salt string, n int) int {
	if n <= 1 {
		return 0
	}
	h := c.seed ^ 0xcbf29ce484222325
	for i := 0; i < len(salt); i++ {
		h ^= uint64(salt[i])
		h *= 0x100000001b3
	}
	h ^= h >> 33
	h *= 0xff51afd7ed558ccd
	h ^= h >> 33
	return int(h % uint64(n))
}
