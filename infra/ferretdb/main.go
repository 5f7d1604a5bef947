// Command ferretdb serves the MongoDB wire protocol on FerretDB v1 with its SQLite backend.
//
// It embeds the ferretdb package instead of building FerretDB's own cmd/ferretdb, whose binary panics
// at start when built with `go install` (missing version file, upstream issue 2982).
//
// Usage: ferretdb <listen address> <data directory>
//
// FERRETDB_LOG_LEVEL (debug, info, warn, error; default warn) sets how much it logs: debug shows each cursor.
// FERRETDB_DISABLE_PUSHDOWN=1 makes it filter, sort, skip and limit every query in Go, reading whole collections
// (FerretDB's --disable-pushdown; the pushdown tests compare answers with it).
// FERRETDB_PPROF=127.0.0.1:6061 serves Go's /debug/pprof there (profiles of the store under a benchmark).
package main

import (
	"context"
	"fmt"
	"log/slog"
	"net/http"
	_ "net/http/pprof"
	"os"
	"os/signal"
	"runtime/debug"
	"syscall"

	"github.com/FerretDB/FerretDB/ferretdb"
)

func main() {
	if len(os.Args) != 3 {
		fmt.Fprintln(os.Stderr, "usage: ferretdb <listen address> <data directory>")
		os.Exit(2)
	}
	if err := os.MkdirAll(os.Args[2], 0o755); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	// temp_store(memory): a statement's rollback journal (every insertMany and bulk write has one) stays in memory
	// instead of spilling to a temporary file past 64 KiB (7% of FerretDB's CPU in pwrite under an LMS import).
	f, err := ferretdb.New(&ferretdb.Config{
		Listener:  ferretdb.ListenerConfig{TCP: os.Args[1]},
		Handler:   "sqlite",
		SQLiteURL: "file:" + os.Args[2] + "/?_pragma=synchronous(normal)&_pragma=temp_store(memory)&_pragma=wal_autocheckpoint(10000)",
		Logger:    slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: logLevel()})),

		DisablePushdown: os.Getenv("FERRETDB_DISABLE_PUSHDOWN") == "1",
	})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	// Documents decoded for each query are short-lived garbage; collecting at 4x the live heap instead of 2x halves
	// the collector's share of a cursor walk for a few tens of MB more (GOGC set in the environment wins).
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(400)
	}
	if addr := os.Getenv("FERRETDB_PPROF"); addr != "" {
		go func() { fmt.Fprintln(os.Stderr, http.ListenAndServe(addr, nil)) }()
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := f.Run(ctx); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

func logLevel() slog.Level {
	var level slog.Level
	if err := level.UnmarshalText([]byte(os.Getenv("FERRETDB_LOG_LEVEL"))); err != nil {
		return slog.LevelWarn
	}
	return level
}
