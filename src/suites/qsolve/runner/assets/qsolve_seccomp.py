"""The seccomp filter of benchgate's sandbox launcher (qsolve_sandbox.py, docs/security.md "Isolation"): no nested
user namespace inside the sandbox. Standard library only (ctypes); loaded by the launcher from its own folder."""
import ctypes
import errno
import os

CLONE_NEWUSER = 0x10000000
_libc = ctypes.CDLL(None, use_errno=True)

PR_SET_SECCOMP = 22
SECCOMP_MODE_FILTER = 2
# (audit arch, {syscall: number}) per machine; clone3 takes its flags in a struct a filter cannot read, so it
# fails with ENOSYS and the C library falls back to clone, whose flags the filter checks.
SECCOMP_ARCH = {
    "x86_64": (0xC000003E, {"clone": 56, "unshare": 272, "setns": 308, "clone3": 435}),
    "aarch64": (0xC00000B7, {"clone": 220, "unshare": 97, "setns": 268, "clone3": 435}),
    "arm64": (0xC00000B7, {"clone": 220, "unshare": 97, "setns": 268, "clone3": 435}),
}


class SockFilter(ctypes.Structure):
    _fields_ = [("code", ctypes.c_ushort), ("jt", ctypes.c_ubyte), ("jf", ctypes.c_ubyte), ("k", ctypes.c_uint32)]


class SockFprog(ctypes.Structure):
    _fields_ = [("len", ctypes.c_ushort), ("filter", ctypes.POINTER(SockFilter))]


def userns_filter(machine):
    """The BPF program: unshare/clone with CLONE_NEWUSER and every setns fail with EPERM, clone3 with ENOSYS, other
    architectures' and x32 system calls with EPERM; everything else is allowed. A list of (code, jt, jf, k), jumps
    already resolved."""
    arch, nr = SECCOMP_ARCH[machine]
    ld, jeq, jge, jset, ret = 0x20, 0x15, 0x35, 0x45, 0x06
    allow, eperm, enosys = 0x7FFF0000, 0x00050000 | errno.EPERM, 0x00050000 | errno.ENOSYS
    prog = [
        (ld, None, None, 4),  # arch
        (jeq, None, "deny", arch),
        (ld, None, None, 0),  # system call number
    ]
    if machine == "x86_64":
        prog.append((jge, "deny", None, 0x40000000))  # the x32 ABI
    prog += [
        (jeq, "nosys", None, nr["clone3"]),
        (jeq, "deny", None, nr["setns"]),
        (jeq, "flags", None, nr["unshare"]),
        (jeq, "flags", None, nr["clone"]),
        (ret, None, None, allow),
        ("flags", None, None, None),
        (ld, None, None, 16),  # the low 32 bits of args[0] (little endian): the namespace flags
        (jset, "deny", None, CLONE_NEWUSER),
        (ret, None, None, allow),
        ("nosys", None, None, None),
        (ret, None, None, enosys),
        ("deny", None, None, None),
        (ret, None, None, eperm),
    ]
    labels, out = {}, []
    for ins in prog:
        if isinstance(ins[0], str):
            labels[ins[0]] = len(out)
        else:
            out.append(ins)
    resolved = []
    for pc, (code, jt, jf, k) in enumerate(out):
        rel = lambda t: 0 if t is None else labels[t] - pc - 1
        resolved.append((code, rel(jt), rel(jf), k))
    return resolved


def install():
    """Installs the filter on the calling thread (inherited by every child, kept across exec; needs no_new_privs).
    Raises ValueError on a machine without a filter here, OSError when the kernel refuses it."""
    machine = os.uname().machine
    if machine not in SECCOMP_ARCH:
        raise ValueError("no filter for %s" % machine)
    prog = userns_filter(machine)
    arr = (SockFilter * len(prog))(*[SockFilter(c, jt, jf, k) for c, jt, jf, k in prog])
    fprog = SockFprog(len(prog), arr)
    if _libc.prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, ctypes.byref(fprog), 0, 0) != 0:
        e = ctypes.get_errno()
        raise OSError(e, os.strerror(e))
