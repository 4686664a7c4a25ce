# Careerkit. `make help` lists the targets.
SHELL := /bin/bash
export PATH := /usr/local/go/bin:$(PATH)
export GOTOOLCHAIN ?= auto
GO ?= go
BINS := careerkit-api careerkit-worker careerkit-scraper
PKGS := ./...

.DEFAULT_GOAL := help

help: ## show this help
	@grep -hE '^[a-zA-Z_-]+:.*?## ' $(MAKEFILE_LIST) | awk 'BEGIN {FS = ":.*?## "}; {printf "  \033[36m%-18s\033[0m %s\n", $$1, $$2}'

build: ## build bin/careerkit-api, bin/careerkit-worker, bin/careerkit-scraper
	@mkdir -p bin
	$(GO) build -o bin/careerkit-api ./api/cmd/careerkit-api
	$(GO) build -o bin/careerkit-worker ./workers/cmd/careerkit-worker
	$(GO) build -o bin/careerkit-scraper ./scrapers/cmd/careerkit-scraper

services: ## install/start Postgres, Redis, NATS, Chromium and versitygw if missing
	bash deploy/local/services.sh test

run: ## run the whole stack on this machine (API on http://127.0.0.1:8080)
	bash deploy/local/services.sh run
	$(MAKE) build
	bash deploy/local/run.sh

run-api: build ## run only the API (embeds NATS when NATS_URL is unset)
	bin/careerkit-api serve

run-workers: build ## run only a worker
	bin/careerkit-worker

run-scrapers: build ## run only a scraper
	bin/careerkit-scraper

test: ## check tracked files and deploy files, then run every test against the real Postgres, Redis, NATS and Chromium
	bash deploy/local/services.sh test
	bash deploy/local/check-tracked.sh
	bash deploy/local/check-deploy.sh
	bash deploy/local/check-openapi.sh
	bash deploy/local/check-docs.sh
	$(MAKE) verify-sql
	$(GO) test -race -count=1 -timeout 20m $(PKGS)

check-deploy: ## validate docker-compose.yml (docker-compose config) and deploy/k8s (kubeconform, strict)
	bash deploy/local/check-deploy.sh

test-short: ## unit tests only (skips tests that need services)
	$(GO) test -short -count=1 $(PKGS)

test-integration: test ## alias of test: every test is an integration test here

bench: ## run the benchmarks (each timed figure 3 times, with the load average) and print the figures recorded in docs/performance.md
	bash deploy/local/services.sh test
	bash deploy/local/bench.sh

bench-resume: ## only the render and build-resume figures, 3 runs each (about two minutes)
	bash deploy/local/services.sh test
	BENCH_ONLY=resume bash deploy/local/bench.sh

bench-index-10m: ## the job index at 10,000,000 postings: one load (generated while loading) and the search mix, about an hour on 2 cores; needs about 70 GB of disk
	bash deploy/local/services.sh test
	$(GO) run ./scrapers/bench -jobs 10000000 -db jobindex_bench_10m

fuzz: ## fuzz the request decoders for 30s each
	$(GO) test ./api -run '^$$' -fuzz FuzzBuildResume -fuzztime 30s
	$(GO) test ./api -run '^$$' -fuzz FuzzSearchQuery -fuzztime 30s

lint: ## go vet and gofmt check
	$(GO) vet $(PKGS)
	@test -z "$$(gofmt -l $$(git ls-files '*.go'))" || (gofmt -l $$(git ls-files '*.go'); exit 1)

fmt: ## format the code
	gofmt -w $$(git ls-files '*.go')

# The BLS state/nonmetro wage files are too large to commit; the salary
# generator rebuilds shared/salary/data/state_wages.json.gz from them when present.
OEWS_STATE_DIR ?= ../shared/data/salary/oews_state
SQLC ?= $(shell command -v sqlc || echo $$($(GO) env GOPATH)/bin/sqlc)

generate: ## rebuild generated code and data (sqlc queries, salary dataset, occupations, ATS lexicon, gazetteer, font subsets, demo postings)
	cd shared/db && $(SQLC) generate
	$(GO) run ./shared/salary/gen $(if $(wildcard $(OEWS_STATE_DIR)),-oews-state $(OEWS_STATE_DIR))
	$(GO) run ./shared/occupation/gen -src ../shared/data/skills
	$(GO) run ./shared/ats/gen -src ../shared/data/skills
	$(GO) run ./shared/ats/gen/tagger -src ../shared/data/skills
	$(GO) run ./shared/ats/gen/verbs -src ../shared/data/skills
	$(GO) run ./shared/ats/gen/categories -src ../shared/data/skills
	$(GO) run ./shared/geo/gen -src ../shared/data/geo/geonames
	bash shared/resume/fonts/subset.sh
	$(GO) test ./scrapers/refresh -run DemoSnapshot -update

verify-sql: ## fail when shared/db/dbsqlc is stale (sqlc diff against shared/db/queries and the migrations)
	cd shared/db && $(SQLC) diff

verify: lint verify-sql ## check generated code and data are up to date
	$(GO) test -count=1 -run 'Rebuild' ./shared/salary/...

migrate-up: build ## apply database migrations
	bin/careerkit-api migrate

migrate-new: ## create a migration: make migrate-new NAME=add_things
	@n=$$(ls shared/db/migrations | sed -E 's/^0*([0-9]+)_.*/\1/' | sort -n | tail -1); \
	f=shared/db/migrations/$$(printf '%05d' $$((n+1)))_$(NAME).sql; \
	printf -- '-- +goose Up\n\n-- +goose Down\n' > $$f; echo $$f

db-reset: ## drop and recreate the local careerkit database
	psql -h 127.0.0.1 -U postgres -c 'DROP DATABASE IF EXISTS careerkit WITH (FORCE)' -c 'CREATE DATABASE careerkit'

up: ## run the stack with docker compose
	docker compose up --build -d

down: ## stop the docker compose stack
	docker compose down

.PHONY: help check-deploy verify-sql bench-resume bench-index-10m build services run run-api run-workers run-scrapers test test-short test-integration bench fuzz lint fmt generate verify migrate-up migrate-new db-reset up down
