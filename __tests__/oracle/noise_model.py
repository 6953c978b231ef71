"""Oracle: compares benchgate's device noise models (deviceNoiseModel, as JSON on stdin) with the NoiseModel that
qiskit-ibm-runtime's FakeX().run() simulates with (FakeBackendV2._setup_sim -> _get_noise_model_from_backend_v2:
Aer's basic_device_gate_errors / basic_device_readout_errors on the snapshot's BackendProperties, plus a
RelaxationNoisePass for Delay), parameter by parameter.

compare(model, tolerance) -> {"mismatches": {...counts by kind...}, "total": n, "examples": [...], ...}
(run through fake_backends.py).

Per (instruction, qubits) of Aer's model: the depolarising parameter and each qubit's decay factors e^{-t/T1} and
e^{-t/T2} are read off the Pauli transfer matrix of Aer's QuantumError (depolarising first, then relaxation with
excited population 0: T[Z_k][I] = 1 - a_k, T[Z_k][Z_k] = (1 - p) a_k, T[X_k][X_k] = (1 - p) b_k); T1, T2 (truncated
to 2 T1 as Aer's _truncate_t2_value), the gate time and the excited population are Aer's own inputs
(thermal_relaxation_values, gate_param_values, _excited_population at temperature 0); and the whole channel is
compared: the PTM of benchgate's parameters (depolarising p, then relaxation) against the PTM of Aer's QuantumError,
entry by entry (ptm() is checked against qiskit.quantum_info.PTM on the first error of every instruction). Readout: Aer's ReadoutError
probabilities against benchgate's matrix. Delay: the RelaxationNoisePass's T1/T2 per qubit.
"""
import math
import warnings

warnings.filterwarnings("ignore")

import numpy as np  # noqa: E402
import qiskit.quantum_info as qi  # noqa: E402
from qiskit_aer.noise.device.models import _excited_population, _truncate_t2_value  # noqa: E402
from qiskit_aer.noise.device.parameters import gate_param_values, thermal_relaxation_values  # noqa: E402
from qiskit_ibm_runtime.fake_provider import fake_provider as fp  # noqa: E402
from qiskit_ibm_runtime.models import BackendProperties  # noqa: E402

BENCHGATE_INSTRUCTIONS = {"id", "sx", "x", "cz", "reset", "measure"}


_backends = {}


def backend(name):
    """FakeX(), with the simulator and noise model run() sets up on first use (built once per process: slow)."""
    if name not in _backends:
        b = getattr(fp, "Fake" + name[0].upper() + name[1:])()
        b._setup_sim()
        _backends[name] = b
    return _backends[name]


_P1 = [np.eye(2), np.array([[0, 1], [1, 0]]), np.array([[0, -1j], [1j, 0]]), np.diag([1.0, -1.0])]
_RESET = [np.array([[1.0, 0], [0, 0]]), np.array([[0, 1.0], [0, 0]])]
_SWAP = np.eye(4)[[0, 2, 1, 3]]
_cache = {}


