#!/usr/bin/env bash
# Installs the project's Python side (requirements.txt: Qiskit, Aer, qiskit-ibm-runtime, pqid-bench, pyarrow,
# jsonschema, exact pins) into .venv/ at the repository root. Idempotent: a venv whose requirements stamp matches
# is kept. The tests find it through __tests__/helpers/python-oracle.ts (or BENCHGATE_ORACLE_PYTHON).
set -euo pipefail
cd "$(dirname "$0")/.."
py="${PYTHON:-python3}"
stamp=".venv/.requirements.sha256"
want="$(sha256sum requirements.txt | cut -d' ' -f1)"
if [ -x .venv/bin/python ] && [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ]; then
  echo "benchgate: .venv is up to date ($(.venv/bin/python --version))"
  exit 0
fi
"$py" -m venv .venv
.venv/bin/python -m pip install --disable-pip-version-check -q --no-input -r requirements.txt
.venv/bin/python -c "import qiskit, qiskit_aer, qiskit_ibm_runtime, pyarrow, pqid_bench, jsonschema; print('benchgate: .venv has qiskit', qiskit.__version__, 'aer', qiskit_aer.__version__)"
echo "$want" > "$stamp"
