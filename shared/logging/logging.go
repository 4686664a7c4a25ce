// Package logging builds the process logger (JSON in deploy, text locally) and
// carries a per-request logger in the context so every line has its request_id.
package logging

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"os"
)

type ctxKey struct{}

// New returns a logger writing format ("text" or "json") at level to w.
func New(w io.Writer, format string, level slog.Level) *slog.Logger {
	opts := &slog.HandlerOptions{Level: level}
	if format == "json" {
		return slog.New(slog.NewJSONHandler(w, opts))
	}
	return slog.New(slog.NewTextHandler(w, opts))
}

// With stores l in ctx.
func With(ctx context.Context, l *slog.Logger) context.Context {
	return context.WithValue(ctx, ctxKey{}, l)
}

// From returns the logger stored in ctx, or the default logger.
func From(ctx context.Context) *slog.Logger {
	if l, ok := ctx.Value(ctxKey{}).(*slog.Logger); ok {
		return l
	}
	return slog.Default()
}

// Asynq adapts slog to asynq's Logger interface.
type Asynq struct{ L *slog.Logger }

// Debug implements asynq.Logger.
func (a Asynq) Debug(args ...any) { a.L.Debug(fmt.Sprint(args...)) }

// Info implements asynq.Logger.
func (a Asynq) Info(args ...any) { a.L.Info(fmt.Sprint(args...)) }

// Warn implements asynq.Logger.
func (a Asynq) Warn(args ...any) { a.L.Warn(fmt.Sprint(args...)) }

// Error implements asynq.Logger.
func (a Asynq) Error(args ...any) { a.L.Error(fmt.Sprint(args...)) }

// Fatal implements asynq.Logger. Asynq calls it only for unrecoverable start-up
// errors; we log them as errors and let the caller's Run return.
func (a Asynq) Fatal(args ...any) { a.L.Error(fmt.Sprint(args...)) }

// Setup builds the process logger from the LOG_FORMAT and LOG_LEVEL values
// (checked by config.Validate at start) and makes it the default, so library
// code that logs through slog.Default writes the same lines.
func Setup(format, level string) *slog.Logger {
	var l slog.Level
	_ = l.UnmarshalText([]byte(level))
	log := New(os.Stderr, format, l)
	slog.SetDefault(log)
	return log
}
