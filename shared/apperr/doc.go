// Package apperr defines the errors that cross package boundaries and reach clients.
//
// Core code never speaks HTTP: it returns an *Error whose Kind says what went wrong
// (invalid input, not found, conflict, unavailable dependency, ...). The API maps each
// Kind to a status code in one place (api/errors.go). Messages are read by AI agents,
// so they say what failed, which field, the valid values and how to fix it.
package apperr
