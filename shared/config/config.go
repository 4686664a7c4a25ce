// Package config loads the one Config struct of every Careerkit process from the
// environment, once, in main. Nothing else reads the environment.
package config

import (
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/url"
	"os"
	"reflect"
	"strings"
	"time"

	"github.com/caarlos0/env/v11"
)

// Config is the whole process configuration. Every field documents its variable and
// default in docs/configuration.md.
type Config struct {
	DatabaseURL string `env:"DATABASE_URL" envDefault:"postgres://postgres@127.0.0.1:5432/careerkit?sslmode=disable"`
	// DatabaseReadURL, when set, is a streaming replica of DATABASE_URL that the
	// API's search-jobs reads go to; empty reads everything from DATABASE_URL.
	DatabaseReadURL string `env:"DATABASE_READ_URL"`
	RedisURL        string `env:"REDIS_URL" envDefault:"redis://127.0.0.1:6379/0"`
	NATSURL         string `env:"NATS_URL"`
	NATSEmbedPort   int    `env:"NATS_EMBED_PORT" envDefault:"4250"`
	NATSStoreDir    string `env:"NATS_STORE_DIR"`
	// Namespace prefixes NATS subjects, Asynq queues and Redis keys so several
	// deployments (or parallel tests) can share one broker and one Redis.
	Namespace string `env:"NAMESPACE" envDefault:"careerkit"`

	HTTPAddr      string `env:"HTTP_ADDR" envDefault:"127.0.0.1:8080"`
	PublicBaseURL string `env:"PUBLIC_BASE_URL" envDefault:"http://127.0.0.1:8080"`
	// PublicBaseURLsAccepted are other public bases of this deployment (other
	// replicas' or an old domain): a resume_url under any of them is accepted.
	PublicBaseURLsAccepted []string `env:"PUBLIC_BASE_URLS_ACCEPTED" envSeparator:","`
	// TrustedProxies are the proxies (IPs or CIDRs) whose X-Forwarded-For names
	// the client; empty trusts none, so the client is the TCP peer.
	TrustedProxies []string `env:"TRUSTED_PROXIES" envSeparator:","`
	// SMTPURL (smtp://user:password@host:587) sends dashboard email; without it
	// the confirmation links are logged and shown by `careerkit-api accounts show`.
	SMTPURL         string        `env:"SMTP_URL"`
	MailFrom        string        `env:"MAIL_FROM" envDefault:"Careerkit <no-reply@careerkit.local>"`
	ShutdownTimeout time.Duration `env:"SHUTDOWN_TIMEOUT" envDefault:"20s"`

	ChromePath     string        `env:"CHROME_PATH"`
	RenderTabs     int           `env:"RENDER_TABS" envDefault:"2"`
	RenderTimeout  time.Duration `env:"RENDER_TIMEOUT" envDefault:"15s"`
	RenderDeadline time.Duration `env:"RENDER_DEADLINE" envDefault:"20s"`
	ApplyDeadline  time.Duration `env:"APPLY_DEADLINE" envDefault:"25s"`
	// Apply holds the APPLY_* settings of auto-apply (apply.go).
	Apply ApplyConfig
	// ResumeRetention is how long a rendered resume stays downloadable at its
	// capability URL before the worker deletes it.
	ResumeRetention time.Duration `env:"RESUME_RETENTION" envDefault:"2160h"`
	// BlobDir stores PDFs as files under this directory; empty stores them in Postgres
	// unless BlobS3Endpoint is set.
	BlobDir string `env:"BLOB_DIR"`
	// BlobS3* store PDFs in a bucket of S3-compatible object storage. Path-style
	// addressing is the default because every S3-compatible server accepts it; AWS
	// prefers virtual-host style (BLOB_S3_PATH_STYLE=false).
	BlobS3Endpoint  string `env:"BLOB_S3_ENDPOINT"`
	BlobS3Bucket    string `env:"BLOB_S3_BUCKET"`
	BlobS3Region    string `env:"BLOB_S3_REGION" envDefault:"us-east-1"`
	BlobS3AccessKey string `env:"BLOB_S3_ACCESS_KEY"`
	BlobS3SecretKey string `env:"BLOB_S3_SECRET_KEY"`
	BlobS3Prefix    string `env:"BLOB_S3_PREFIX"`
	BlobS3PathStyle bool   `env:"BLOB_S3_PATH_STYLE" envDefault:"true"`

	LogLevel  string `env:"LOG_LEVEL" envDefault:"info"`
	LogFormat string `env:"LOG_FORMAT" envDefault:"text"`

	MigrateOnStart bool `env:"MIGRATE_ON_START" envDefault:"true"`

	LLMBaseURL string        `env:"LLM_BASE_URL"`
	LLMAPIKey  string        `env:"LLM_API_KEY"`
	LLMModel   string        `env:"LLM_MODEL"`
	LLMTimeout time.Duration `env:"LLM_TIMEOUT" envDefault:"8s"`

	// Limits and billing: docs/billing.md. Windows
	// are "requests/period" pairs; money is integer US cents, never float.
	RateLimitsFree            string        `env:"RATE_LIMITS_FREE" envDefault:"100/1m,500/15m,50000/24h"`
	RateLimitsPaid            string        `env:"RATE_LIMITS_PAID" envDefault:"100/1m,500/15m,50000/24h"`
	FreeTierCalls             int           `env:"FREE_TIER_CALLS" envDefault:"100"`
	PriceBuildResumeCents     int64         `env:"PRICE_BUILD_RESUME_CENTS" envDefault:"50"`
	PriceSearchJobsCents      int64         `env:"PRICE_SEARCH_JOBS_CENTS" envDefault:"5"`
	PriceAutoApplyCents       int64         `env:"PRICE_AUTO_APPLY_CENTS" envDefault:"25"`
	PriceSalaryResearchCents  int64         `env:"PRICE_SALARY_RESEARCH_CENTS" envDefault:"2"`
	PriceOptimizeProfileCents int64         `env:"PRICE_OPTIMIZE_PROFILE_CENTS" envDefault:"25"`
	AffiliateSharePercent     int           `env:"AFFILIATE_SHARE_PERCENT" envDefault:"30"`
	AffiliateMinPayoutCents   int64         `env:"AFFILIATE_MIN_PAYOUT_CENTS" envDefault:"5000"`
	SessionTTL                time.Duration `env:"SESSION_TTL" envDefault:"168h"`

	SourcesFile string        `env:"SCRAPER_SOURCES_FILE"`
	ScrapeEvery time.Duration `env:"SCRAPER_EVERY" envDefault:"6h"`
	// StaleAfter closes an open posting no scrape has seen for this long.
	StaleAfter        time.Duration `env:"SCRAPER_STALE_AFTER" envDefault:"336h"`
	ImportDemoOnEmpty bool          `env:"SCRAPER_IMPORT_DEMO" envDefault:"true"`
}

