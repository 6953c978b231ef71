"""Max-Cut with Qiskit-built circuits (guarded benchgate example).

``qaoa_qiskit`` needs Qiskit: ``ctx.require_module("qiskit")`` raises
``MethodUnavailable("qiskit not installed", missing_module="qiskit")`` when it is missing, and benchgate
then skips the case with a notice (QS033) instead of failing it. With Qiskit installed, the method passes
``QuantumCircuit`` objects to ``ctx.run``; the runner converts them with Qiskit's OpenQASM exporter.
"""

import itertools
import math

GRID = 3


def _edges(inp):
    return [(int(e[0]), int(e[1]), float(e[2]) if len(e) > 2 else 1.0) for e in inp["edges"]]


def cut_weight(inp, assignment):
    return sum(w for i, j, w in _edges(inp) if assignment[i] != assignment[j])


def evaluate(inp, solution):
    assignment = solution["assignment"]
    if len(assignment) != inp["nodes"]:
        raise ValueError("assignment must give one side per node")
    return -cut_weight(inp, assignment)


def estimate(inp, params):
    shots = int(params.get("shots", 2000))
    return {"circuits": GRID * GRID, "shots": GRID * GRID * shots}


def qaoa_qiskit(inp, params, ctx):
    qiskit = ctx.require_module("qiskit")
    n = inp["nodes"]
    shots = int(params.get("shots", 2000))
    best = None
    for a in range(GRID):
        for b in range(GRID):
            gamma = math.pi * (a + 0.5) / GRID
            beta = (math.pi / 2) * (b + 0.5) / GRID
            qc = qiskit.QuantumCircuit(n, n)
            qc.h(range(n))
            for i, j, w in _edges(inp):
                qc.rzz(2 * gamma * w, i, j)
            qc.rx(2 * beta, range(n))
            qc.measure(range(n), range(n))
            counts = ctx.run(qc, shots)
            for bits in sorted(counts):
                assignment = [int(bits.replace(" ", "")[n - 1 - k]) for k in range(n)]
                value = cut_weight(inp, assignment)
                if best is None or value > best[0]:
                    best = (value, assignment)
    value, assignment = best
    return {"objective": -value, "solution": {"assignment": assignment, "cut": value}}


def brute_force(inp, params, ctx):
    n = inp["nodes"]
    best = None
    for rest in itertools.product((0, 1), repeat=n - 1):
        assignment = [0, *rest]
        value = cut_weight(inp, assignment)
        if best is None or value > best[0]:
            best = (value, assignment)
    value, assignment = best
    return {"objective": -value, "solution": {"assignment": assignment, "cut": value}}


METHODS = {"qaoa_qiskit": qaoa_qiskit, "brute_force": brute_force}
