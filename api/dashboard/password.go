package dashboard

import (
	"fmt"
	"net/mail"
	"strings"
	"sync"
	"unicode/utf8"

	"golang.org/x/crypto/bcrypt"
)

// passwords hashes with bcrypt at one cost (bcrypt.DefaultCost in production).
type passwords struct {
	cost int
	// dummy is compared against when an email is unknown, so a failed log-in
	// takes as long whether or not the account exists.
	dummy func() []byte
}

func newPasswords(cost int) *passwords {
	return &passwords{cost: cost, dummy: sync.OnceValue(func() []byte {
		b, _ := bcrypt.GenerateFromPassword([]byte("careerkit-dummy-password"), cost)
		return b
	})}
}

func (p *passwords) hash(pw string) (string, error) {
	b, err := bcrypt.GenerateFromPassword([]byte(pw), p.cost)
	if err != nil {
		return "", fmt.Errorf("dashboard: hash password: %w", err)
	}
	return string(b), nil
}

func (p *passwords) matches(hash *string, pw string) bool {
	if hash == nil {
		_ = bcrypt.CompareHashAndPassword(p.dummy(), []byte(pw))
		return false
	}
	return bcrypt.CompareHashAndPassword([]byte(*hash), []byte(pw)) == nil
}

// checkPassword returns why pw is not acceptable, or "".
func checkPassword(pw string) string {
	switch {
	case utf8.RuneCountInString(pw) < 10:
		return "Choose a password of at least 10 characters."
	case len(pw) > 72:
		return "Choose a password of at most 72 bytes (bcrypt ignores the rest)."
	}
	return ""
}

// checkEmail returns why email is not an address we can use, or "".
func checkEmail(email string) string {
	a, err := mail.ParseAddress(email)
	if err != nil || a.Address != email || len(email) > 254 || !strings.Contains(email[strings.LastIndex(email, "@")+1:], ".") {
		return "Enter an email address such as ada@example.com."
	}
	return ""
}