// Load reads the environment and validates it. The error names the variable at fault
// and what it expects, in one line, so an operator can fix it without reading code.
func Load() (*Config, error) {
	var c Config
	if err := env.Parse(&c); err != nil {
		return nil, describe(err)
	}
	if err := c.Validate(); err != nil {
		return nil, err
	}
	return &c, nil
}

// Validate checks every value that env parsing cannot.
func (c *Config) Validate() error {
	if err := checkURL("DATABASE_URL", c.DatabaseURL, "postgres", "postgresql"); err != nil {
		return err
	}
	if c.DatabaseReadURL != "" {
		if err := checkURL("DATABASE_READ_URL", c.DatabaseReadURL, "postgres", "postgresql"); err != nil {
			return err
		}
	}
	if err := checkURL("REDIS_URL", c.RedisURL, "redis", "rediss"); err != nil {
		return err
	}
	if c.NATSURL != "" {
		if err := checkURL("NATS_URL", c.NATSURL, "nats", "tls"); err != nil {
			return err
		}
	}
	if _, _, err := net.SplitHostPort(c.HTTPAddr); err != nil {
		return fmt.Errorf("config: HTTP_ADDR=%q is not host:port (example: 127.0.0.1:8080)", c.HTTPAddr)
	}
	if err := checkURL("PUBLIC_BASE_URL", c.PublicBaseURL, "http", "https"); err != nil {
		return err
	}
	c.PublicBaseURL = strings.TrimRight(c.PublicBaseURL, "/")
	for i, u := range c.PublicBaseURLsAccepted {
		if err := checkURL("PUBLIC_BASE_URLS_ACCEPTED", u, "http", "https"); err != nil {
			return err
		}
		c.PublicBaseURLsAccepted[i] = strings.TrimRight(u, "/")
	}
	for _, p := range c.TrustedProxies {
		if net.ParseIP(p) == nil {
			if _, _, err := net.ParseCIDR(p); err != nil {
				return fmt.Errorf("config: TRUSTED_PROXIES entry %q is neither an IP nor a CIDR (example: 10.0.0.0/8)", p)
			}
		}
	}
	if c.SMTPURL != "" {
		if err := checkURL("SMTP_URL", c.SMTPURL, "smtp", "smtps"); err != nil {
			return err
		}
	}
	if _, err := ParseLevel(c.LogLevel); err != nil {
		return err
	}
	if !validNamespace(c.Namespace) {
		return fmt.Errorf("config: NAMESPACE=%q must be 1-40 characters of a-z, 0-9 and _", c.Namespace)
	}
	if c.LogFormat != "text" && c.LogFormat != "json" {
		return fmt.Errorf("config: LOG_FORMAT=%q must be text or json", c.LogFormat)
	}
	if c.RenderTabs < 1 || c.RenderTabs > 64 {
		return fmt.Errorf("config: RENDER_TABS=%d must be between 1 and 64", c.RenderTabs)
	}
	if c.NATSEmbedPort < 0 || c.NATSEmbedPort > 65535 {
		return fmt.Errorf("config: NATS_EMBED_PORT=%d must be a TCP port (0 picks a free one)", c.NATSEmbedPort)
	}
	if c.LLMBaseURL != "" {
		if err := checkURL("LLM_BASE_URL", c.LLMBaseURL, "http", "https"); err != nil {
			return err
		}
		if c.LLMModel == "" {
			return errors.New("config: LLM_MODEL is required when LLM_BASE_URL is set (example: gpt-4o-mini)")
		}
	}
	if err := c.validateBlob(); err != nil {
		return err
	}
	if err := c.validateBilling(); err != nil {
		return err
	}
	if err := c.Apply.validate(); err != nil {
		return err
	}
	for name, d := range map[string]time.Duration{
		"SHUTDOWN_TIMEOUT": c.ShutdownTimeout, "RENDER_TIMEOUT": c.RenderTimeout,
		"RENDER_DEADLINE": c.RenderDeadline, "APPLY_DEADLINE": c.ApplyDeadline,
		"LLM_TIMEOUT": c.LLMTimeout, "SCRAPER_EVERY": c.ScrapeEvery, "SCRAPER_STALE_AFTER": c.StaleAfter, "RESUME_RETENTION": c.ResumeRetention,
	} {
		if d <= 0 {
			return fmt.Errorf("config: %s=%s must be a positive duration (example: 20s)", name, d)
		}
	}
	return nil
}

