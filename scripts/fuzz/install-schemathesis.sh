#!/usr/bin/env bash
# Schemathesis (pinned, from PyPI) in an ignored virtualenv: .tools/venv. Idempotent.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
VERSION=4.32.5
VENV="$ROOT/.tools/venv"
if [ -x "$VENV/bin/schemathesis" ] && "$VENV/bin/schemathesis" --version 2>/dev/null | grep -q "version $VERSION\$"; then exit 0; fi
echo "fuzz: installing schemathesis $VERSION into .tools/venv" >&2
if ! python3 -c 'import ensurepip, venv' 2>/dev/null; then
  echo "fuzz: installing Debian python3-venv" >&2
  flock /tmp/apt.lock bash -c 'apt-get update -qq >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-venv >/dev/null'
fi
rm -rf "$VENV"
python3 -m venv "$VENV"
"$VENV/bin/pip" install --quiet --disable-pip-version-check "schemathesis==$VERSION"
