"""Qiskit's verdict on OpenQASM programs (the benchgate corpus, __tests__/fixtures/openqasm-corpus/).

stdin: {"items": [{"name", "version", "program"}], "maxQubits": n}
stdout: {name: {"qiskit": "accept" | "refuse", "error": str, "numQubits": n,
                "statevector": [[re, im], ...] | None}}
The statevector is given for accepted programs of at most maxQubits qubits whose operations are all
unitary (gates and barriers): qiskit.quantum_info.Statevector of the circuit Qiskit read.

Run directly with --record to rewrite verdicts.json from the corpus files.
"""

import json
import re
import sys
from pathlib import Path

import qiskit.qasm2
import qiskit.qasm3
from qiskit.quantum_info import Statevector

CORPUS = Path(__file__).resolve().parent.parent / "fixtures" / "openqasm-corpus"


def split_corpus(text):
    """Items of a corpus file: `#### name` lines start each program."""
    items = []
    for chunk in re.split(r"^#### ", text, flags=re.M)[1:]:
        name, _, program = chunk.partition("\n")
        items.append((name.strip(), program))
    return items


def load(program, version, strict=False):
    """QASM 2 as Qiskit reads what its own exporter writes (qasm2.dumps: Qiskit's qelib1.inc, with
    u, p, sx, rzz, c3sqrtx, ...); `strict` reads it with the paper's qelib1.inc (plain loads)."""
    if version == 2:
        if strict:
            return qiskit.qasm2.loads(program)
        return qiskit.qasm2.loads(
            program,
            include_path=qiskit.qasm2.LEGACY_INCLUDE_PATH,
            custom_instructions=qiskit.qasm2.LEGACY_CUSTOM_INSTRUCTIONS,
        )
    return qiskit.qasm3.loads(program)


def verdict(program, version, max_qubits):
    try:
        circuit = load(program, version)
    except BaseException as exc:  # noqa: BLE001 - every refusal counts (a Rust panic is a BaseException)
        if isinstance(exc, (KeyboardInterrupt, SystemExit)):
            raise
        first = (str(exc).strip().splitlines() or [""])[0]
        return {"qiskit": "refuse", "error": f"{type(exc).__name__}: {first}"[:300]}
    out = {"qiskit": "accept", "numQubits": circuit.num_qubits, "statevector": None}
    unitary = all(
        inst.operation.name not in ("measure", "reset", "delay") and not inst.clbits
        and not hasattr(inst.operation, "blocks")
        for inst in circuit.data
    )
    if unitary and 0 < circuit.num_qubits <= max_qubits:
        try:
            sv = Statevector(circuit).data
            out["statevector"] = [[float(a.real), float(a.imag)] for a in sv]
        except Exception as exc:  # noqa: BLE001 - e.g. an opaque gate: no statevector, said why
            out["statevectorError"] = f"{type(exc).__name__}: {str(exc)[:200]}"
    return out


def main():
    if "--record" in sys.argv:
        result = {}
        for version in (2, 3):
            for name, program in split_corpus((CORPUS / f"qasm{version}.txt").read_text()):
                v = verdict(program, version, 0)
                entry = {"qiskit": v["qiskit"]}
                if "error" in v:
                    entry["error"] = v["error"]
                if version == 2:
                    try:
                        load(program, 2, strict=True)
                        strict = "accept"
                    except BaseException:  # noqa: BLE001
                        strict = "refuse"
                    if strict != v["qiskit"]:
                        entry["plainLoads"] = strict
                result[f"qasm{version}/{name}"] = entry
        (CORPUS / "verdicts.json").write_text(json.dumps(result, indent=1, ensure_ascii=False) + "\n")
        return
    request = json.load(sys.stdin)
    out = {
        item["name"]: verdict(item["program"], item["version"], request.get("maxQubits", 8))
        for item in request["items"]
    }
    json.dump(out, sys.stdout)


if __name__ == "__main__":
    main()
