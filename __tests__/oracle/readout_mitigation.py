"""Oracle for benchgate's readout-mitigated fidelity (issue #30, item 2).

stdin: [{"clbits": m, "counts": {bitstring: count}, "readout": [{"p10": P(1|0), "p01": P(0|1)}] per clbit
(clbit 0 first), "ideal": {bitstring: probability}}]; bit strings have clbit 0 rightmost (Qiskit's order).
stdout: [{"raw": F_raw, "mitigated": F_mit, "distribution": {bitstring: p}}].

Independent of benchgate's per-bit sweep: the full 2^m x 2^m assignment matrix is built with numpy.kron and
solved with numpy.linalg.solve; the quasi-distribution is projected with Qiskit's
QuasiDistribution.nearest_probability_distribution (Smolin, Gambetta & Smith) and scored with Qiskit's
hellinger_fidelity.
"""
import json
import sys

import numpy as np
from qiskit.quantum_info import hellinger_fidelity
from qiskit.result import QuasiDistribution

out = []
for case in json.load(sys.stdin):
    m = case["clbits"]
    full = np.array([[1.0]])
    for b in range(m):  # kron(A_b, ...): clbit b is bit b of the index, so the highest bit goes leftmost
        r = case["readout"][b]
        a = np.array([[1 - r["p10"], r["p01"]], [r["p10"], 1 - r["p01"]]])
        full = np.kron(a, full)
    total = sum(case["counts"].values())
    p = np.zeros(2**m)
    for key, c in case["counts"].items():
        p[int(key, 2)] += c / total
    x = np.linalg.solve(full, p)
    quasi = QuasiDistribution({i: float(v) for i, v in enumerate(x)})
    near = quasi.nearest_probability_distribution()
    mitigated = {format(i, "0%db" % m): float(v) for i, v in near.items() if v > 0}
    out.append(
        {
            "raw": hellinger_fidelity(case["counts"], case["ideal"]),
            "mitigated": hellinger_fidelity(mitigated, case["ideal"]),
            "distribution": mitigated,
        }
    )
print(json.dumps(out))
