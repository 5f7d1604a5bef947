#!/usr/bin/env bash
# Local infrastructure for Firecrest: Apache Kafka 3.9 (KRaft, one node) and FerretDB 1.24 (MongoDB wire protocol,
# SQLite backend), both on 127.0.0.1, data under one ignored folder.
#   infra/stack.sh up | down | status | reset | ferretdb-bin
# FIRECREST_KAFKA_BROKERS=3 runs three Kafka nodes instead (ports KAFKA_PORT, +2, +4; controllers KAFKA_CONTROLLER_PORT,
# +2, +4), every topic on all three and a write acknowledged by two (replication factor 3, min.insync.replicas 2).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
INFRA="$ROOT/infra"
DATA="${FIRECREST_DATA:-$ROOT/.data}/infra"
CACHE="${FIRECREST_CACHE:-$HOME/.cache/firecrest}"
KAFKA_VERSION=3.9.1
KAFKA_PORT="${KAFKA_PORT:-19092}"
KAFKA_CONTROLLER_PORT="${KAFKA_CONTROLLER_PORT:-19093}"
MONGO_PORT="${MONGO_PORT:-27027}"
KAFKA_LIBS="$CACHE/kafka-$KAFKA_VERSION/libs"
LOGS="$DATA/logs"
BROKERS="${FIRECREST_KAFKA_BROKERS:-$(cat "$DATA/kafka-brokers" 2>/dev/null || echo 1)}"
case "$BROKERS" in 1 | 3) ;; *) echo "infra: FIRECREST_KAFKA_BROKERS must be 1 or 3, not $BROKERS" >&2; exit 2 ;; esac
# Node k (1-based): its pid file name, data folder and ports. Node 1 keeps the one-node names.
kafka_name() { [ "$1" = 1 ] && echo kafka || echo "kafka-$1"; }
kafka_port() { echo $((KAFKA_PORT + 2 * ($1 - 1))); }
kafka_controller_port() { echo $((KAFKA_CONTROLLER_PORT + 2 * ($1 - 1))); }
kafka_brokers() { local k list=""; for k in $(seq 1 "$BROKERS"); do list="$list${list:+,}127.0.0.1:$(kafka_port "$k")"; done; echo "$list"; }

log() { echo "infra: $*" >&2; }

need() { # command, Debian package
  command -v "$1" >/dev/null && return
  log "installing $2"
  if [ -z "${APT_UPDATED:-}" ]; then apt-get update -qq >/dev/null; APT_UPDATED=1; fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$2" >/dev/null
}

running() { [ -f "$DATA/$1.pid" ] && kill -0 "$(cat "$DATA/$1.pid")" 2>/dev/null; }

kafka_libs() {
  [ -f "$KAFKA_LIBS/.complete" ] && return
  log "resolving Kafka $KAFKA_VERSION from Maven Central"
  rm -rf "$KAFKA_LIBS" && mkdir -p "$KAFKA_LIBS"
  mvn -q -B -f "$INFRA/kafka/pom.xml" org.apache.maven.plugins:maven-dependency-plugin:3.6.1:copy-dependencies \
    -DoutputDirectory="$KAFKA_LIBS" >"$CACHE/kafka-mvn.log" 2>&1 || { cat "$CACHE/kafka-mvn.log" >&2; exit 1; }
  touch "$KAFKA_LIBS/.complete"
}

