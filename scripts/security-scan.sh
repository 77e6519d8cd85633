#!/usr/bin/env bash
# Web scanners against the built app on loopback with a signed-in session: wapiti (injection, XSS,
# command execution, file disclosure, CRLF, open redirect) over the API's parameterised reads, and
# sqlmap over the free-text parameters and the sign-in body. Fails on any high finding.
# Usage: npm run build && npm run security:scan   (installs Debian's wapiti and sqlmap when missing)
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v wapiti >/dev/null || ! command -v sqlmap >/dev/null; then
  echo "Installing Debian's wapiti and sqlmap..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wapiti sqlmap >/dev/null
fi
[ -f apps/server/dist/main.js ] || npm run build

work=$(mktemp -d)
echo "scan files in $work"
port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
base="http://127.0.0.1:${port}"
DATA_DIR="$work/data" PORT="$port" HOST=127.0.0.1 LOG_LEVEL=warn ADMIN_MFA=optional \
  AUTH_RATE_LIMIT_PER_MINUTE=100000 LEAD_RATE_LIMIT_PER_HOUR=100000 \
  node apps/server/dist/main.js >"$work/server.log" 2>&1 &
server=$!
trap 'kill $server 2>/dev/null || true; [ -n "${KEEP_SCAN:-}" ] || rm -rf "$work"' EXIT
for _ in $(seq 1 120); do curl -fs "$base/api/ready" >/dev/null && break; sleep 0.5; done

web=(-H 'content-type: application/json' -H 'x-requested-with: credit-repair-web')
token_of() {
  curl -s -c - "${web[@]}" -d "{\"email\":\"$1\",\"password\":\"$2\",\"loginType\":\"$3\"}" \
    "$base/api/auth/login" | awk '$6 == "session" { print $7 }'
}
client=$(token_of beta@example.com 'DemoBeta#2026' client)
admin=$(token_of admin@example.com 'DemoAdmin#2026' admin)
[ -n "$client" ] && [ -n "$admin" ] || { echo "could not sign the demo accounts in"; exit 1; }

high=0
# wapiti: the reads that take parameters, as the client and as the admin.
for who in client admin; do
  token=${!who}
  starts=()
  if [ "$who" = client ]; then
    for u in '/api/documents/search?q=letter' '/api/credit-issues?status=ACTIVE' '/api/disputes?status=SENT' \
      '/api/usps/track/9400100000000000000000' '/api/support/articles/how-long-does-a-dispute-take' \
      '/api/credit-cards' '/api/score-history'; do starts+=(-s "$base$u"); done
  else
    for u in '/api/admin/leads?search=smith&status=NEW' '/api/admin/tracking?page=1&limit=25' \
      '/api/users?search=casey' '/api/admin/work-queue?group=REPORTS_TO_CONFIRM' '/api/admin/mail-outbox?to=a%40b.co'; do
      starts+=(-s "$base$u")
    done
  fi
  wapiti -u "$base/api/" --scope folder "${starts[@]}" -m 'sql,blindsql,exec,file,xss,crlf,redirect' \
    -H "authorization: Bearer $token" -H 'x-requested-with: credit-repair-web' \
    --max-scan-time 240 --flush-session -f json -o "$work/wapiti-$who.json" >"$work/wapiti-$who.log" 2>&1 || true
  [ -f "$work/wapiti-$who.json" ] || { echo "wapiti wrote no report for the $who session"; tail -20 "$work/wapiti-$who.log"; exit 1; }
  found=$(node -e "
    const r = require('$work/wapiti-$who.json');
    const listed = (group) => Object.entries(r[group] ?? {}).flatMap(([kind, list]) => list.map((v) => ({ kind, ...v })));
    // A 500 answer to an attack (wapiti's anomalies) is a bug from user input: it counts as high too.
    const all = [...listed('vulnerabilities'), ...listed('anomalies')];
    for (const v of all) console.error('  ' + v.kind + ' (level ' + v.level + '): ' + v.method + ' ' + v.path + ' ' + (v.parameter ?? ''));
    console.log(all.filter((v) => String(v.level) === '3' || /internal server error/i.test(v.kind)).length);
  ")
  echo "wapiti ($who session): $found high findings"
  high=$((high + found))
done

# sqlmap: the free-text parameters and the sign-in body.
sqlmap_on() {
  local out="$work/sqlmap-$1"
  shift
  sqlmap --batch --flush-session --level 2 --risk 1 --technique BEUST --output-dir "$out" "$@" >"$out.log" 2>&1 || true
  if grep -q "identified the following injection point" "$out.log"; then
    echo "sqlmap: injection found:"; grep -A6 "identified the following injection point" "$out.log"; return 1
  fi
  return 0
}
auth_client=(-H "Authorization: Bearer $client" -H 'X-Requested-With: credit-repair-web')
auth_admin=(-H "Authorization: Bearer $admin" -H 'X-Requested-With: credit-repair-web')
sqlmap_on search -u "$base/api/documents/search?q=letter" -p q "${auth_client[@]}" || high=$((high + 1))
sqlmap_on leads -u "$base/api/admin/leads?search=smith" -p search "${auth_admin[@]}" || high=$((high + 1))
sqlmap_on login -u "$base/api/auth/login" --data '{"email":"beta@example.com","password":"x","loginType":"client"}' \
  -H 'Content-Type: application/json' -H 'X-Requested-With: credit-repair-web' -p email || high=$((high + 1))
echo "sqlmap: done"

if grep -q '"statusCode":5' "$work/server.log"; then echo "the server answered 5xx during the scans:"; grep '"statusCode":5' "$work/server.log" | head; fi
echo "security scan: $high high findings"
[ "$high" -eq 0 ]
