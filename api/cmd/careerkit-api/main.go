// Command careerkit-api serves the Careerkit HTTP API and holds the operator
// commands for migrations, accounts and keys.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"log/slog"
	"os"
	"os/signal"
	"syscall"
	"text/tabwriter"

	"github.com/hibiken/asynq"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"

	"github.com/careerkit/careerkit/api"
	"github.com/careerkit/careerkit/shared/blob"
	"github.com/careerkit/careerkit/shared/config"
	"github.com/careerkit/careerkit/shared/db"
	"github.com/careerkit/careerkit/shared/events"
	"github.com/careerkit/careerkit/shared/logging"
	"github.com/careerkit/careerkit/shared/queue"
	"github.com/careerkit/careerkit/shared/store"
	"github.com/careerkit/careerkit/shared/writing"
)

const usage = `usage: careerkit-api [command]

commands:
  serve                                   run the HTTP API (default)
  migrate                                 apply database migrations and exit
  accounts create --email E [--plan free|paid]
                                          create an account and its first key (printed last)
  accounts show --email E                 show an account: plan, email confirmation and,
                                          while unconfirmed, its confirmation link
  keys create --email E [--name N]        create another key (printed last)
  keys list --email E                     list an account's keys
  keys revoke --email E --id KEY_ID       revoke a key
`

func main() {
	if err := run(os.Args[1:]); err != nil {
		fmt.Fprintln(os.Stderr, "careerkit-api:", err)
		os.Exit(1)
	}
}

func run(args []string) error {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	cfg, err := config.Load()
	if err != nil {
		return err
	}
	cmd := "serve"
	if len(args) > 0 {
		cmd, args = args[0], args[1:]
	}
	switch cmd {
	case "serve":
		return serve(ctx, cfg)
	case "migrate":
		return migrate(ctx, cfg)
	case "accounts", "keys":
		if len(args) == 0 {
			return errors.New(usage)
		}
		return admin(ctx, cfg, cmd+" "+args[0], args[1:])
	case "help", "-h", "--help":
		fmt.Print(usage)
		return nil
	}
	return fmt.Errorf("unknown command %q\n%s", cmd, usage)
}

