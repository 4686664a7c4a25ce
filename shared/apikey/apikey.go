// Package apikey generates and hashes API keys. A key is "ck_" plus 32 random bytes
// (256 bits) in base62; only its SHA-256 is stored. SHA-256 without a salt is the
// right tool here because the key is already uniformly random: there is nothing to
// brute-force, and a deterministic hash lets the database look keys up by index.
package apikey

import (
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"fmt"
	"math/big"
	"strings"
)

// Prefix starts every key so leaked keys are recognisable by secret scanners.
const Prefix = "ck_"

// DisplayLen is how many leading characters of a key are kept to show in lists.
const DisplayLen = 11

const alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"

// New returns a fresh random key.
func New() (string, error) {
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		return "", fmt.Errorf("apikey: random: %w", err)
	}
	n := new(big.Int).SetBytes(b)
	var sb strings.Builder
	base := big.NewInt(int64(len(alphabet)))
	mod := new(big.Int)
	for i := 0; i < 43; i++ {
		n.DivMod(n, base, mod)
		sb.WriteByte(alphabet[mod.Int64()])
	}
	return Prefix + sb.String(), nil
}

// Hash returns the stored form of key.
func Hash(key string) []byte {
	sum := sha256.Sum256([]byte(key))
	return sum[:]
}

// Equal compares two hashes in constant time.
func Equal(a, b []byte) bool {
	return subtle.ConstantTimeCompare(a, b) == 1
}

// Display returns the non-secret leading part of key shown in key lists.
func Display(key string) string {
	if len(key) <= DisplayLen {
		return key
	}
	return key[:DisplayLen]
}

// WellFormed reports whether s looks like a key at all, so garbage headers are
// refused without a database round trip.
func WellFormed(s string) bool {
	if !strings.HasPrefix(s, Prefix) || len(s) != len(Prefix)+43 {
		return false
	}
	for _, c := range s[len(Prefix):] {
		if !strings.ContainsRune(alphabet, c) {
			return false
		}
	}
	return true
}
