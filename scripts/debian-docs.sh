#!/usr/bin/env bash
# Unpacks Debian's python3.11-doc and nodejs-doc into the Engram cache for the tests and benchmarks.
# Unpacked, not installed: installing nodejs-doc makes apt replace a newer Node.js with Debian's 18.
set -euo pipefail
target="${XDG_CACHE_HOME:-$HOME/.cache}/engram/debian-docs"
if [ -d "$target/usr/share/doc/nodejs/api" ] && [ -d "$target/usr/share/doc/python3.11/html" ]; then
  echo "Debian docs already in $target"
  exit 0
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cd "$work"
apt-get download python3.11-doc nodejs-doc 2>/dev/null || { apt-get update -q && apt-get download python3.11-doc nodejs-doc; }
mkdir -p "$target"
for deb in ./*.deb; do dpkg-deb -x "$deb" "$target"; done
echo "Debian docs unpacked into $target"
