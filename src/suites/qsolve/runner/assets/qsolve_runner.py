#!/usr/bin/env python3
"""benchgate Qsolve workflow runner for Python workflows (circuit protocol 1).

Started by benchgate as ``python3 -B -u qsolve_runner.py --module WORKFLOW.py [--memory-mb N] [--deadline-s S]``
with two extra pipes: benchgate writes requests to fd 3 and reads this runner's messages from fd 4, one JSON
object per line (docs/workflow-protocol.md). The workflow's own stdout and stderr (fds 1 and 2) are captured by
benchgate for diagnostics and never mixed with the protocol.

Standard library only, Python >= 3.9. When Qiskit is importable, ``ctx.run`` also accepts ``QuantumCircuit``
objects and converts them with Qiskit's OpenQASM exporters (qasm2 first, qasm3 when qasm2 cannot express the
circuit or the circuit was transpiled), and ``ctx.backend`` (a Qiskit ``BackendV2`` whose ``Target`` is the case's
target) and ``ctx.sampler`` (a ``SamplerV2``) are built by ``qsolve_qiskit.py`` next to this file.

Workflows may ``from qsolve_runner import MethodUnavailable`` (this module registers itself under that name);
any exception class named ``MethodUnavailable`` (e.g. the real SDK's) is treated the same way.
"""
import importlib.util
import json
import math
import os
import random
import signal
import sys
import time
import traceback

PROTOCOL = 1
MAX_MESSAGE = 16 * 1024 * 1024
MAX_QASM = 4 * 1024 * 1024
MAX_SHOTS = 100000
DEFAULT_SHOTS = 1024
MAX_TRACEBACK = 4000


class MethodUnavailable(Exception):
    """The method cannot run. ``missing_module`` names a module the environment lacks (the case is then skipped
    by benchgate instead of failed); a reason starting with ``failed:`` marks a crash."""

    def __init__(self, reason="", missing_module=None):
        super().__init__(reason)
        self.reason = str(reason)
        self.missing_module = missing_module


class CircuitRefused(RuntimeError):
    """Raised by ``ctx.run`` of a classical method, or when the backend refuses a circuit."""


class _BackendUnavailable(BaseException):
    """The case's target is not available in this build: unwinds the method (not catchable as Exception)."""


class _RunnerTimeout(BaseException):
    pass


class _ProtocolAbort(BaseException):
    pass


_in = None
_out = None


def _send(msg):
    data = json.dumps(msg, separators=(",", ":"), allow_nan=False, default=_json_default).encode("utf-8")
    if len(data) > MAX_MESSAGE:
        raise ValueError("message of %d bytes is over the protocol limit of %d bytes" % (len(data), MAX_MESSAGE))
    _out.write(data + b"\n")
    _out.flush()


def _read():
    line = _in.readline(MAX_MESSAGE + 1)
    if not line:
        raise _ProtocolAbort("benchgate closed the request pipe")
    if len(line) > MAX_MESSAGE:
        raise _ProtocolAbort("request over the protocol limit")
    return json.loads(line.decode("utf-8"))


def _json_default(o):
    # numpy scalars and arrays, sets, tuples-like objects
    if hasattr(o, "tolist"):
        return o.tolist()
    if hasattr(o, "item"):
        return o.item()
    if isinstance(o, (set, frozenset)):
        return sorted(o)
    raise TypeError("value of type %s is not JSON serialisable" % type(o).__name__)


def _clean(value):
    """JSON-safe copy: non-finite floats become None, numpy values become plain numbers."""
    if isinstance(value, float):
        return value if math.isfinite(value) else None
    if isinstance(value, (str, int, bool)) or value is None:
        return value
    if isinstance(value, dict):
        return {str(k): _clean(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_clean(v) for v in value]
    return _clean(_json_default(value))


def _number(x, what):
    if x is None:
        return None
    if isinstance(x, bool) or not isinstance(x, (int, float)):
        if hasattr(x, "item"):
            x = x.item()
        else:
            raise TypeError("%s must be a number, got %s" % (what, type(x).__name__))
    x = float(x)
    return x if math.isfinite(x) else None


QISKIT_HINT = (
    "needs Qiskit, which this Python cannot import: install it (pip install qiskit) or run benchgate with an "
    "interpreter that has it (the job's `python` option, e.g. --python .venv/bin/python)"
)
TRANSPILE_OPTIONS = ("initial_layout", "optimization_level", "seed_transpiler")
_qiskit_side = None


def _qiskit_module(what):
    """qsolve_qiskit.py (next to this file), or MethodUnavailable with the install hint when Qiskit is missing."""
    global _qiskit_side
    if _qiskit_side is None:
        try:
            import qiskit  # noqa: F401
        except ImportError:
            raise MethodUnavailable("%s %s" % (what, QISKIT_HINT), missing_module="qiskit") from None
        path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "qsolve_qiskit.py")
        spec = importlib.util.spec_from_file_location("qsolve_qiskit", path)
        mod = importlib.util.module_from_spec(spec)
        sys.modules["qsolve_qiskit"] = mod
        spec.loader.exec_module(mod)
        _qiskit_side = mod
    return _qiskit_side


