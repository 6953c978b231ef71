#!/usr/bin/env bash
# Proves the sandbox's `sudo` path, the one GitHub's hosted ubuntu-24.04 runners take (docs/security.md,
# "Isolation"): run as root, it makes a non-root user `runner` with passwordless sudo (as on those runners), and runs
# the sandbox attack tests as that user with GITHUB_ACTIONS=true and BENCHGATE_TEST_NO_USERNS=1 (test-only: the
# launcher's user-namespace probe is skipped, as if AppArmor refused unprivileged user namespaces as it does there;
# `user.max_user_namespaces` is a machine-wide sysctl this script does not touch). secrets.test.ts then requires
# `full` isolation via `sudo` with the workflow as uid 65534, and every attack of attacks.test.ts and
# secrets.test.ts runs against that path. Used by .ci/run; runs the same on a developer's machine (as root).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "$(id -u)" != 0 ]; then
  echo "test-sudo-path: run as root (it creates the user runner and its sudoers entry)" >&2
  exit 2
fi
if ! command -v sudo >/dev/null 2>&1; then
  timeout 300 apt-get update -qq
  timeout 300 apt-get install -y -qq --no-install-recommends sudo >/dev/null
fi
id -u runner >/dev/null 2>&1 || useradd --create-home --shell /bin/bash runner
printf 'runner ALL=(ALL) NOPASSWD: ALL\n' >/etc/sudoers.d/benchgate-runner
chmod 0440 /etc/sudoers.d/benchgate-runner
# The runner user must reach the clone (a fresh CI clone may lie under root's 0700 home): give the folders above it
# search permission only (o+x, no listing), the same a hosted runner's workspace has.
repo="$PWD"
d="$repo"
while [ "$d" != / ]; do
  [ -n "$(find "$d" -maxdepth 0 -perm -o=x)" ] || chmod o+x "$d"
  d="$(dirname "$d")"
done
if ! sudo -u runner test -r package.json -a -x node_modules/.bin/jest -a -r dist/cli.js; then
  echo "test-sudo-path: the user runner cannot read the clone, node_modules or dist/ (check their modes)" >&2
  exit 1
fi
exec sudo -u runner -H env PATH="$PATH" GITHUB_ACTIONS=true BENCHGATE_TEST_NO_USERNS=1 \
  BENCHGATE_EXPECT_SANDBOX_VIA=sudo NODE_OPTIONS=--experimental-vm-modules NODE_NO_WARNINGS=1 \
  node_modules/.bin/jest --ci __tests__/qsolve-runner/secrets.test.ts __tests__/qsolve-runner/attacks.test.ts