// validateBlob checks the choice of blob store: Postgres, BLOB_DIR or BLOB_S3_*.
func (c *Config) validateBlob() error {
	if c.BlobS3Endpoint == "" {
		// A bucket or keys without an endpoint would silently fall back to Postgres.
		for _, v := range []struct{ name, value string }{{"BLOB_S3_BUCKET", c.BlobS3Bucket},
			{"BLOB_S3_ACCESS_KEY", c.BlobS3AccessKey}, {"BLOB_S3_SECRET_KEY", c.BlobS3SecretKey}, {"BLOB_S3_PREFIX", c.BlobS3Prefix}} {
			if v.value != "" {
				return fmt.Errorf("config: %s is set but BLOB_S3_ENDPOINT is empty; set BLOB_S3_ENDPOINT (example: https://s3.eu-west-1.amazonaws.com) or unset %s", v.name, v.name)
			}
		}
		return nil
	}
	if c.BlobDir != "" {
		return errors.New("config: BLOB_DIR and BLOB_S3_ENDPOINT are both set; set one of them (or neither, to store PDFs in Postgres)")
	}
	if err := checkURL("BLOB_S3_ENDPOINT", c.BlobS3Endpoint, "http", "https"); err != nil {
		return err
	}
	if u, _ := url.Parse(c.BlobS3Endpoint); strings.Trim(u.Path, "/") != "" || u.User != nil || u.RawQuery != "" {
		return fmt.Errorf("config: BLOB_S3_ENDPOINT=%q must be scheme://host[:port] only (example: http://127.0.0.1:7070); put the bucket in BLOB_S3_BUCKET and the keys in BLOB_S3_ACCESS_KEY and BLOB_S3_SECRET_KEY", redact(c.BlobS3Endpoint))
	}
	for _, v := range []struct{ name, value, example string }{
		{"BLOB_S3_BUCKET", c.BlobS3Bucket, "example: careerkit-resumes"},
		{"BLOB_S3_REGION", c.BlobS3Region, "example: us-east-1"},
		{"BLOB_S3_ACCESS_KEY", c.BlobS3AccessKey, "the access key id of a key that may read and write the bucket"},
		{"BLOB_S3_SECRET_KEY", c.BlobS3SecretKey, "the secret of that key"},
	} {
		if v.value == "" {
			return fmt.Errorf("config: %s is required when BLOB_S3_ENDPOINT is set (%s)", v.name, v.example)
		}
	}
	return nil
}

