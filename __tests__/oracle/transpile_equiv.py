"""Oracle: benchgate's transpiled circuits are Operator-equivalent to the originals (qiskit.quantum_info.Operator,
up to global phase), accounting for the layout.

stdin {"make": [{"id", "qubits", "depth", "seed"}, ...]}
  -> [{"id", "qasm"}]: random circuits (qiskit.circuit.random.random_circuit, up to 3-qubit gates, no measurement)
     as OpenQASM 2 (qiskit.qasm2.dumps).
stdin {"check": [{"id", "spec", "numQubits", "initialLayout", "finalLayout", "ops": [{"name", "params", "qubits"}]}]}
  -> [{"id", "equivalent", "withoutPermutation"}]: the transpiled circuit (benchgate read the OpenQASM text) (compact qubits, gates rz, sx, x, cz)
     against the original placed on the compact qubits initialLayout gives it, followed by the routing permutation
     (the state of logical qubit l moves from compact initialLayout[l] to finalLayout[l]); logical qubits the
     transpiler dropped (initialLayout -1, never used) go on extra qubits where the transpiled circuit is the
     identity. "withoutPermutation": the same comparison with the permutation left out (a negative control: false
     whenever routing moved a qubit).
"""
import json
import sys
import warnings

warnings.filterwarnings("ignore")

from qiskit import QuantumCircuit, qasm2  # noqa: E402
from qiskit.circuit.random import random_circuit  # noqa: E402
from qiskit.quantum_info import Operator  # noqa: E402


def original(s):
    return random_circuit(s["qubits"], s["depth"], max_operands=3, seed=s["seed"])


def make(specs):
    return [{"id": s["id"], "qasm": qasm2.dumps(original(s))} for s in specs]


def check_one(c):
    orig = original(c["spec"])  # the circuit itself, regenerated from its seed (not read back from the text)
    k = c["numQubits"]
    init, final = c["initialLayout"], c["finalLayout"]
    unused = [l for l, p in enumerate(init) if p < 0]
    width = k + len(unused)
    trans = QuantumCircuit(width)
    for o in c["ops"]:
        name, qs, ps = o["name"], o["qubits"], o["params"]
        if name == "rz":
            trans.rz(ps[0], qs[0])
        elif name in ("sx", "x"):
            getattr(trans, name)(qs[0])
        elif name == "cz":
            trans.cz(qs[0], qs[1])
        else:
            raise ValueError(f"unexpected gate {name}")
    place = [init[l] if init[l] >= 0 else k + unused.index(l) for l in range(orig.num_qubits)]
    placed = QuantumCircuit(width)
    placed.compose(orig, qubits=place, inplace=True)
    ref = placed.copy()
    # the routing permutation as swaps: the content of compact init[l] ends at compact final[l]
    arr = list(range(k))
    for t in range(k):
        src = next((init[l] for l in range(len(init)) if init[l] >= 0 and final[l] == t), t)
        j = arr.index(src)
        if j != t:
            ref.swap(t, j)
            arr[t], arr[j] = arr[j], arr[t]
    ot = Operator(trans)
    return {
        "id": c["id"],
        "equivalent": bool(ot.equiv(Operator(ref))),
        "withoutPermutation": bool(ot.equiv(Operator(placed))),
    }


def main():
    data = json.load(sys.stdin)
    if "make" in data:
        json.dump(make(data["make"]), sys.stdout)
    else:
        json.dump([check_one(c) for c in data["check"]], sys.stdout)


if __name__ == "__main__":
    main()