def _is_transpiled(circuit):
    return getattr(circuit, "layout", None) is not None


def _to_qasm(circuit):
    if isinstance(circuit, str):
        return circuit
    if isinstance(circuit, bytes):
        return circuit.decode("utf-8")
    mod = type(circuit).__module__ or ""
    if mod.startswith("qiskit"):
        if _is_transpiled(circuit):
            from qiskit import qasm3

            return qasm3.dumps(circuit)
        try:
            from qiskit import qasm2

            return qasm2.dumps(circuit)
        except Exception:  # noqa: BLE001 - fall back to OpenQASM 3
            from qiskit import qasm3

            return qasm3.dumps(circuit)
    raise TypeError("ctx.run needs OpenQASM 2/3 text (or a Qiskit QuantumCircuit when Qiskit is installed), got %s" % type(circuit).__name__)


class Context:
    """What a method gets as ``ctx``. See docs/workflow-protocol.md."""

    MethodUnavailable = MethodUnavailable

    def __init__(self, call_id, method, kind, seed, target, params):
        self._id = call_id
        self._seq = 0
        self.method = method
        self.kind = kind
        self.seed = seed
        self.target = target
        self.params = params
        self.rng = random.Random(seed)
        self.details = {}
        self._mitigation = None
        self.max_shots = MAX_SHOTS
        self._description = None
        self._backend = None
        self._sampler = None

    @property
    def backend(self):
        """A Qiskit BackendV2 whose Target is this case's target (needs Qiskit)."""
        if self._backend is None:
            self._backend = _qiskit_module("ctx.backend").make_backend(self, self._description)
        return self._backend

    @property
    def sampler(self):
        """A Qiskit SamplerV2 on ctx.backend (needs Qiskit)."""
        if self._sampler is None:
            self._sampler = _qiskit_module("ctx.sampler").make_sampler(self, self.backend)
        return self._sampler

    def run(self, circuit, shots=None, initial_layout=None, optimization_level=None, seed_transpiler=None):
        """Send one circuit with ``shots`` shots; returns counts ``{bitstring: count}``, clbit 0 rightmost.

        ``initial_layout`` (device qubit of each circuit qubit), ``optimization_level`` (0-3) and ``seed_transpiler``
        steer benchgate's transpiler on device targets; each defaults to the case parameter of that name."""
        given = {"initial_layout": initial_layout, "optimization_level": optimization_level, "seed_transpiler": seed_transpiler}
        return self._circuit(_to_qasm(circuit), shots, given, _is_transpiled(circuit))

    def _options(self, given, transpiled):
        out = {}
        for k in TRANSPILE_OPTIONS:
            v = given.get(k)
            if v is None and not transpiled:
                # the case params steer benchgate's transpiler; a circuit the workflow transpiled keeps its own choice
                v = self.params.get(k)
            if v is None:
                continue
            if k == "initial_layout":
                if not isinstance(v, (list, tuple)):
                    raise TypeError("initial_layout must be a list of device qubits, one per circuit qubit (got %s)" % type(v).__name__)
                v = [int(q) for q in v]
            out[k] = v
        if transpiled:
            out["transpiled"] = True
        return out

    def _circuit(self, text, shots, given, transpiled):
        if self.kind != "quantum":
            raise CircuitRefused("classical method %s cannot send circuits (its backend refuses them)" % self.method)
        if shots is None:
            shots = self.params.get("shots", DEFAULT_SHOTS)
        if isinstance(shots, bool) or not isinstance(shots, int):
            raise TypeError("shots must be an integer")
        if shots < 1 or shots > MAX_SHOTS:
            raise ValueError("shots must be between 1 and %d, got %d" % (MAX_SHOTS, shots))
        if len(text.encode("utf-8")) > MAX_QASM:
            raise ValueError("circuit text over %d bytes" % MAX_QASM)
        msg = {"v": PROTOCOL, "type": "circuit", "id": self._id, "seq": self._seq, "qasm": text, "shots": shots}
        options = self._options(given, transpiled)
        if options:
            msg["options"] = options
        _send(msg)
        self._seq += 1
        reply = _read()
        if reply.get("type") == "counts":
            return dict(reply["counts"])
        if reply.get("type") == "circuit_error":
            if reply.get("unavailable"):
                raise _BackendUnavailable(reply.get("message", "target not available"))
            raise CircuitRefused("the backend refused the circuit: %s" % reply.get("message", ""))
        raise _ProtocolAbort("unexpected reply to a circuit: %r" % reply.get("type"))

    def report_mitigation(self, fidelity=None, postselection=None, coverage=None):
        """Report the method's own mitigation numbers (they replace the backend's scoring for this method)."""
        m = {}
        for k, v in (("fidelity", fidelity), ("postselection", postselection), ("coverage", coverage)):
            if v is not None:
                m[k] = _number(v, k)
        self._mitigation = m

    def unavailable(self, reason, missing_module=None):
        raise MethodUnavailable(reason, missing_module)

    def require_module(self, name):
        """Import ``name`` or raise MethodUnavailable("<name> not installed", missing_module=name)."""
        try:
            return importlib.import_module(name)
        except ImportError:
            raise MethodUnavailable("%s not installed" % name, missing_module=name) from None

    def log(self, *args):
        print(*args, file=sys.stderr)