// ParseLevel maps LOG_LEVEL to a slog level.
func ParseLevel(s string) (slog.Level, error) {
	var l slog.Level
	if err := l.UnmarshalText([]byte(s)); err != nil {
		return 0, fmt.Errorf("config: LOG_LEVEL=%q must be debug, info, warn or error", s)
	}
	return l, nil
}

func checkURL(name, raw string, schemes ...string) error {
	u, err := url.Parse(raw)
	if err != nil || u.Host == "" {
		return fmt.Errorf("config: %s=%q is not a URL (expected %s://host...)", name, redact(raw), schemes[0])
	}
	for _, s := range schemes {
		if u.Scheme == s {
			return nil
		}
	}
	return fmt.Errorf("config: %s=%q must use scheme %s", name, redact(raw), strings.Join(schemes, " or "))
}

// redact hides a password in a URL so config errors never print secrets.
func redact(raw string) string {
	u, err := url.Parse(raw)
	if err != nil || u.User == nil {
		return raw
	}
	if _, ok := u.User.Password(); ok {
		u.User = url.UserPassword(u.User.Username(), "xxxxx")
	}
	return u.String()
}

// describe turns env's field-named parse errors into variable-named ones.
func describe(err error) error {
	var agg env.AggregateError
	if errors.As(err, &agg) && len(agg.Errors) > 0 {
		var pe env.ParseError
		if errors.As(agg.Errors[0], &pe) {
			if f, ok := reflect.TypeOf(Config{}).FieldByName(pe.Name); ok {
				name, _, _ := strings.Cut(f.Tag.Get("env"), ",")
				return fmt.Errorf("config: %s=%q is not a valid %s", name, os.Getenv(name), pe.Type)
			}
		}
	}
	return fmt.Errorf("config: %s", strings.ReplaceAll(err.Error(), "\n", "; "))
}

func validNamespace(s string) bool {
	if s == "" || len(s) > 40 {
		return false
	}
	for _, r := range s {
		if !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '_') {
			return false
		}
	}
	return true
}
