#!/usr/bin/env bash
# Unpacks Debian's python3.11-doc, nodejs-doc, postgresql-doc-15 and python-django-doc (Django 3.2) into the Engram cache for the tests and
# benchmarks. Unpacked, not installed: installing nodejs-doc makes apt replace a newer Node.js with Debian's 18.
set -euo pipefail
target="${XDG_CACHE_HOME:-$HOME/.cache}/engram/debian-docs"
packages=(python3.11-doc nodejs-doc postgresql-doc-15 python-django-doc)
folders=(usr/share/doc/python3.11/html usr/share/doc/nodejs/api usr/share/doc/postgresql-doc-15/html usr/share/doc/python-django-doc/html)
missing=()
for i in "${!packages[@]}"; do
  [ -d "$target/${folders[$i]}" ] || missing+=("${packages[$i]}")
done
if [ ${#missing[@]} -eq 0 ]; then
  echo "Debian docs already in $target"
  exit 0
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cd "$work"
apt-get download "${missing[@]}" 2>/dev/null || { apt-get update -q && apt-get download "${missing[@]}"; }
mkdir -p "$target"
for deb in ./*.deb; do dpkg-deb -x "$deb" "$target"; done
echo "Debian docs (${missing[*]}) unpacked into $target"
