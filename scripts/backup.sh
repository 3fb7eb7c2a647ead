#!/usr/bin/env bash
# Backs up the Sous database with pg_dump (custom format: compressed, restorable table by table).
#
#   DATABASE_URL=postgres://user:pw@host:5432/sous scripts/backup.sh [output-file]
#
# Writes sous-<UTC timestamp>.dump in the current directory unless a file is named; prints the file.
# Session rows are left out (their table is kept): after a restore everyone signs in again, and the
# backup file holds no live session ids. Documents are inside when DOCUMENT_STORAGE=postgres (the
# default); with DOCUMENT_STORAGE=s3 only their metadata is: back up the bucket as well.
set -euo pipefail

: "${DATABASE_URL:?DATABASE_URL must name the database to back up}"
out="${1:-sous-$(date -u +%Y%m%dT%H%M%SZ).dump}"
partial="$out.partial"
trap 'rm -f "$partial"' EXIT

pg_dump --format=custom --compress=6 --no-owner --no-privileges \
  --exclude-table-data=public.sessions \
  --file="$partial" "$DATABASE_URL"
# A dump that pg_restore cannot list is not a backup.
pg_restore --list "$partial" >/dev/null
mv "$partial" "$out"
echo "$out"
