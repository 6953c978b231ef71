"""Exact distribution of a dynamic circuit's classical bits, by the deferred-measurement principle.

Input (stdin, JSON): {"circuits": [OpenQASM 2 text, ...]} (one classical register `c`, conditions on
it). Each circuit is rewritten into a unitary one on extra qubits: a measurement of q into c[k]
becomes a CNOT from q onto a fresh qubit that then holds c[k]; a reset of q swaps q with a fresh
|0> qubit; `if (c == v) g` becomes g controlled on the qubits holding c's bits (control state v).
Qiskit Aer's density-matrix method then gives the exact probabilities of the qubits holding the
final classical bits (save_probabilities_dict). Output: {"dists": [{key: probability}, ...]} with
keys in Qiskit's order (c[n-1] ... c[0]).
"""
import json
import sys

from qiskit import QuantumCircuit, qasm2, transpile
from qiskit_aer import AerSimulator


def deferred(qc):
    n = qc.num_qubits
    extra = 0
    ops = []  # (kind, payload)
    cur = [None] * qc.num_clbits  # qubit holding each clbit, None = constant 0

    def fresh():
        nonlocal extra
        extra += 1
        return n + extra - 1

    for ins in qc.data:
        op = ins.operation
        qs = [qc.find_bit(b).index for b in ins.qubits]
        if op.name == "measure":
            a = fresh()
            ops.append(("gate", "cx", [qs[0], a], None))
            cur[qc.find_bit(ins.clbits[0]).index] = a
        elif op.name == "reset":
            e = fresh()
            ops.append(("gate", "swap", [qs[0], e], None))
        elif op.name == "barrier":
            continue
        elif op.name == "if_else":
            target, value = op.condition
            bits = [qc.find_bit(b).index for b in target] if hasattr(target, "__len__") else [qc.find_bit(target).index]
            value = int(value)
            ctrls, state, never = [], "", False
            for k, b in enumerate(bits):
                want = (value >> k) & 1
                if cur[b] is None:
                    never = never or want == 1
                else:
                    ctrls.append(cur[b])
                    state = str(want) + state
            if never:
                continue
            body = op.blocks[0]
            for bi in body.data:
                bq = [qs[body.find_bit(b).index] for b in bi.qubits]
                ops.append(("ctrl", bi.operation, ctrls + bq, state))
        else:
            ops.append(("gate", op, qs, None))
    out = QuantumCircuit(n + extra)
    for kind, op, qs, state in ops:
        if kind == "gate" and isinstance(op, str):
            getattr(out, op)(*qs)
        elif kind == "gate":
            out.append(op, qs)
        elif state:
            out.append(op.control(len(qs) - op.num_qubits, ctrl_state=state), qs)
        else:
            out.append(op, qs)
    return out, cur


def main():
    req = json.load(sys.stdin)
    sim = AerSimulator(method="density_matrix", max_parallel_threads=1)
    dists = []
    for text in req["circuits"]:
        qc = qasm2.loads(text)
        out, cur = deferred(qc)
        held = [(k, q) for k, q in enumerate(cur) if q is not None]
        out.save_probabilities_dict([q for _, q in held])
        res = sim.run(transpile(out, sim, optimization_level=0)).result()
        probs = res.data(0)["probabilities"]
        dist = {}
        for idx, p in probs.items():
            i = int(idx, 16) if isinstance(idx, str) else int(idx)
            bits = [0] * qc.num_clbits
            for j, (k, _) in enumerate(held):
                bits[k] = (i >> j) & 1
            key = "".join(str(b) for b in reversed(bits))
            dist[key] = dist.get(key, 0.0) + float(p)
        dists.append(dist)
    json.dump({"dists": dists}, sys.stdout)


main()
