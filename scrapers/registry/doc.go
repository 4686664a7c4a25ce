// Package registry keeps the source registry: the boards the scraper reads, in
// Postgres. It reads operators' import files (CSV or JSON Lines, one employer a
// row), seeds the registry from the shipped list, and hands the scheduler the
// enabled sources.
package registry
