"""Qiskit-native authoring for benchgate's Qsolve runner: ``ctx.backend`` and ``ctx.sampler``.

Loaded by qsolve_runner.py (next to this file) the first time a method reads ``ctx.backend`` or ``ctx.sampler``,
and only when Qiskit is importable. Nothing here simulates: every circuit is exported with ``qiskit.qasm3.dumps``
and sent to benchgate over the circuit protocol (``ctx._circuit``), so it runs on benchgate's engine on the case's
target and is counted and scored like any ``ctx.run`` circuit (docs/workflow-protocol.md).

- ``BenchgateBackend`` is a ``BackendV2``. Its ``Target`` is the case's target as benchgate describes it in the
  method call (``backend``): on ``fake:<device>[@scale]`` the device's native gates on every live qubit, ``cz`` on
  every live coupler (both directions), the scaled error rates and durations, T1/T2 and ``dt``, the same numbers
  benchgate's noise engine simulates with (dead couplers left out; a dead qubit keeps its gates with error 1, so
  Qiskit's layout never prefers it). On ``sim-cpu`` the standard gates on any qubits, with no coupling map.
  ``run(circuits, shots=...)`` returns a job whose ``result().get_counts()`` reads as Aer's.
- ``BenchgateSampler`` follows ``SamplerV2``: ``run([(circuit, parameter_values)], shots=...)``, one
  ``SamplerPubResult`` per pub with a ``BitArray`` per classical register.
"""
import random

import numpy as np
from qiskit import qasm3
from qiskit.circuit import IfElseOp, Parameter
from qiskit.circuit.library import get_standard_gate_name_mapping
from qiskit.primitives import BaseSamplerV2, BitArray, DataBin, PrimitiveResult, SamplerPubResult
from qiskit.primitives.containers.sampler_pub import SamplerPub
from qiskit.providers import BackendV2, JobStatus, Options
from qiskit.result import Result
from qiskit.transpiler import InstructionProperties, QubitProperties, Target

# Gates benchgate's OpenQASM reader knows (qelib1.inc / stdgates.inc names): the simulator target offers these.
SIM_GATES = (
    "id x y z h s sdg t tdg sx sxdg rx ry rz p u cx cy cz ch swap iswap ecr rxx ryy rzz rzx crx cry crz cp cu "
    "ccx cswap"
).split()
DEFAULT_SHOTS = 1024


def _gate(name):
    g = get_standard_gate_name_mapping().get(name)
    if g is None:
        raise KeyError(name)
    return g


def _device_target(desc):
    qubits = desc["qubits"]
    n = int(desc["num_qubits"])
    qprops = [QubitProperties(t1=q.get("t1"), t2=q.get("t2")) for q in qubits]
    t = Target(description="benchgate %s (%s)" % (desc["name"], desc["backend_name"]), num_qubits=n, dt=desc.get("dt"), qubit_properties=qprops)
    one = {}
    for name in desc["basis_gates"]:
        if name == "cz" or name not in ("id", "rz", "sx", "x"):
            continue
        props = {}
        for i, q in enumerate(qubits):
            if name == "rz":
                err, dur = 0.0, 0.0
            else:
                err, dur = q[name]
            props[(i,)] = InstructionProperties(duration=dur, error=1.0 if q["dead"] else err)
        one[name] = props
    for name, props in one.items():
        t.add_instruction(_gate(name), props)
    if "cz" in desc["basis_gates"]:
        cz = {}
        for a, b, err, dur in desc["couplers"]:
            cz[(a, b)] = InstructionProperties(duration=dur, error=err)
            cz[(b, a)] = InstructionProperties(duration=dur, error=err)
        t.add_instruction(_gate("cz"), cz)
    t.add_instruction(
        _gate("measure"),
        {(i,): InstructionProperties(duration=q["measure"], error=1.0 if q["dead"] else q["readout_error"]) for i, q in enumerate(qubits)},
    )
    t.add_instruction(_gate("reset"), {(i,): InstructionProperties(duration=q["reset"]) for i, q in enumerate(qubits)})
    t.add_instruction(_gate("delay"), {(i,): None for i in range(n)})
    t.add_instruction(IfElseOp, name="if_else")
    return t


def _simulator_target(num_qubits):
    t = Target(description="benchgate sim-cpu (exact statevector)", num_qubits=num_qubits)
    for name in SIM_GATES + ["measure", "reset", "delay"]:
        t.add_instruction(_gate(name), name=name)
    t.add_instruction(IfElseOp, name="if_else")
    return t


class BenchgateJob:
    """A finished job (benchgate answers every circuit before ``run`` returns)."""

    def __init__(self, backend, job_id, result):
        self._backend = backend
        self._job_id = job_id
        self._result = result

    def result(self, timeout=None):
        return self._result

    def status(self):
        return JobStatus.DONE

    def done(self):
        return True

    def running(self):
        return False

    def cancelled(self):
        return False

    def in_final_state(self):
        return True

    def cancel(self):
        return False

    def job_id(self):
        return self._job_id

    def backend(self):
        return self._backend


def _hex(key):
    bits = key.replace(" ", "")
    return hex(int(bits, 2)) if bits else "0x0"


