"""Max-Cut with Qiskit-built circuits, with a fallback (benchgate example).

With Qiskit installed, ``qaoa_qiskit`` passes ``QuantumCircuit`` objects to ``ctx.run``; the runner converts
them with Qiskit's OpenQASM exporter. Without Qiskit it sends the same circuit written as OpenQASM 2 text
(``rzz`` from ``qelib1.inc``, what ``qiskit.qasm2.dumps`` writes), so its cases run, and pass, on a machine
without Qiskit too (this project's CI has none).

Qsolve's rule is why the fallback exists: a method that raises ``MethodUnavailable`` (for example
``ctx.require_module("qiskit")`` without Qiskit) does not fail a case by itself, but then the quantum and the
reference cannot be compared, and the case fails with ``no headline metric: quantum and reference could not be
compared``. A workflow may not skip its cases; it may build its circuits without the missing module.
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


def _qiskit():
    try:
        import qiskit  # noqa: PLC0415
    except ImportError:
        return None
    return qiskit


def _qasm2(inp, gamma, beta):
    """The circuit qiskit.qasm2.dumps writes for the QuantumCircuit below."""
    n = inp["nodes"]
    lines = ["OPENQASM 2.0;", 'include "qelib1.inc";', f"qreg q[{n}];", f"creg c[{n}];"]
    lines += [f"h q[{k}];" for k in range(n)]
    lines += [f"rzz({2 * gamma * w!r}) q[{i}],q[{j}];" for i, j, w in _edges(inp)]
    lines += [f"rx({2 * beta!r}) q[{k}];" for k in range(n)]
    lines += [f"measure q[{k}] -> c[{k}];" for k in range(n)]
    return "\n".join(lines) + "\n"


def qaoa_qiskit(inp, params, ctx):
    qiskit = _qiskit()
    n = inp["nodes"]
    shots = int(params.get("shots", 2000))
    best = None
    for a in range(GRID):
        for b in range(GRID):
            gamma = math.pi * (a + 0.5) / GRID
            beta = (math.pi / 2) * (b + 0.5) / GRID
            if qiskit is None:
                counts = ctx.run(_qasm2(inp, gamma, beta), shots)
            else:
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
