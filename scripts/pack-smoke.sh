#!/usr/bin/env bash
# Installs benchgate the way a user outside this clone does (README "Install"): `npm pack` makes the release
# tarball, a scratch project installs it, and `npx benchgate` runs there: --version, a passing check (exit 0), a
# failing check (exit 1) and a usage error (exit 2). Run by .ci/run; prints one closing line.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cd "$root"
tgz="$(npm pack --silent --pack-destination "$work" | tail -n 1)"
mkdir "$work/project"
cd "$work/project"
npm init -y >/dev/null
npm install --no-audit --no-fund --silent --save-dev "$work/$tgz"
version="$(npx --no-install benchgate --version)"
want="$(node -p "require('$root/package.json').version")"
[ "${version##* }" = "$want" ] || { echo "pack-smoke: benchgate --version said '$version', want $want"; exit 1; }
cp -r "$root/examples/pqid" "$root/examples/release" .
npx --no-install benchgate check . --no-cache >check.out || { cat check.out; echo "pack-smoke: check of the examples failed"; exit 1; }
printf 'tampered\n' >>release/data/$(ls release/data | head -n 1)
set +e
npx --no-install benchgate check . --no-cache >tampered.out
rc_fail=$?
npx --no-install benchgate chek . >/dev/null 2>&1
rc_usage=$?
set -e
[ "$rc_fail" = 1 ] || { cat tampered.out; echo "pack-smoke: a tampered release exited $rc_fail, want 1"; exit 1; }
[ "$rc_usage" = 2 ] || { echo "pack-smoke: an unknown command exited $rc_usage, want 2"; exit 1; }
echo "pack-smoke: 4 passed, 0 failed ($tgz installed into a scratch project: --version, check exit 0, tampered exit 1, usage exit 2)"
