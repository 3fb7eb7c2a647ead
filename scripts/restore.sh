#!/usr/bin/env bash
# Restores a backup made by scripts/backup.sh into a fresh database, then prints every table's row count.
#
#   scripts/restore.sh sous-20260101T060000Z.dump postgres://user:pw@host:5432/sous_restored
#
# The target database is created when it does not exist (through the server's "postgres" database, or
# RESTORE_ADMIN_URL). A target that already has tables is refused: restore into a fresh database,
# check it, then point DATABASE_URL at it. The restore runs in one transaction: all or nothing.
set -euo pipefail

if [ $# -ne 2 ]; then
  echo "usage: $0 <backup-file> <target-database-url>" >&2
  exit 2
fi
dump="$1"
target="$2"
[ -r "$dump" ] || { echo "cannot read $dump" >&2; exit 2; }

# postgres://user:pw@host:port/name?options -> name, and the same URL on the "postgres" database.
without_query="${target%%\?*}"
query="${target#"$without_query"}"
dbname="${without_query##*/}"
admin_url="${RESTORE_ADMIN_URL:-${without_query%/*}/postgres$query}"
if [[ -z "$dbname" || "$dbname" == *[!A-Za-z0-9_]* ]]; then
  echo "the target database name must be letters, digits and underscores: '$dbname'" >&2
  exit 2
fi

exists=$(psql "$admin_url" -XtAc "select 1 from pg_database where datname = '$dbname'")
if [ "$exists" != "1" ]; then
  psql "$admin_url" -XqAc "create database \"$dbname\"" >/dev/null
else
  tables=$(psql "$target" -XtAc "select count(*) from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')")
  if [ "$tables" != "0" ]; then
    echo "refusing to restore into $dbname: it already has $tables tables (restore into a fresh database)" >&2
    exit 1
  fi
fi

pg_restore --no-owner --no-privileges --exit-on-error --single-transaction --dbname="$target" "$dump"

psql "$target" -XtA -F ' ' -c "
  select table_schema || '.' || table_name,
         (xpath('/row/n/text()', query_to_xml(format('select count(*) as n from %I.%I', table_schema, table_name), false, true, '')))[1]::text
  from information_schema.tables
  where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
  order by 1"