def _seed_globals(seed):
    random.seed(seed)
    np = sys.modules.get("numpy")
    if np is not None:
        try:
            np.random.seed(seed % (2 ** 32))
        except Exception:  # noqa: BLE001
            pass


_MEMORY_MB = None


def _error(exc):
    tb = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))
    message = str(exc)
    if isinstance(exc, MemoryError) and not message:
        message = "out of memory (the workflow's memory limit is %s MB)" % (_MEMORY_MB or "?")
    return {"type": type(exc).__name__, "message": message[:4000], "traceback": tb[-MAX_TRACEBACK:]}


def _method_result(ret, ctx):
    if not isinstance(ret, dict):
        raise TypeError("a method must return a dict with 'objective' and 'solution', got %s" % type(ret).__name__)
    if "objective" not in ret or "solution" not in ret:
        raise TypeError("a method must return a dict with 'objective' and 'solution' (got keys %s)" % sorted(ret))
    out = {"objective": _number(ret["objective"], "objective"), "solution": _clean(ret["solution"])}
    if ret.get("stderr") is not None:
        out["stderr"] = _number(ret["stderr"], "stderr")
    details = dict(ctx.details)
    if isinstance(ret.get("details"), dict):
        details.update(ret["details"])
    out["details"] = _clean(details)
    mit = ret.get("mitigation")
    if isinstance(mit, dict):
        ctx.report_mitigation(mit.get("fidelity"), mit.get("postselection"), mit.get("coverage"))
    if ctx._mitigation is not None:
        out["mitigation"] = ctx._mitigation
    return out


def _lookup_method(mod, name):
    table = getattr(mod, "METHODS", None)
    if isinstance(table, dict) and name in table:
        return table[name]
    fn = getattr(mod, name, None)
    return fn if callable(fn) else None


def _handle(mod, req):
    fn = req.get("fn")
    call_id = req.get("id")
    seed = int(req.get("seed", 0))
    _seed_globals(seed)
    if fn == "method":
        name = req["method"]
        method = _lookup_method(mod, name)
        if method is None:
            return {"error": {"type": "AttributeError", "message": "the workflow module defines no method %r (add it to METHODS or define a function of that name)" % name}}
        ctx = Context(call_id, name, req.get("kind", "classical"), seed, req.get("target", "sim-cpu"), req.get("params") or {})
        ctx._description = req.get("backend")
        try:
            ret = method(req.get("input"), ctx.params, ctx)
            return {"value": _method_result(ret, ctx)}
        except _BackendUnavailable as e:
            return {"backend_unavailable": str(e)}
        except Exception as e:  # noqa: BLE001
            if type(e).__name__ == "MethodUnavailable":
                reason = getattr(e, "reason", None) or str(e)
                return {"unavailable": reason, "missing_module": getattr(e, "missing_module", None)}
            return {"error": _error(e)}
    if fn == "evaluate":
        f = getattr(mod, "evaluate", None)
        if not callable(f):
            return {"error": {"type": "AttributeError", "message": "the workflow module defines no evaluate(input, solution)"}}
        try:
            v = f(req.get("input"), req.get("solution"))
            return {"value": _number(v, "evaluate() result")}
        except Exception as e:  # noqa: BLE001
            return {"error": _error(e)}
    if fn == "estimate":
        f = getattr(mod, "estimate", None)
        if not callable(f):
            return {"absent": True}
        try:
            v = f(req.get("input"), req.get("params") or {})
            if v is None:
                return {"value": None}
            if not isinstance(v, dict):
                raise TypeError("estimate() must return a dict with 'circuits' and 'shots', got %s" % type(v).__name__)
            return {"value": {"circuits": _number(v.get("circuits"), "circuits"), "shots": _number(v.get("shots"), "shots")}}
        except Exception as e:  # noqa: BLE001
            return {"error": _error(e)}
    return {"error": {"type": "ProtocolError", "message": "unknown call %r" % fn}}


