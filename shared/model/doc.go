// Package model holds the domain types shared by the API, the workers and the
// scrapers: the wire shapes of the spec's resources and the records they produce.
package model
