"""Random circuits of Qiskit (qiskit.circuit.random.random_circuit) for benchgate's engine to read and simulate.

stdin: {"unitary": [{"seed", "width", "depth"}], "dynamic": [{"seed", "width", "depth"}]}
stdout: {"unitary": [{"seed", "qasm2", "qasm3", "statevector": [[re, im], ...]}],
         "dynamic": [{"seed", "qasm2", "qasm3", "probabilities": {key: p}, "branches": n}]}

Unitary circuits: Qiskit's Statevector of the circuit. Dynamic circuits (conditional=True, reset=True, then
every qubit measured into a register `meas`): the exact probability of every outcome of all classical
registers, found by following every branch of every mid-circuit measurement and reset with Qiskit's
Statevector (keys as counts: last register leftmost, highest bit first, registers separated by a space).
"""

import json
import sys

import numpy as np
from qiskit import qasm2, qasm3
from qiskit.circuit import IfElseOp
from qiskit.circuit.random import random_circuit
from qiskit.quantum_info import Operator, Statevector

PRUNE = 1e-14


def project(state, qubit, outcome):
    """(probability, normalised state) of `outcome` when measuring `qubit`."""
    data = state.data.reshape([2] * state.num_qubits)  # axis 0 is the highest qubit
    axis = state.num_qubits - 1 - qubit
    keep = np.zeros_like(data)
    index = [slice(None)] * state.num_qubits
    index[axis] = outcome
    keep[tuple(index)] = data[tuple(index)]
    p = float(np.vdot(keep, keep).real)
    if p < PRUNE:
        return p, None
    return p, Statevector(keep.reshape(-1) / np.sqrt(p))


def condition_holds(condition, clbits, clbit_index):
    target, value = condition
    if hasattr(target, "__len__"):  # a register
        v = sum(clbits[clbit_index[b]] << k for k, b in enumerate(target))
        return v == value
    return clbits[clbit_index[target]] == int(value)


def run(circuit, branches, qmap, cmap, outer_clbits):
    """Apply `circuit` (qubits mapped by qmap to the top circuit's, clbits by cmap) to every branch."""
    for inst in circuit.data:
        op = inst.operation
        qs = [qmap[circuit.find_bit(q).index] for q in inst.qubits]
        cs = [cmap[circuit.find_bit(c).index] for c in inst.clbits]
        if op.name == "barrier":
            continue
        if op.name in ("measure", "reset"):
            out = []
            for p, state, bits in branches:
                for outcome in (0, 1):
                    q, s = project(state, qs[0], outcome)
                    if s is None:
                        continue
                    if op.name == "reset" and outcome == 1:
                        s = s.evolve(Operator.from_label("X"), [qs[0]])
                    nb = bits
                    if op.name == "measure":
                        nb = list(bits)
                        nb[cs[0]] = outcome
                        nb = tuple(nb)
                    out.append((p * q, s, nb))
            branches = merge(out)
            continue
        if isinstance(op, IfElseOp):
            true_body, false_body = op.blocks[0], (op.blocks[1] if len(op.blocks) > 1 else None)
            inner_q = {k: qs[k] for k in range(len(qs))}
            inner_c = {k: cs[k] for k in range(len(cs))}
            index = {b: outer_clbits.index(b) for b in outer_clbits}
            yes, no = [], []
            for br in branches:
                (yes if condition_holds(op.condition, br[2], index) else no).append(br)
            if yes:
                yes = run(true_body, yes, inner_q, inner_c, outer_clbits)
            if no and false_body is not None:
                no = run(false_body, no, inner_q, inner_c, outer_clbits)
            branches = merge(yes + no)
            continue
        if inst.clbits or getattr(op, "blocks", None):
            raise ValueError(f"unexpected operation {op.name}")
        gate = Operator(op)
        branches = [(p, s.evolve(gate, qs), bits) for p, s, bits in branches]
    return branches


def merge(branches):
    """Join branches with the same classical bits and the same state (up to rounding)."""
    seen = {}
    for p, s, bits in branches:
        key = (bits, np.round(s.data, 9).tobytes())
        if key in seen:
            seen[key] = (seen[key][0] + p, s, bits)
        else:
            seen[key] = (p, s, bits)
    return list(seen.values())


def exact_distribution(circuit):
    n, m = circuit.num_qubits, circuit.num_clbits
    clbits = list(circuit.clbits)
    start = [(1.0, Statevector.from_int(0, 2**n), tuple([0] * m))]
    branches = run(circuit, start, list(range(n)), list(range(m)), clbits)
    probs = {}
    for p, _, bits in branches:
        parts = []
        for reg in reversed(circuit.cregs):
            parts.append("".join(str(bits[clbits.index(b)]) for b in reversed(list(reg))))
        key = " ".join(parts)
        probs[key] = probs.get(key, 0.0) + p
    return probs, len(branches)


def main():
    request = json.load(sys.stdin)
    out = {"unitary": [], "dynamic": []}
    for spec in request.get("unitary", []):
        c = random_circuit(spec["width"], spec["depth"], max_operands=min(4, spec["width"]), seed=spec["seed"])
        sv = Statevector(c).data
        out["unitary"].append(
            {
                "seed": spec["seed"],
                "qasm2": qasm2.dumps(c),
                "qasm3": qasm3.dumps(c),
                "statevector": [[float(a.real), float(a.imag)] for a in sv],
            }
        )
    for spec in request.get("dynamic", []):
        c = random_circuit(
            spec["width"],
            spec["depth"],
            max_operands=min(3, spec["width"]),
            conditional=True,
            reset=True,
            seed=spec["seed"],
        )
        c.measure_all()
        probs, n_branches = exact_distribution(c)
        out["dynamic"].append(
            {
                "seed": spec["seed"],
                "qasm2": qasm2.dumps(c),
                "qasm3": qasm3.dumps(c),
                "probabilities": probs,
                "branches": n_branches,
                "conditionals": sum(1 for i in c.data if isinstance(i.operation, IfElseOp)),
                "resets": sum(1 for i in c.data if i.operation.name == "reset"),
            }
        )
    json.dump(out, sys.stdout)


if __name__ == "__main__":
    main()