def _on_alarm(signum, frame):
    raise _RunnerTimeout("time limit reached")


def main(argv):
    global _in, _out, _MEMORY_MB
    module_path = None
    memory_mb = None
    deadline_s = None
    i = 0
    while i < len(argv):
        if argv[i] == "--module":
            module_path = argv[i + 1]
            i += 2
        elif argv[i] == "--memory-mb":
            memory_mb = int(argv[i + 1])
            i += 2
        elif argv[i] == "--deadline-s":
            deadline_s = float(argv[i + 1])
            i += 2
        else:
            i += 1
    _in = os.fdopen(3, "rb")
    _out = os.fdopen(4, "wb")
    sys.modules["qsolve_runner"] = sys.modules[__name__]
    _MEMORY_MB = memory_mb
    if memory_mb:
        try:
            import resource

            limit = memory_mb * 1024 * 1024
            soft, hard = resource.getrlimit(resource.RLIMIT_AS)
            if soft == resource.RLIM_INFINITY or soft > limit:
                resource.setrlimit(resource.RLIMIT_AS, (limit, hard if hard != resource.RLIM_INFINITY and hard < limit else limit))
        except Exception:  # noqa: BLE001 - best effort (no resource module on some platforms)
            pass
    if deadline_s and hasattr(signal, "SIGALRM"):
        signal.signal(signal.SIGALRM, _on_alarm)
        signal.setitimer(signal.ITIMER_REAL, max(deadline_s, 0.01))
    hello = {"v": PROTOCOL, "type": "hello", "protocol": PROTOCOL, "language": "python", "version": "%d.%d.%d" % sys.version_info[:3]}
    try:
        folder = os.path.dirname(os.path.abspath(module_path))
        sys.path.insert(0, folder)
        spec = importlib.util.spec_from_file_location("workflow", module_path)
        mod = importlib.util.module_from_spec(spec)
        sys.modules["workflow"] = mod
        spec.loader.exec_module(mod)
    except _RunnerTimeout:
        _send({**hello, "error": {"type": "TimeoutError", "message": "the time limit was reached while importing the workflow"}})
        return 3
    except BaseException as e:  # noqa: BLE001 - report any import failure
        _send({**hello, "error": _error(e)})
        return 1
    table = getattr(mod, "METHODS", None)
    hello["methods"] = sorted(table) if isinstance(table, dict) else []
    hello["evaluate"] = callable(getattr(mod, "evaluate", None))
    hello["estimate"] = callable(getattr(mod, "estimate", None))
    _send(hello)
    while True:
        try:
            req = _read()
        except _ProtocolAbort:
            return 0
        except _RunnerTimeout:
            return 3
        if req.get("type") == "exit":
            return 0
        if req.get("type") != "call":
            _send({"v": PROTOCOL, "type": "fatal", "error": {"type": "ProtocolError", "message": "expected a call"}})
            return 2
        t0 = time.perf_counter()
        try:
            res = _handle(mod, req)
        except _RunnerTimeout:
            _send({"v": PROTOCOL, "type": "fatal", "error": {"type": "TimeoutError", "message": "time limit reached"}})
            return 3
        except _ProtocolAbort as e:
            sys.stderr.write("qsolve_runner: %s\n" % e)
            return 2
        except MemoryError as e:
            res = {"error": _error(e)}
        res.update({"v": PROTOCOL, "type": "result", "id": req.get("id"), "wall_time_s": time.perf_counter() - t0})
        try:
            _send(res)
        except (TypeError, ValueError) as e:
            _send({"v": PROTOCOL, "type": "result", "id": req.get("id"), "error": {"type": type(e).__name__, "message": "the result cannot be sent: %s" % e}})


if __name__ == "__main__":
    try:
        code = main(sys.argv[1:])
    except _RunnerTimeout:
        code = 3
    sys.stdout.flush()
    os._exit(code or 0)
