"""Max-Cut workflow (benchgate example of a Qsolve workflow folder).

The objective is lower-is-better, so `evaluate` returns minus the weight of the cut.

Methods (declared in qsolve.yaml):
  * ``qaoa`` (quantum): depth-p QAOA. For every point of a small (gamma, beta) grid it sends one
    OpenQASM 3 circuit through ``ctx.run(qasm, shots)`` and keeps the best cut it sampled.
  * ``brute_force`` (classical, the reference): exact enumeration of all cuts.

Runner contract assumed here (benchgate proposal, see docs/qsolve.md): a method is called as
``method(inp, params, ctx)`` and returns ``{"objective": float, "solution": dict}``;
``ctx.run(qasm, shots)`` returns counts as ``{bitstring: count}`` with clbit 0 as the rightmost
character; classical methods get a ``ctx`` that refuses circuits.
"""

import itertools
import math

GRID = 4  # gamma and beta values per axis


def _edges(inp):
    out = []
    for e in inp["edges"]:
        w = float(e[2]) if len(e) > 2 else 1.0
        out.append((int(e[0]), int(e[1]), w))
    return out


def cut_weight(inp, assignment):
    return sum(w for i, j, w in _edges(inp) if assignment[i] != assignment[j])


def evaluate(inp, solution):
    """Objective of a solution: minus the cut weight (lower is better)."""
    assignment = solution["assignment"]
    if len(assignment) != inp["nodes"]:
        raise ValueError("assignment must give one side per node")
    return -cut_weight(inp, assignment)


def estimate(inp, params):
    """Circuits and shots the quantum method will send."""
    shots = int(params.get("shots", 4000))
    return {"circuits": GRID * GRID, "shots": GRID * GRID * shots}


def qaoa_circuit(inp, gammas, betas):
    """OpenQASM 3 text of a QAOA circuit (ZZ terms written as cx-rz-cx)."""
    n = inp["nodes"]
    lines = ["OPENQASM 3.0;", 'include "stdgates.inc";', f"qubit[{n}] q;", f"bit[{n}] c;"]
    lines += [f"h q[{k}];" for k in range(n)]
    for gamma, beta in zip(gammas, betas):
        for i, j, w in _edges(inp):
            lines.append(f"cx q[{i}], q[{j}];")
            lines.append(f"rz({2.0 * gamma * w:.12g}) q[{j}];")
            lines.append(f"cx q[{i}], q[{j}];")
        lines += [f"rx({2.0 * beta:.12g}) q[{k}];" for k in range(n)]
    lines.append("c = measure q;")
    return "\n".join(lines) + "\n"


def qaoa(inp, params, ctx):
    n = inp["nodes"]
    shots = int(params.get("shots", 4000))
    layers = int(params.get("layers", 1))
    best = None
    for a in range(GRID):
        for b in range(GRID):
            gamma = math.pi * (a + 0.5) / GRID
            beta = (math.pi / 2) * (b + 0.5) / GRID
            counts = ctx.run(qaoa_circuit(inp, [gamma] * layers, [beta] * layers), shots)
            for bits in sorted(counts):
                assignment = [int(bits[n - 1 - k]) for k in range(n)]
                value = cut_weight(inp, assignment)
                if best is None or value > best[0]:
                    best = (value, assignment)
    value, assignment = best
    return {"objective": -value, "solution": {"assignment": assignment, "cut": value}}


def brute_force(inp, params, ctx):
    n = inp["nodes"]
    best = None
    # Node 0 stays on side 0: a cut and its mirror image have the same weight.
    for rest in itertools.product((0, 1), repeat=n - 1):
        assignment = [0, *rest]
        value = cut_weight(inp, assignment)
        if best is None or value > best[0]:
            best = (value, assignment)
    value, assignment = best
    return {"objective": -value, "solution": {"assignment": assignment, "cut": value}}


METHODS = {"qaoa": qaoa, "brute_force": brute_force}
