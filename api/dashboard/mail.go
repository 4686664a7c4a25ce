package dashboard

import (
	"context"
	"fmt"
	"log/slog"
	"net"
	"net/mail"
	"net/smtp"
	"net/url"
	"strings"
)

// Mailer sends the dashboard's few emails (the sign-up confirmation link).
type Mailer interface {
	Send(ctx context.Context, to, subject, body string) error
}

// NewMailer returns an SMTP mailer for smtpURL (smtp://user:password@host:587,
// STARTTLS when the server offers it), or, when smtpURL is empty, one that only
// logs: an operator reads the link there or with `careerkit-api accounts show`.
func NewMailer(smtpURL, from string, log *slog.Logger) (Mailer, error) {
	if smtpURL == "" {
		return logMailer{log: log}, nil
	}
	u, err := url.Parse(smtpURL)
	if err != nil {
		return nil, fmt.Errorf("dashboard: SMTP_URL: %w", err)
	}
	addr, err := mail.ParseAddress(from)
	if err != nil {
		return nil, fmt.Errorf("dashboard: MAIL_FROM=%q is not an address: %w", from, err)
	}
	host := u.Host
	if _, _, err := net.SplitHostPort(host); err != nil {
		host = net.JoinHostPort(host, "587")
	}
	m := &smtpMailer{addr: host, from: addr}
	if u.User != nil {
		pw, _ := u.User.Password()
		m.auth = smtp.PlainAuth("", u.User.Username(), pw, u.Hostname())
	}
	return m, nil
}

type logMailer struct{ log *slog.Logger }

func (m logMailer) Send(ctx context.Context, to, subject, body string) error {
	m.log.InfoContext(ctx, "email not sent: SMTP_URL is not configured", slog.String("to", to),
		slog.String("subject", subject), slog.String("body", body))
	return nil
}

type smtpMailer struct {
	addr string
	from *mail.Address
	auth smtp.Auth
}

func (m *smtpMailer) Send(_ context.Context, to, subject, body string) error {
	msg := "From: " + m.from.String() + "\r\nTo: " + to + "\r\nSubject: " + subject +
		"\r\nMIME-Version: 1.0\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n" +
		strings.ReplaceAll(body, "\n", "\r\n")
	if err := smtp.SendMail(m.addr, m.auth, m.from.Address, []string{to}, []byte(msg)); err != nil {
		return fmt.Errorf("dashboard: send mail to %s: %w", to, err)
	}
	return nil
}
