#!/usr/bin/env bash
# Checks that a deployed copy of the site sends the headers of its _headers
# file: the Content-Security-Policy and the other security headers on pages,
# a revalidating cache for pages and unhashed files, a one-year immutable
# cache for hashed assets, and that _headers itself is not served.
# Usage: scripts/check-deployed-headers.sh https://dev.risczero.com[/base/]
# Works against the local server too: scripts/check-deployed-headers.sh http://127.0.0.1:3000
set -euo pipefail

site="${1:?usage: $0 SITE_URL}"
site="${site%/}"
origin="$(printf '%s' "$site" | grep -oE '^https?://[^/]+')"
failures=0

# Prints the response headers of a GET (names lower-cased), following no redirect.
headers() {
  local raw
  raw="$(curl -sS -o /dev/null -D - --max-time 30 "$1")" || { echo "FAIL  $1  could not be fetched" >&2; exit 1; }
  printf '%s\n' "$raw" | tr -d '\r' | awk -F': ' '{ $1 = tolower($1) } 1' OFS=': '
}

# expect URL HEADER REGEX: the header's value must match the extended regex.
expect() {
  local value
  value="$(printf '%s\n' "$all" | grep -m1 "^$2: " | cut -d' ' -f2- || true)"
  if printf '%s' "$value" | grep -qE "$3"; then
    echo "ok    $1  $2"
  else
    echo "FAIL  $1  $2: got '${value:-<none>}', expected /$3/"
    failures=$((failures + 1))
  fi
}

status() {
  printf '%s\n' "$all" | head -1 | awk '{print $2}'
}

page="$site/"
all="$(headers "$page")"
expect "$page" content-security-policy "^default-src 'self'; script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;.*frame-ancestors 'none'"
expect "$page" x-content-type-options '^nosniff$'
expect "$page" referrer-policy '^strict-origin-when-cross-origin$'
expect "$page" permissions-policy 'camera=\(\)'
expect "$page" cache-control 'max-age=0, must-revalidate'

for path in llms.txt sitemap.xml; do
  all="$(headers "$site/$path")"
  expect "$site/$path" cache-control 'max-age=0, must-revalidate'
done

# A script the home page loads: its name carries a content hash.
asset="$(curl -sS --max-time 30 "$page" | grep -oE "/[^\"' >]*assets/js/main\.[0-9a-f]+\.js" | head -1 || true)"
if [ -z "$asset" ]; then
  echo "FAIL  $page  no /assets/js/main.<hash>.js in the page"
  failures=$((failures + 1))
else
  all="$(headers "$origin$asset")"
  expect "$origin$asset" cache-control '^public, max-age=31536000, immutable$'
fi

all="$(headers "$site/_headers")"
if [ "$(status)" = 404 ]; then echo "ok    $site/_headers  not served"; else
  echo "FAIL  $site/_headers  served with status $(status)"
  failures=$((failures + 1))
fi

if [ "$failures" -gt 0 ]; then
  echo "$failures check(s) failed." >&2
  exit 1
fi
echo "All header checks passed."
