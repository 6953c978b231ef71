"""Oracle: benchgate's `fake:<device>` counts against FakeX().run() on the same physical qubits.

Each case is benchgate's transpiled circuit, already on the device's physical qubits (gates rz, sx, x, cz, id;
measure, reset, delay), with benchgate's counts. It is rebuilt as a QuantumCircuit over all the device's qubits
(one ClassicalRegister per benchgate register, in order, so count keys have the same form) and run with
FakeX().run(circuit, shots, seed_simulator) -- no transpilation: the circuit is already in the basis and on
coupled qubits. The two count tables are compared by a chi-square test of homogeneity (scipy.stats.chi2_contingency,
no continuity correction; outcomes seen fewer than 20 times in both runs together are pooled into one cell).

A case may name instructions whose errors are dropped from Aer's model for that run ("drop": ["measure"]): the
negative control that shows the test detects a missing measurement error.
"""
import math

from qiskit import ClassicalRegister, QuantumCircuit, QuantumRegister
from qiskit_aer import AerSimulator
from scipy.stats import chi2_contingency

POOL_BELOW = 20


def circuit(case, b):
    qc = QuantumCircuit(QuantumRegister(b.num_qubits, "q"), *[ClassicalRegister(r["size"], r["name"]) for r in case["cregs"]])
    for o in case["ops"]:
        k = o["k"]
        if k == "gate":
            name, qs, ps = o["name"], o["qubits"], o["params"]
            if name == "rz":
                qc.rz(ps[0], qs[0])
            elif name in ("sx", "x", "id"):
                getattr(qc, name)(qs[0])
            elif name == "cz":
                qc.cz(qs[0], qs[1])
            else:
                raise ValueError(f"unexpected gate {name} in a transpiled circuit")
        elif k == "measure":
            qc.measure(o["qubit"], o["clbit"])
        elif k == "reset":
            qc.reset(o["qubit"])
        elif k == "delay":
            for q in o["qubits"]:
                if o["seconds"] == 0:
                    qc.delay(o["dt"], q, unit="dt")
                else:
                    qc.delay(o["seconds"] + o["dt"] * b.dt, q, unit="s")
        else:
            raise ValueError(f"unexpected op {k}")
    return qc


def homogeneity(a, b):
    keys = sorted(set(a) | set(b))
    rows = [[], []]
    other = [0, 0]
    for k in keys:
        x, y = a.get(k, 0), b.get(k, 0)
        if x + y < POOL_BELOW:
            other[0] += x
            other[1] += y
        else:
            rows[0].append(x)
            rows[1].append(y)
    if other[0] + other[1] > 0:
        rows[0].append(other[0])
        rows[1].append(other[1])
    if len(rows[0]) < 2:
        return 1.0, len(rows[0])
    _chi2, p, _dof, _exp = chi2_contingency(rows, correction=False)
    return float(p), len(rows[0])


def run_case(case, b):
    qc = circuit(case, b)
    drop = case.get("drop") or []
    if drop:
        nm = b.options.noise_model
        kept = {d: nm._local_quantum_errors.pop(d) for d in drop if d in nm._local_quantum_errors}
        try:
            res = AerSimulator(noise_model=nm).run(qc, shots=case["shots"], seed_simulator=case["seed"]).result()
        finally:
            nm._local_quantum_errors.update(kept)
    else:
        res = b.run(qc, shots=case["shots"], seed_simulator=case["seed"]).result()
    aer = {k: int(v) for k, v in res.get_counts().items()}
    ours = case["counts"]
    p, cells = homogeneity(ours, aer)
    n1, n2 = sum(ours.values()), sum(aer.values())
    tvd = 0.5 * sum(abs(ours.get(k, 0) / n1 - aer.get(k, 0) / n2) for k in set(ours) | set(aer))
    return {"id": case["id"], "p": p, "cells": cells, "tvd": tvd, "shots": [n1, n2], "finite": math.isfinite(p)}
