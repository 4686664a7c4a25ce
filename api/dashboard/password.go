package dashboard

import (
	"fmt"
	"net/mail"
	"strings"
	"sync"
	"unicode/utf8"

	"golang.org/x/crypto/bcrypt"
)

// dummyHash is compared against when an email is unknown, so a failed log-in
// takes as long whether or not the account exists.
var dummyHash = sync.OnceValue(func() []byte {
	b, _ := bcrypt.GenerateFromPassword([]byte("careerkit-dummy-password"), bcrypt.DefaultCost)
	return b
})

func hashPassword(pw string) (string, error) {
	b, err := bcrypt.GenerateFromPassword([]byte(pw), bcrypt.DefaultCost)
	if err != nil {
		return "", fmt.Errorf("dashboard: hash password: %w", err)
	}
	return string(b), nil
}

func passwordMatches(hash *string, pw string) bool {
	if hash == nil {
		_ = bcrypt.CompareHashAndPassword(dummyHash(), []byte(pw))
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