func serve(ctx context.Context, cfg *config.Config) error {
	log := logging.Setup(cfg.LogFormat, cfg.LogLevel).With(slog.String("role", "api"))
	pool, err := db.Connect(ctx, cfg.DatabaseURL, cfg.MigrateOnStart, log)
	if err != nil {
		return err
	}
	defer pool.Close()
	st := store.New(pool)
	search, closeSearch, err := api.OpenSearchStore(ctx, cfg, st)
	if err != nil {
		return err
	}
	defer closeSearch()
	if search != st {
		log.InfoContext(ctx, "search-jobs reads the DATABASE_READ_URL replica",
			slog.String("host", search.Pool().Config().ConnConfig.Host))
	}
	blobs, err := blob.Open(ctx, cfg, pool)
	if err != nil {
		return err
	}
	rdb, err := queue.NewRedis(ctx, cfg.RedisURL)
	if err != nil {
		return fmt.Errorf("%w (check REDIS_URL)", err)
	}
	defer func() { _ = rdb.Close() }()
	bus, err := events.Connect(events.Options{URL: cfg.NATSURL, EmbedPort: cfg.NATSEmbedPort,
		StoreDir: cfg.NATSStoreDir, Namespace: cfg.Namespace, Name: "careerkit-api", Logger: log})
	if err != nil {
		return fmt.Errorf("%w (check NATS_URL, or NATS_EMBED_PORT when it is unset)", err)
	}
	defer bus.Close()
	writer, err := writing.FromConfig(cfg, log)
	if err != nil {
		return err
	}
	queues := queue.NamesFor(cfg.Namespace)
	services, closeServices, err := api.NewServices(api.ServiceDeps{Config: cfg, Store: st, SearchStore: search, Bus: bus,
		Redis: rdb, Queues: queues, Writer: writer})
	if err != nil {
		return err
	}
	defer closeServices()
	registry := prometheus.NewRegistry()
	registry.MustRegister(collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	registry.MustRegister(api.Collectors()...)
	registry.MustRegister(queue.NewDepthCollector(asynq.NewInspectorFromRedisClient(rdb), queues))
	srv := api.New(api.Deps{Config: cfg, Store: st, Bus: bus, Redis: rdb,
		Logger: log, Registry: registry, Services: services, Blobs: blobs})
	return srv.Run(ctx)
}

func migrate(ctx context.Context, cfg *config.Config) error {
	pool, err := db.Open(ctx, cfg.DatabaseURL)
	if err != nil {
		return err
	}
	defer pool.Close()
	applied, err := db.Migrate(ctx, pool)
	if err != nil {
		return err
	}
	fmt.Printf("applied %d migrations %v\n", len(applied), applied)
	return nil
}

func admin(ctx context.Context, cfg *config.Config, cmd string, args []string) error {
	fs := flag.NewFlagSet(cmd, flag.ContinueOnError)
	email := fs.String("email", "", "account email")
	plan := fs.String("plan", store.PlanFree, "free or paid")
	name := fs.String("name", "default", "key name")
	id := fs.String("id", "", "key id")
	if err := fs.Parse(args); err != nil {
		return err
	}
	pool, err := db.Open(ctx, cfg.DatabaseURL)
	if err != nil {
		return err
	}
	defer pool.Close()
	if _, err := db.Migrate(ctx, pool); err != nil {
		return err
	}
	st := store.New(pool)
	if cmd == "accounts create" {
		acct, secret, err := api.CreateAccount(ctx, st, *email, *plan)
		if err != nil {
			return err
		}
		fmt.Printf("account %s (%s, plan %s)\n%s\n", acct.ID, acct.Email, acct.Plan, secret)
		return nil
	}
	acct, err := st.AccountGetByEmail(ctx, *email)
	if err != nil {
		return fmt.Errorf("no account with --email %q: %w", *email, err)
	}
	switch cmd {
	case "accounts show":
		fmt.Printf("account %s (%s, plan %s)\n", acct.ID, acct.Email, acct.Plan)
		if acct.Confirmed() {
			fmt.Printf("email confirmed %s\n", acct.EmailConfirmedAt.Format("2006-01-02 15:04"))
		} else if acct.EmailConfirmToken != nil {
			fmt.Printf("email not confirmed; confirmation link:\n%s/dashboard/confirm?token=%s\n", cfg.PublicBaseURL, *acct.EmailConfirmToken)
		}
	case "keys create":
		k, secret, err := st.APIKeyCreate(ctx, acct.ID, *name)
		if err != nil {
			return err
		}
		fmt.Printf("key %s (%s)\n%s\n", k.ID, k.Name, secret)
	case "keys list":
		keys, err := st.APIKeyList(ctx, acct.ID)
		if err != nil {
			return err
		}
		w := tabwriter.NewWriter(os.Stdout, 0, 4, 2, ' ', 0)
		fmt.Fprintln(w, "ID\tNAME\tPREFIX\tCREATED\tREVOKED")
		for _, k := range keys {
			revoked := "-"
			if k.RevokedAt != nil {
				revoked = k.RevokedAt.Format("2006-01-02 15:04")
			}
			fmt.Fprintf(w, "%s\t%s\t%s…\t%s\t%s\n", k.ID, k.Name, k.Prefix, k.CreatedAt.Format("2006-01-02 15:04"), revoked)
		}
		return w.Flush()
	case "keys revoke":
		if err := st.APIKeyRevoke(ctx, acct.ID, *id); err != nil {
			return fmt.Errorf("revoke --id %q: %w", *id, err)
		}
		fmt.Printf("revoked %s\n", *id)
	default:
		return fmt.Errorf("unknown command %q\n%s", cmd, usage)
	}
	return nil
}