def _basis(n):
    """Columns: row-major vec of the Pauli strings, qubit k = base-4 digit k of the column index."""
    cols = []
    for i in range(4**n):
        m = np.eye(1)
        for k in reversed(range(n)):
            m = np.kron(m, _P1[(i // 4**k) % 4])
        cols.append(m.reshape(-1))
    return np.array(cols).T


_BASIS = {1: _basis(1), 2: _basis(2)}


def _kraus(op):
    if op.name == "reset":
        return _RESET
    if op.name == "kraus":
        return [np.asarray(k) for k in op.params]
    key = (op.name, tuple(str(p) for p in op.params))
    if key not in _cache:
        _cache[key] = [qi.Operator(op).data]
    return _cache[key]


def _embed(k, qs, n):
    if n == 1:
        return k
    if len(qs) == 2:
        return k if list(qs) == [0, 1] else _SWAP @ k @ _SWAP
    return np.kron(np.eye(2), k) if qs[0] == 0 else np.kron(k, np.eye(2))


def ptm(err):
    """The Pauli transfer matrix of an Aer QuantumError (the same as qi.PTM(err.to_quantumchannel()), checked on
    first use, without its cost): the mixture of its circuits, each the product of its instructions' channels."""
    n = err.num_qubits
    d = 2**n
    S = np.zeros((d * d, d * d), dtype=complex)
    for circ, prob in zip(err.circuits, err.probabilities):
        C = np.eye(d * d, dtype=complex)
        for inst in circ.data:
            qs = [circ.find_bit(q).index for q in inst.qubits]
            ks = [_embed(k, qs, n) for k in _kraus(inst.operation)]
            C = sum(np.kron(k, k.conj()) for k in ks) @ C
        S += prob * C
    B = _BASIS[n]
    return np.real(B.conj().T @ S @ B) / d


_checked = set()


def checked_ptm(inst, err):
    T = ptm(err)
    if inst not in _checked:  # the fast form against Qiskit's own conversion, on the first error of each instruction
        ref = np.real(qi.PTM(err.to_quantumchannel()).data)
        if float(np.max(np.abs(ref - T))) > 1e-12:
            raise AssertionError(f"ptm() differs from qiskit.quantum_info.PTM on {inst}")
        _checked.add(inst)
    return T


def extract(T, n):
    """(p, [a_k], [b_k]) of a depolarising-then-relaxation channel's PTM on n qubits (qubit k = base-4 digit k)."""
    z = lambda k: 3 * 4**k  # noqa: E731
    x = lambda k: 1 * 4**k  # noqa: E731
    a = [1 - T[z(k)][0] for k in range(n)]
    one_p = T[z(0)][z(0)] / a[0]
    b = [T[x(k)][x(k)] / one_p for k in range(n)]
    return 1 - one_p, a, b


def channel(e, n):
    """The PTM of benchgate's error: depolarising p, then each qubit's relaxation (e^{-t/T1}, e^{-t/T2})."""
    R = np.eye(1)
    for k in reversed(range(n)):
        r = e["relaxation"][k] if e["relaxation"] else None
        a = math.exp(-r["time"] / r["t1"]) if r and r["t1"] else 1.0
        b = math.exp(-r["time"] / r["t2"]) if r and r["t2"] else 1.0
        R = np.kron(R, np.array([[1, 0, 0, 0], [0, b, 0, 0], [0, 0, b, 0], [1 - a, 0, 0, a]]))
    D = np.diag([1.0] + [1 - e["depolarizing"]] * (4**n - 1))
    return R @ D


def close(x, y, tol, rel=False):
    if x is None or y is None:
        return x is None and y is None
    if math.isinf(x) or math.isinf(y):
        return x == y
    return abs(x - y) <= tol * (max(1.0, abs(x), abs(y)) if rel else 1.0)


def compare(model, tol):
    name = model["device"]
    b = backend(name)
    nm = b.options.noise_model
    props = BackendProperties.from_dict(b._props_dict)
    relax_in = thermal_relaxation_values(props)  # (T1 ns, T2 ns, freq GHz) per qubit, inf when missing
    times = {(g, tuple(q)): t for g, q, t, _e in gate_param_values(props)}
    kinds = ["missing_in_benchgate", "missing_in_aer", "depolarizing", "t1", "t2", "time", "excited_population",
             "decay_t1", "decay_t2", "channel", "readout", "delay"]
    mism = {k: 0 for k in kinds}
    examples = []

    def bad(kind, where, ours, aers):
        mism[kind] += 1
        if len(examples) < 12:
            examples.append({"kind": kind, "where": where, "benchgate": ours, "aer": aers})

    ours = {(e["instruction"], tuple(e["qubits"])): e for e in model["errors"]}
    aer = {}
    out_of_scope = {}
    for inst, by_q in nm._local_quantum_errors.items():
        for qs, err in by_q.items():
            if inst in BENCHGATE_INSTRUCTIONS:
                aer[(inst, tuple(qs))] = err
            else:
                out_of_scope[inst] = out_of_scope.get(inst, 0) + 1
    compared = 0
    for key in sorted(set(ours) | set(aer)):
        where = f"{key[0]} {list(key[1])}"
        if key not in aer:
            bad("missing_in_aer", where, ours[key]["depolarizing"], None)
            continue
        if key not in ours:
            bad("missing_in_benchgate", where, None, "an error")
            continue
        compared += 1
        e, err = ours[key], aer[key]
        n = len(key[1])
        T = checked_ptm(key[0], err)
        p, a, bb = extract(T, n)
        if not close(e["depolarizing"], p, tol):
            bad("depolarizing", where, e["depolarizing"], p)
        time = times.get(key)
        rel = e["relaxation"]
        if rel and len(rel) != n:
            bad("time", where, len(rel), n)
            continue
        for k, q in enumerate(key[1]):
            t1, t2, _f = relax_in[q]
            t2 = _truncate_t2_value(t1, t2)
            r = rel[k] if rel else None
            if r is not None:
                if not close(r["t1"], None if math.isinf(t1) else t1, tol, True):
                    bad("t1", where, r["t1"], t1)
                if not close(r["t2"], None if math.isinf(t2) else t2, tol, True):
                    bad("t2", where, r["t2"], t2)
                if not close(r["time"], time, tol, True):
                    bad("time", where, r["time"], time)
                if r["excitedPopulation"] != _excited_population(None, 0):
                    bad("excited_population", where, r["excitedPopulation"], 0)
            elif time:
                bad("time", where, 0, time)
            tt = r["time"] if r else 0
            ours_a = math.exp(-tt / r["t1"]) if r and r["t1"] else 1.0
            ours_b = math.exp(-tt / r["t2"]) if r and r["t2"] else 1.0
            if not close(ours_a, a[k], tol):
                bad("decay_t1", where, ours_a, a[k])
            if not close(ours_b, bb[k], tol):
                bad("decay_t2", where, ours_b, bb[k])
        diff = float(np.max(np.abs(channel(e, n) - T)))
        if diff > tol:
            bad("channel", where, "max |PTM difference|", diff)
    ro = {tuple(q): r for q, r in nm._local_readout_errors.items()}
    for r in model["readout"]:
        q = (r["qubit"],)
        if q not in ro:
            bad("readout", f"readout [{r['qubit']}]", r["matrix"], None)
            continue
        P = np.asarray(ro[q].probabilities)
        if float(np.max(np.abs(P - np.asarray(r["matrix"])))) > tol:
            bad("readout", f"readout [{r['qubit']}]", r["matrix"], P.tolist())
    passes = [p for p in nm._custom_noise_passes if type(p).__name__ == "RelaxationNoisePass"]
    refused = []
    if passes:
        rp = passes[0]
        for d in model["delay"]:
            q = d["qubit"]
            t1, t2 = float(rp._t1s[q]) * 1e9, float(rp._t2s[q]) * 1e9
            if t2 > 2 * t1:
                refused.append(q)  # thermal_relaxation_error raises: Aer cannot run a delay on this qubit
            if not close(d["t1"], t1, tol, True) or not close(d["t2"], min(t2, 2 * t1), tol, True) or rp._p1s[q] != 0:
                bad("delay", f"delay [{q}]", [d["t1"], d["t2"]], [t1, t2])
        if not close(model["dtNs"], rp._dt * 1e9, tol, True):
            bad("delay", "dt", model["dtNs"], rp._dt * 1e9)
    return {
        "mismatches": mism,
        "total": sum(mism.values()),
        "examples": examples,
        "compared": {"errors": compared, "readout": len(model["readout"])},
        "outOfScope": out_of_scope,
        "delayPass": bool(passes),
        "delayT2AboveTwiceT1": refused,
        "aerCounts": {inst: len(by_q) for inst, by_q in nm._local_quantum_errors.items()},
    }


def routes(name):
    """FakeX().run()'s model against AerSimulator.from_backend's (NoiseModel.from_backend on the same backend):
    which instructions each has, how many common errors and readout matrices differ, and the delay passes."""
    b = backend(name)
    run_nm = b.options.noise_model
    from qiskit_aer.noise import NoiseModel

    fb_nm = NoiseModel.from_backend(b)
    differ = {}
    for inst in sorted(set(run_nm._local_quantum_errors) & set(fb_nm._local_quantum_errors) & BENCHGATE_INSTRUCTIONS):
        n = 0
        for qs, e in run_nm._local_quantum_errors[inst].items():
            f = fb_nm._local_quantum_errors[inst].get(qs)
            if f is None or float(np.max(np.abs(ptm(e) - ptm(f)))) > 1e-9:
                n += 1
        differ[inst] = n
    ro = 0
    for qs, r in run_nm._local_readout_errors.items():
        f = fb_nm._local_readout_errors.get(qs)
        if f is None or float(np.max(np.abs(np.asarray(r.probabilities) - np.asarray(f.probabilities)))) > 1e-9:
            ro += 1
    return {
        "run": sorted(run_nm._local_quantum_errors),
        "fromBackend": sorted(fb_nm._local_quantum_errors),
        "differ": differ,
        "readoutDiffer": ro,
        "runDelayPass": any(type(p).__name__ == "RelaxationNoisePass" for p in run_nm._custom_noise_passes),
        "fromBackendDelayPass": any(type(p).__name__ == "RelaxationNoisePass" for p in fb_nm._custom_noise_passes),
    }