class BenchgateBackend(BackendV2):
    """The case's target as a Qiskit backend; circuits run on benchgate's engine."""

    def __init__(self, ctx, desc):
        device = isinstance(desc, dict) and desc.get("kind") == "device"
        name = desc.get("name", ctx.target) if isinstance(desc, dict) else ctx.target
        super().__init__(name="benchgate:%s" % name, description="benchgate target %s" % name, backend_version="1")
        self._ctx = ctx
        self._jobs = 0
        if device:
            self._target = _device_target(desc)
        else:
            n = int(desc.get("num_qubits", 26)) if isinstance(desc, dict) else 26
            self._target = _simulator_target(n)

    @property
    def target(self):
        return self._target

    @property
    def max_circuits(self):
        return None

    @classmethod
    def _default_options(cls):
        return Options(shots=DEFAULT_SHOTS, initial_layout=None, optimization_level=None, seed_transpiler=None, seed_simulator=None)

    def _counts(self, circuit, shots, given):
        """Counts of one circuit as benchgate returns them ({bitstring: count}, registers separated by a space)."""
        return self._ctx._circuit(qasm3.dumps(circuit), shots, given, circuit.layout is not None)

    def run(self, run_input, **options):
        """Run one circuit or a list; ``shots`` defaults to the case's ``params["shots"]``, else 1024.

        ``seed_simulator`` is ignored: benchgate seeds every circuit from the case seed."""
        circuits = run_input if isinstance(run_input, (list, tuple)) else [run_input]
        shots = options.get("shots")
        if shots is None:
            shots = self._ctx.params.get("shots", DEFAULT_SHOTS)
        given = {k: options.get(k) for k in ("initial_layout", "optimization_level", "seed_transpiler")}
        results = []
        for circ in circuits:
            counts = self._counts(circ, int(shots), given)
            header = {"name": circ.name, "creg_sizes": [[r.name, r.size] for r in circ.cregs], "memory_slots": circ.num_clbits, "metadata": circ.metadata or {}}
            results.append({"shots": int(shots), "success": True, "data": {"counts": {_hex(k): v for k, v in counts.items()}}, "header": header})
        self._jobs += 1
        job_id = "benchgate-%s-%d" % (self._ctx.method, self._jobs)
        result = Result.from_dict({"backend_name": self.name, "backend_version": "1", "job_id": job_id, "success": True, "results": results})
        return BenchgateJob(self, job_id, result)


def _bit_array(samples, shape, num_bits):
    """A BitArray of ``samples[index] = [bitstring, ...]`` (one list per index of ``shape``, all of one length)."""
    nbytes = max(1, (num_bits + 7) // 8)
    shots = len(next(iter(samples.values()))) if samples else 0
    arr = np.zeros(tuple(shape) + (shots, nbytes), dtype=np.uint8)
    for idx, bits in samples.items():
        for s, b in enumerate(bits):
            arr[idx + (s,)] = np.frombuffer(int(b or "0", 2).to_bytes(nbytes, "big"), dtype=np.uint8)
    return BitArray(arr, num_bits)


class BenchgateSampler(BaseSamplerV2):
    """SamplerV2 on ctx.backend: every bound circuit is one benchgate circuit."""

    def __init__(self, ctx, backend):
        self._ctx = ctx
        self._backend = backend
        self._runs = 0

    @property
    def backend(self):
        return self._backend

    def run(self, pubs, *, shots=None):
        if shots is None:
            shots = self._ctx.params.get("shots", DEFAULT_SHOTS)
        self._runs += 1
        out = []
        for p, pub in enumerate(pubs):
            pub = SamplerPub.coerce(pub, shots)
            bound = pub.parameter_values.bind_all(pub.circuit)
            regs = list(pub.circuit.cregs)
            samples = {r.name: {} for r in regs}
            for idx in np.ndindex(*pub.shape):
                circ = bound[idx]
                counts = self._backend._counts(circ, int(pub.shots), {})
                # benchgate's counts carry no shot order: the shots are listed in an order shuffled from the case seed
                shots_list = [k for k in sorted(counts) for _ in range(counts[k])]
                random.Random("%s/%d/%d/%d/%s" % (self._ctx.seed, self._runs, p, len(out), idx)).shuffle(shots_list)
                for s in shots_list:
                    parts = s.split(" ") if regs else []
                    for r, part in zip(regs, reversed(parts)):
                        samples[r.name].setdefault(idx, []).append(part)
            data = DataBin(**{r.name: _bit_array(samples[r.name], pub.shape, r.size) for r in regs}, shape=pub.shape)
            out.append(SamplerPubResult(data, metadata={"shots": int(pub.shots), "circuit_metadata": pub.circuit.metadata}))
        result = PrimitiveResult(out, metadata={"version": 2})
        return BenchgateJob(self._backend, "benchgate-sampler-%s-%d" % (self._ctx.method, self._runs), result)


def make_backend(ctx, desc):
    return BenchgateBackend(ctx, desc)


def make_sampler(ctx, backend):
    return BenchgateSampler(ctx, backend)


__all__ = ["BenchgateBackend", "BenchgateSampler", "make_backend", "make_sampler", "Parameter"]