ferretdb_bin() {
  local src="$INFRA/ferretdb"
  local hash; hash="$(cat "$src"/go.mod "$src"/go.sum "$src"/main.go "$src"/*.patch "$src"/libc/*.patch | sha1sum | cut -c1-12)"
  FERRETDB="$CACHE/ferretdb-1.24-$hash/ferretdb"
  [ -x "$FERRETDB" ] && return
  log "building FerretDB with Go (first time only, a minute or two)"
  # FerretDB's module source, patched (infra/ferretdb/*.patch, see infra/README.md), replaces the released module.
  local build; build="$(dirname "$FERRETDB")/build"
  rm -rf "$build" && mkdir -p "$build/cmd" && cp "$src"/go.mod "$src"/go.sum "$src"/main.go "$build/cmd/"
  # One && chain: `set -e` does not apply inside a subshell that is itself part of a && list.
  (
    cd "$build/cmd" &&
      go mod download github.com/FerretDB/FerretDB &&
      cp -r "$(go list -m -f '{{.Dir}}' github.com/FerretDB/FerretDB)" "$build/ferretdb" && chmod -R u+w "$build/ferretdb" &&
      for patch in "$src"/*.patch; do GIT_CEILING_DIRECTORIES="$build" git -C "$build/ferretdb" apply "$patch" || exit 1; done &&
      go mod edit -replace github.com/FerretDB/FerretDB=../ferretdb &&
      # So is SQLite's C library as transpiled to Go (modernc.org/libc; infra/ferretdb/libc/*.patch).
      go mod download modernc.org/libc &&
      cp -r "$(go list -m -f '{{.Dir}}' modernc.org/libc)" "$build/libc" && chmod -R u+w "$build/libc" &&
      for patch in "$src"/libc/*.patch; do GIT_CEILING_DIRECTORIES="$build" git -C "$build/libc" apply "$patch" || exit 1; done &&
      go mod edit -replace modernc.org/libc=../libc &&
      go build -trimpath -o "$FERRETDB.tmp" .
  ) && mv "$FERRETDB.tmp" "$FERRETDB" && rm -rf "$build"
}

start_kafka() { # node number
  local node="$1" name; name="$(kafka_name "$1")"
  running "$name" && return
  local dir="$DATA/$name" voters="" k
  for k in $(seq 1 "$BROKERS"); do voters="$voters${voters:+,}$k@127.0.0.1:$(kafka_controller_port "$k")"; done
  mkdir -p "$dir/logs"
  KAFKA_DATA="$dir/logs" KAFKA_PORT="$(kafka_port "$node")" KAFKA_CONTROLLER_PORT="$(kafka_controller_port "$node")" \
    KAFKA_NODE_ID="$node" KAFKA_VOTERS="$voters" KAFKA_RF="$BROKERS" KAFKA_MIN_ISR="$([ "$BROKERS" = 3 ] && echo 2 || echo 1)" \
    envsubst <"$INFRA/kafka/server.properties.template" >"$dir/server.properties"
  local java=(java -Dlog4j.configuration="file:$INFRA/kafka/log4j.properties" -cp "$KAFKA_LIBS/*")
  # One cluster id for every node (node 1's).
  [ -f "$DATA/kafka/cluster-id" ] || { mkdir -p "$DATA/kafka" && "${java[@]}" kafka.tools.StorageTool random-uuid 2>/dev/null | tail -1 >"$DATA/kafka/cluster-id"; }
  "${java[@]}" kafka.tools.StorageTool format -t "$(cat "$DATA/kafka/cluster-id")" -c "$dir/server.properties" --ignore-formatted \
    >>"$LOGS/$name.log" 2>&1
  # 1 GB of heap at most: a test run holds thousands of topics at once, and 512 MB ran out (OutOfMemoryError on
  # metadata requests) on a broker that also held an interrupted run's topics, about 15,000 partitions.
  setsid nohup "${java[@]}" -Xms256m -Xmx1g -XX:+UseSerialGC kafka.Kafka "$dir/server.properties" >>"$LOGS/$name.log" 2>&1 {LOCK}>&- &
  echo $! >"$DATA/$name.pid"
}

start_ferretdb() {
  running ferretdb && return
  setsid nohup "$FERRETDB" "127.0.0.1:$MONGO_PORT" "$DATA/ferretdb" >>"$LOGS/ferretdb.log" 2>&1 {LOCK}>&- &
  echo $! >"$DATA/ferretdb.pid"
}

# stop <signal> <name>...: signals every process at once, then waits up to 15 s for them all before SIGKILL. One at a
# time, a three-node Kafka's last nodes waited out their controlled shutdown with the controllers' quorum gone.
stop() {
  local signal="$1" name pids=()
  shift
  for name in "$@"; do
    running "$name" && pids+=("$(cat "$DATA/$name.pid")") && { kill "-$signal" "${pids[-1]}" 2>/dev/null || true; }
    rm -f "$DATA/$name.pid"
  done
  for _ in $(seq 1 150); do kill -0 "${pids[@]}" 2>/dev/null || break; sleep 0.1; done
  [ ${#pids[@]} = 0 ] || kill -9 "${pids[@]}" 2>/dev/null || true
}

all_names() { for node in $(seq 1 "$BROKERS"); do kafka_name "$node"; done; echo ferretdb; }

# Two `up`s side by side (a test run beside `./firecrest up`, several terminals) would build into the same folder
# and start two brokers: each of up, down, reset and ferretdb-bin waits for the one before it.
mkdir -p "$CACHE"
# The daemons it starts close this descriptor, or they would hold the lock for as long as they run.
exec {LOCK}>"$CACHE/infra.lock"
case "${1:-}" in up | down | reset | ferretdb-bin) flock "$LOCK" ;; esac

case "${1:-}" in
  up)
    started=$(date +%s.%N)
    mkdir -p "$DATA" "$LOGS" "$CACHE"
    # Tools first, one apt run at a time; then the Maven fetch and the Go build in parallel.
    need envsubst gettext-base
    need java openjdk-17-jre-headless
    [ -f "$KAFKA_LIBS/.complete" ] || need mvn maven
    need go golang-go
    kafka_libs & libs=$!
    ferretdb_bin
    wait "$libs"
    # A folder's storage is formatted for one number of nodes: another number needs `reset` first.
    if [ -f "$DATA/kafka-brokers" ] && [ "$(cat "$DATA/kafka-brokers")" != "$BROKERS" ]; then
      log "this data folder holds a $(cat "$DATA/kafka-brokers")-node Kafka; run infra/stack.sh reset first to run $BROKERS"
      exit 1
    fi
    echo "$BROKERS" >"$DATA/kafka-brokers"
    for node in $(seq 1 "$BROKERS"); do start_kafka "$node"; done
    start_ferretdb
    KAFKA_LOG="$LOGS/kafka.log" FERRETDB_LOG="$LOGS/ferretdb.log" KAFKA_BROKERS="$(kafka_brokers)" MONGO_PORT="$MONGO_PORT" \
      node --import tsx "$INFRA/wait-ready.ts" 120
    log "up in $(awk "BEGIN { printf \"%.1f\", $(date +%s.%N) - $started }") s (Kafka $(kafka_brokers), FerretDB mongodb://127.0.0.1:$MONGO_PORT)"
    ;;
  down)
    stop TERM $(all_names)
    ;;
  ferretdb-bin)
    # Prints the path of the FerretDB binary built from the current patches (building it first if needed), for
    # tests that start their own FerretDB (infra/test/ferretdb-pushdown.test.ts) and for bench/store-pushdown.ts.
    mkdir -p "$CACHE"
    need go golang-go
    ferretdb_bin >&2
    echo "$FERRETDB"
    ;;
  status)
    ok=0
    for name in $(all_names); do
      if running "$name"; then echo "  up    $name"; else echo "  down  $name"; ok=1; fi
    done
    exit $ok
    ;;
  reset)
    # In this process: a second `stack.sh down` would wait for the lock this one holds. The data goes with them, so
    # nothing is waited for: a three-node Kafka's graceful stop took 22 s of a test's teardown.
    stop KILL $(all_names)
    rm -rf "$DATA"
    ;;
  *)
    echo "usage: infra/stack.sh up|down|status|reset|ferretdb-bin" >&2
    exit 2
    ;;
esac
