"""Qiskit Aer's side of bench/aer.bench.mjs: times Aer's run alone (loading, parsing and transpiling
are outside the timing), `reps` times per job, and prints one JSON line per job as it finishes: {"name", "ms": [...], "shots",
"distinct"} (or {"name", "error"} when Aer fails on it, e.g. out of memory).

Input (stdin, JSON): {"jobs": [{"name", "file" | "builtin", "kind", "shots", "reps", "options"}]}
  kind "statevector": AerSimulator(method="statevector", max_parallel_threads=2)
  kind "fake_fez":    FakeFez's noise model, AerSimulator.from_backend(FakeFez(), max_parallel_threads=2)
                      (what FakeFez().run() runs, with the thread count fixed), after transpile(circ, FakeFez())
  "options": extra AerSimulator options (e.g. {"shot_branching_enable": true})
"""
import json
import math
import re
import sys
import time

from qiskit import ClassicalRegister, QuantumCircuit, QuantumRegister, qasm2, qasm3, transpile
from qiskit_aer import AerSimulator
from qiskit_ibm_runtime.fake_provider import FakeFez


def varteleport(n_pairs=10):
    """bench/circuits/varteleport.qasm built with Qiskit's API (its importer takes no const/def/for)."""
    inp = QuantumRegister(1, "input_qubit")
    q = QuantumRegister(2 * n_pairs, "q")
    out = ClassicalRegister(1, "output_qubit")
    pf = ClassicalRegister(2 * n_pairs, "pf")
    qc = QuantumCircuit(inp, q, out, pf)
    qc.reset(inp[0])
    qc.h(inp[0])
    qc.rz(math.pi / 4, inp[0])
    io = inp[0]
    for i in range(n_pairs):
        a, b = q[2 * i], q[2 * i + 1]
        qc.reset(a)
        qc.reset(b)
        qc.h(a)
        qc.cx(a, b)
        qc.cx(io, a)
        qc.h(io)
        qc.measure(io, pf[2 * i])
        qc.measure(a, pf[2 * i + 1])
        with qc.if_test((pf[2 * i], 1)):
            qc.z(b)
        with qc.if_test((pf[2 * i + 1], 1)):
            qc.x(b)
        io = b
    qc.rz(-math.pi / 4, io)
    qc.h(io)
    qc.measure(io, out[0])
    return qc


def load(job):
    if job.get("builtin") == "varteleport":
        return varteleport()
    text = open(job["file"]).read()
    if text.lstrip().startswith("OPENQASM 3"):
        # dyn-20 names a register `s`, which Qiskit's importer refuses (the stdgates `s` gate)
        text = re.sub(r"\bs\[", "sb[", text).replace("bit[4] s;", "bit[4] sb;")
        return qasm3.loads(text)
    # the gates benchgate's qelib1.inc has beyond Qiskit's strict one (swap, cu1, ...)
    return qasm2.loads(text, custom_instructions=qasm2.LEGACY_CUSTOM_INSTRUCTIONS)


def main():
    req = json.load(sys.stdin)
    for job in req["jobs"]:
        try:
            run(job)
        except Exception as e:  # noqa: BLE001 - reported per job, the bench goes on
            print(json.dumps({"name": job["name"], "error": f"{type(e).__name__}: {e}"[:500]}), flush=True)


def run(job):
    if True:
        circ = load(job)
        opts = dict(job.get("options") or {})
        if job["kind"] == "fake_fez":
            backend = FakeFez()
            sim = AerSimulator.from_backend(backend, max_parallel_threads=2, **opts)
            tc = transpile(circ, backend, seed_transpiler=1)
        else:
            sim = AerSimulator(method="statevector", max_parallel_threads=2, **opts)
            tc = transpile(circ, sim, optimization_level=0)
        ms = []
        counts = None
        for _ in range(job["reps"]):
            t0 = time.perf_counter()
            counts = sim.run(tc, shots=job["shots"], seed_simulator=1).result().get_counts()
            ms.append((time.perf_counter() - t0) * 1000)
        print(json.dumps({"name": job["name"], "ms": ms, "shots": sum(counts.values()), "distinct": len(counts)}), flush=True)


main()
