"""Generic QUBO workflow (benchgate example of a Qsolve workflow folder).

Minimises ``x^T Q x`` over binary vectors ``x`` (lower is better), optionally with exactly
``cardinality`` ones.

Methods (declared in qsolve.yaml):
  * ``qaoa`` (quantum): depth-1 QAOA. For each point of a 3x3 (gamma, beta) grid it sends one
    OpenQASM 2 circuit through ``ctx.run(qasm, shots)``; the best feasible samples are polished by a
    classical local search (1-flip descent, or swap descent under a cardinality constraint).
  * ``brute_force`` (classical, the reference): exact enumeration.

Runner API (docs/workflow-protocol.md): ``method(inp, params, ctx)`` returns
``{"objective", "solution", ...}``; counts have clbit 0 as the rightmost character.
"""

import itertools
import math

GRID = 3


_CACHE = {}


def _matrix(inp):
    key = id(inp)
    if key in _CACHE and _CACHE[key][0] is inp:
        return _CACHE[key][1]
    mats = _build(inp)
    _CACHE[key] = (inp, mats)
    return mats


def _build(inp):
    n = inp["n"]
    q = inp["Q"]
    # symmetric couplings c[i][j] = Q[i][j] + Q[j][i] for i < j, diagonal d[i] = Q[i][i]
    d = [float(q[i][i]) for i in range(n)]
    c = {}
    for i in range(n):
        for j in range(i + 1, n):
            v = float(q[i][j]) + float(q[j][i])
            if v != 0.0:
                c[(i, j)] = v
    return d, c


def value(inp, x):
    d, c = _matrix(inp)
    return sum(d[i] for i in range(len(x)) if x[i]) + sum(v for (i, j), v in c.items() if x[i] and x[j])


def feasible(inp, x):
    k = inp.get("cardinality")
    return k is None or sum(x) == k


def evaluate(inp, solution):
    x = solution["x"]
    if len(x) != inp["n"] or any(b not in (0, 1) for b in x):
        raise ValueError("x must hold one 0/1 value per variable")
    if not feasible(inp, x):
        raise ValueError("x has %d ones; the cardinality constraint needs %d" % (sum(x), inp["cardinality"]))
    return value(inp, x)


def estimate(inp, params):
    shots = int(params.get("shots", 2000))
    return {"circuits": GRID * GRID, "shots": GRID * GRID * shots}


def qaoa_circuit(inp, gamma, beta):
    """OpenQASM 2 text of one depth-1 QAOA circuit for the QUBO (with a cardinality penalty)."""
    n = inp["n"]
    d, c = _matrix(inp)
    k = inp.get("cardinality")
    if k is not None:
        # penalty A (sum x - k)^2 = A (sum x_i (1 - 2k) + 2 sum_{i<j} x_i x_j) + const
        a = 1.0 + max([abs(v) for v in d] + [abs(v) for v in c.values()])
        d = [di + a * (1 - 2 * k) for di in d]
        c = dict(c)
        for i in range(n):
            for j in range(i + 1, n):
                c[(i, j)] = c.get((i, j), 0.0) + 2 * a
    # x = (1 - z) / 2: h_i = -d_i/2 - sum_j c_ij/4, J_ij = c_ij/4
    h = [-d[i] / 2 for i in range(n)]
    for (i, j), v in c.items():
        h[i] -= v / 4
        h[j] -= v / 4
    scale = max([abs(x) for x in h] + [abs(v) / 4 for v in c.values()] + [1e-9])
    lines = ["OPENQASM 2.0;", 'include "qelib1.inc";', "qreg q[%d];" % n, "creg c[%d];" % n]
    lines += ["h q[%d];" % i for i in range(n)]
    for (i, j), v in sorted(c.items()):
        lines.append("cx q[%d],q[%d];" % (i, j))
        lines.append("rz(%.12g) q[%d];" % (2 * gamma * (v / 4) / scale, j))
        lines.append("cx q[%d],q[%d];" % (i, j))
    lines += ["rz(%.12g) q[%d];" % (2 * gamma * h[i] / scale, i) for i in range(n) if h[i] != 0.0]
    lines += ["rx(%.12g) q[%d];" % (2 * beta, i) for i in range(n)]
    lines += ["measure q[%d] -> c[%d];" % (i, i) for i in range(n)]
    return "\n".join(lines) + "\n"


def _polish(inp, x):
    """Steepest descent: single flips, or swaps of a one and a zero under a cardinality constraint."""
    x = list(x)
    best = value(inp, x)
    n = len(x)
    constrained = inp.get("cardinality") is not None
    while True:
        move = None
        if constrained:
            for i in range(n):
                for j in range(n):
                    if x[i] == 1 and x[j] == 0:
                        x[i], x[j] = 0, 1
                        v = value(inp, x)
                        x[i], x[j] = 1, 0
                        if v < best - 1e-12:
                            best, move = v, (i, j)
        else:
            for i in range(n):
                x[i] ^= 1
                v = value(inp, x)
                x[i] ^= 1
                if v < best - 1e-12:
                    best, move = v, (i,)
        if move is None:
            return x, best
        for i in move:
            x[i] ^= 1


def qaoa(inp, params, ctx):
    n = inp["n"]
    shots = int(params.get("shots", 2000))
    seen = {}
    for a in range(GRID):
        for b in range(GRID):
            gamma = math.pi * (a + 0.5) / GRID
            beta = (math.pi / 2) * (b + 0.5) / GRID
            counts = ctx.run(qaoa_circuit(inp, gamma, beta), shots)
            for bits in counts:
                if bits not in seen:
                    x = [int(bits[n - 1 - k]) for k in range(n)]
                    seen[bits] = value(inp, x) if feasible(inp, x) else None
    ranked = sorted((v, bits) for bits, v in seen.items() if v is not None)
    if not ranked:
        raise RuntimeError("no feasible sample")
    best = None
    for v, bits in ranked[: (5 if params.get("polish", True) else 1)]:
        x = [int(bits[n - 1 - k]) for k in range(n)]
        if params.get("polish", True):
            x, v = _polish(inp, x)
        if best is None or v < best[0]:
            best = (v, x)
    ctx.details["distinct_samples"] = len(seen)
    return {"objective": best[0], "solution": {"x": best[1]}}


def brute_force(inp, params, ctx):
    n = inp["n"]
    d, c = _matrix(inp)
    k = inp.get("cardinality")
    best = None
    if k is not None:
        for ones in itertools.combinations(range(n), k):
            x = [0] * n
            for i in ones:
                x[i] = 1
            v = value(inp, x)
            if best is None or v < best[0]:
                best = (v, x)
    else:
        # Gray code: one flip per step, the change computed from the flipped variable's neighbours.
        nb = [[] for _ in range(n)]
        for (i, j), v in c.items():
            nb[i].append((j, v))
            nb[j].append((i, v))
        x = [0] * n
        v = 0.0
        best = (0.0, list(x))
        for step in range(1, 2 ** n):
            i = (step & -step).bit_length() - 1
            delta = d[i] + sum(w for j, w in nb[i] if x[j])
            if x[i]:
                v -= delta
                x[i] = 0
            else:
                v += delta
                x[i] = 1
            if v < best[0] - 1e-12:
                best = (v, list(x))
        best = (value(inp, best[1]), best[1])
    return {"objective": best[0], "solution": {"x": best[1]}}


METHODS = {"qaoa": qaoa, "brute_force": brute_force}
