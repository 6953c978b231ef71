#!/usr/bin/env python3
"""benchgate sandbox launcher for Qsolve workflow code (docs/security.md, "Isolation").

Started by benchgate as ``[sudo -n] python3 -I -S qsolve_sandbox.py CONFIG_JSON``. It runs one command
(the workflow runner or the interpreter probe) in new PID, mount, network, IPC and UTS namespaces (plus a user
namespace when benchgate is not root), with:

- a fresh /proc that shows only the sandbox's own processes (benchgate's environment is unreachable);
- the whole file system read-only, except a size-limited tmpfs scratch folder (HOME, TMPDIR, cwd) and /dev/shm;
- the paths in ``hide`` (RUNNER_TEMP, the GITHUB_ENV/PATH/OUTPUT/STEP_SUMMARY files, the repository's .git)
  covered by empty read-only mounts, and the folders in ``expose`` (closed folders on the way to the command, and the
  invoking user's HOME, XDG folders and benchgate cache folder) covered by empty tmpfs mounts holding only the
  subtrees the command needs;
- no nested user namespace (``deny_userns``: a seccomp filter refuses unshare/clone with CLONE_NEWUSER and setns);
- no network (a new network namespace has only a down loopback);
- a memory and process-count cap over the whole tree (cgroup v2 or v1 when writable, else RLIMIT_AS/DATA and
  RLIMIT_NPROC on every process);
- no capabilities (empty bounding, inheritable and ambient sets), no_new_privs, and an unprivileged uid when one
  is given;
- the command is PID 1 of its namespace: when it exits, or when this launcher dies (it is benchgate's child; its
  child gets SIGKILL through PR_SET_PDEATHSIG), the kernel kills every process of the namespace, setsid or not.

Protocol plumbing (``fds: "proto"``): benchgate's requests arrive on fd 0 and the runner's messages leave on fd 1
(sudo closes every descriptor above 2); inside, they become fds 3 and 4 and the runner's stdout and stderr both go
to fd 2.

``probe: true`` tries every part, prints one JSON line with what worked and exits: benchgate runs it once per
process and then asks for exactly those parts; any part that then fails stops the launch (exit 125) rather than
running less isolated than reported. Standard library only (ctypes), Linux only.
"""
import ctypes
import resource
import errno
import json
import os
import signal
import sys
import time

CLONE_NEWNS = 0x00020000
CLONE_NEWUTS = 0x04000000
CLONE_NEWIPC = 0x08000000
CLONE_NEWUSER = 0x10000000
CLONE_NEWPID = 0x20000000
CLONE_NEWNET = 0x40000000
MS_RDONLY = 1
MS_NOSUID = 2
MS_NODEV = 4
MS_NOEXEC = 8
MS_REMOUNT = 32
MS_MOVE = 8192
MS_BIND = 4096
MS_REC = 16384
MS_PRIVATE = 1 << 18
PR_SET_PDEATHSIG = 1
PR_CAPBSET_DROP = 24
PR_SET_NO_NEW_PRIVS = 38
PR_CAP_AMBIENT = 47
PR_CAP_AMBIENT_CLEAR_ALL = 4
AT_FDCWD = -100
AT_RECURSIVE = 0x8000
MOUNT_ATTR_RDONLY = 1
SYS_MOUNT_SETATTR = 442  # same number on x86_64, arm64 and the generic table
SYS_CAPSET = {"x86_64": 126, "aarch64": 91, "arm64": 91}.get(os.uname().machine)
SETUP_FAILED = 125

libc = ctypes.CDLL(None, use_errno=True)
libc.mount.argtypes = [ctypes.c_char_p, ctypes.c_char_p, ctypes.c_char_p, ctypes.c_ulong, ctypes.c_char_p]
libc.prctl.argtypes = [ctypes.c_int, ctypes.c_ulong, ctypes.c_ulong, ctypes.c_ulong, ctypes.c_ulong]


class SetupError(Exception):
    pass


def _check(rc, what):
    if rc != 0:
        e = ctypes.get_errno()
        raise SetupError("%s: %s" % (what, os.strerror(e)))


def _b(s):
    return None if s is None else os.fsencode(s)


def mount(src, target, fstype, flags, data=None):
    _check(libc.mount(_b(src), _b(target), _b(fstype), flags, _b(data)), "mount %s on %s" % (fstype or src, target))


def prctl(op, a=0, b=0, c=0, d=0):
    return libc.prctl(op, a, b, c, d)


def write_file(path, text):
    fd = os.open(path, os.O_WRONLY)
    try:
        os.write(fd, text.encode())
    finally:
        os.close(fd)


# ---------------------------------------------------------------- cgroups (done by the launcher, outside)


def _cgroup_mounts():
    """{controller or 'v2': mount point} from /proc/self/mountinfo."""
    out = {}
    with open("/proc/self/mountinfo") as f:
        for line in f:
            left, _, right = line.partition(" - ")
            parts = left.split()
            fstype, _src, opts = (right.split() + ["", "", ""])[:3]
            mp = parts[4]
            if fstype == "cgroup2":
                out.setdefault("v2", mp)
            elif fstype == "cgroup":
                for o in opts.split(","):
                    if o in ("memory", "pids"):
                        out.setdefault(o, mp)
    return out


def _own_cgroup(controller):
    with open("/proc/self/cgroup") as f:
        for line in f:
            hid, ctrls, path = line.rstrip("\n").split(":", 2)
            if controller == "v2" and hid == "0":
                return path
            if controller in ctrls.split(","):
                return path
    return None


def _sweep(parent):
    """Removes empty cgroups left by launchers that were killed (named bg-<pid>, the pid gone)."""
    try:
        names = os.listdir(parent)
    except OSError:
        return
    for n in names:
        if n.startswith("bg-") and n[3:].isdigit() and not os.path.exists("/proc/" + n[3:]):
            try:
                os.rmdir(os.path.join(parent, n))
            except OSError:
                pass


class Cgroups:
    """Creates one cgroup (v2: memory+pids; v1: one per controller) and removes it at the end."""

    def __init__(self, memory_mb, pids_max, want_memory, want_pids):
        self.dirs = []
        self.memory = None
        self.pids = None
        if not (want_memory or want_pids):
            return
        mounts = _cgroup_mounts()
        name = "bg-%d" % os.getpid()
        limit = str(memory_mb * 1024 * 1024)
        v1 = "memory" in mounts or "pids" in mounts
        if not v1 and "v2" in mounts:
            root = mounts["v2"]
            try:
                ctrls = open(os.path.join(root, "cgroup.controllers")).read().split()
            except OSError:
                ctrls = []
            if "memory" in ctrls or "pids" in ctrls:
                base = os.path.join(root, "benchgate")
                try:
                    os.makedirs(base, exist_ok=True)
                    for c in ("memory", "pids"):
                        if c in ctrls:
                            try:
                                write_file(os.path.join(root, "cgroup.subtree_control"), "+" + c)
                            except OSError:
                                pass
                            try:
                                write_file(os.path.join(base, "cgroup.subtree_control"), "+" + c)
                            except OSError:
                                pass
                    _sweep(base)
                    d = os.path.join(base, name)
                    os.mkdir(d)
                    self.dirs.append(d)
                    if want_memory and os.path.exists(os.path.join(d, "memory.max")):
                        write_file(os.path.join(d, "memory.max"), limit)
                        try:
                            write_file(os.path.join(d, "memory.swap.max"), "0")
                        except OSError:
                            pass
                        self.memory = "cgroup v2 memory.max"
                    if want_pids and os.path.exists(os.path.join(d, "pids.max")):
                        write_file(os.path.join(d, "pids.max"), str(pids_max))
                        self.pids = "cgroup v2 pids.max"
                except OSError:
                    pass
            return
        if want_memory and "memory" in mounts:
            try:
                base = os.path.join(mounts["memory"], (_own_cgroup("memory") or "/").lstrip("/"), "benchgate")
                os.makedirs(base, exist_ok=True)
                _sweep(base)
                d = os.path.join(base, name)
                os.mkdir(d)
                self.dirs.append(d)
                write_file(os.path.join(d, "memory.limit_in_bytes"), limit)
                if os.path.exists(os.path.join(d, "memory.memsw.limit_in_bytes")):
                    write_file(os.path.join(d, "memory.memsw.limit_in_bytes"), limit)
                self.memory = "cgroup v1 memory.limit_in_bytes"
            except OSError:
                pass
        if want_pids and "pids" in mounts:
            try:
                base = os.path.join(mounts["pids"], (_own_cgroup("pids") or "/").lstrip("/"), "benchgate")
                os.makedirs(base, exist_ok=True)
                _sweep(base)
                d = os.path.join(base, name)
                os.mkdir(d)
                self.dirs.append(d)
                write_file(os.path.join(d, "pids.max"), str(pids_max))
                self.pids = "cgroup v1 pids.max"
            except OSError:
                pass

    def join(self):
        """Moves the calling process (the namespace's PID 1, before it execs) into every cgroup."""
        for d in self.dirs:
            write_file(os.path.join(d, "cgroup.procs"), "0")

    def remove(self):
        for d in self.dirs:
            for _ in range(50):
                try:
                    os.rmdir(d)
                    break
                except OSError as e:
                    if e.errno == errno.ENOENT:
                        break
                    try:
                        write_file(os.path.join(d, "cgroup.kill"), "1")
                    except OSError:
                        pass
                    time.sleep(0.01)


# ---------------------------------------------------------------- inside the namespaces (PID 1, before exec)


def _mountpoints():
    out = []
    with open("/proc/self/mountinfo") as f:
        for line in f:
            mp = line.split()[4].replace("\\040", " ").replace("\\011", "\t").replace("\\012", "\n").replace("\\134", "\\")
            out.append(mp)
    return out


def read_only_everything(per_mount=False):
    attr = (ctypes.c_uint64 * 4)(MOUNT_ATTR_RDONLY, 0, 0, 0)
    rc = -1 if per_mount else libc.syscall(SYS_MOUNT_SETATTR, AT_FDCWD, b"/", AT_RECURSIVE, ctypes.byref(attr), ctypes.sizeof(attr))
    if rc == 0:
        return
    # Kernels before 5.12: remount every mount point read-only, keeping its locked flags.
    for mp in _mountpoints():
        st = os.statvfs(mp) if os.path.exists(mp) else None
        flags = MS_REMOUNT | MS_BIND | MS_RDONLY
        if st is not None:
            flags |= st.f_flag & (MS_NOSUID | MS_NODEV | MS_NOEXEC)
        if libc.mount(None, _b(mp), None, flags, None) != 0:
            e = ctypes.get_errno()
            if e not in (errno.ENOENT, errno.EACCES):
                raise SetupError("remount %s read-only: %s" % (mp, os.strerror(e)))


def hide(paths):
    for p in paths:
        if os.path.isdir(p) and not os.path.islink(p):
            mount("tmpfs", p, "tmpfs", MS_NOSUID | MS_NODEV | MS_NOEXEC, "size=4k,nr_inodes=4,mode=0555")
        elif os.path.lexists(p) and not os.path.islink(p):
            mount("/dev/null", p, None, MS_BIND)


def expose(groups, stage):
    """For each {"dir": D, "keep": [E, ...]}: D is a folder to cover (one an unprivileged uid cannot enter, e.g. /root
    0700, or one that holds the invoking user's secrets: HOME, the XDG folders, benchgate's cache folder), E are the
    subtrees the command needs (e.g. /root/.pyenv). D is covered by an empty tmpfs (mode 0755) holding only E,
    bind-mounted back at the same paths: the command can reach E and nothing else of D. Every E is bound into the
    stage before any D is covered (a D may be an ancestor of another group's E, or of the stage itself: the stage is
    then reached through the working directory)."""
    mount("tmpfs", stage, "tmpfs", MS_NOSUID | MS_NODEV, "size=64k,mode=0700")
    os.chdir(stage)
    try:
        plan = []
        for gi, g in enumerate(groups):
            staged = []
            for i, e in enumerate(g.get("keep", [])):
                s = "%d-%d" % (gi, i)
                if os.path.isdir(e):
                    os.mkdir(s)
                else:
                    open(s, "w").close()
                mount(e, s, None, MS_BIND | MS_REC)
                staged.append((s, e))
            plan.append((g["dir"], staged))
        for d, staged in sorted(plan, key=lambda x: len(x[0])):
            mount("tmpfs", d, "tmpfs", MS_NOSUID | MS_NODEV, "size=64k,mode=0755")
            for s, e in staged:
                rel = os.path.relpath(e, d)
                os.makedirs(os.path.dirname(os.path.join(d, rel)), mode=0o755, exist_ok=True)
                if os.path.isdir(s):
                    os.makedirs(os.path.join(d, rel), mode=0o755, exist_ok=True)
                else:
                    open(os.path.join(d, rel), "w").close()
                mount(s, os.path.join(d, rel), None, MS_MOVE)
    finally:
        libc.umount2(b".", 2)  # MNT_DETACH: the stage, wherever its path now leads
        os.chdir("/")


# ---------------------------------------------------------------- no nested user namespace (seccomp)


def _sibling(name):
    """A module next to this script (``-I`` keeps this folder off sys.path; nothing is written beside it)."""
    import importlib.util

    sys.dont_write_bytecode = True
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), name + ".py")
    spec = importlib.util.spec_from_file_location("benchgate_" + name, path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


seccomp = _sibling("qsolve_seccomp")


def deny_nested_userns():
    """Installs the filter on the calling thread (inherited by every child, kept across exec; needs no_new_privs)."""
    try:
        seccomp.install()
    except (OSError, ValueError) as e:
        raise SetupError("seccomp: %s" % e)


def drop_capabilities():
    for cap in range(64):
        if prctl(PR_CAPBSET_DROP, cap) != 0 and ctypes.get_errno() == errno.EINVAL:
            break
    prctl(PR_CAP_AMBIENT, PR_CAP_AMBIENT_CLEAR_ALL)


def clear_capability_sets():
    if SYS_CAPSET is None:
        return
    hdr = (ctypes.c_uint32 * 2)(0x20080522, 0)
    data = (ctypes.c_uint32 * 6)(0, 0, 0, 0, 0, 0)
    _check(libc.syscall(SYS_CAPSET, ctypes.byref(hdr), ctypes.byref(data)), "capset")


def set_rlimits(cfg, cg):
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
    mem = cfg.get("memory_mb")
    parts = {}
    if mem and not cg.memory:
        which = resource.RLIMIT_DATA if cfg.get("rlimit_memory") == "data" else resource.RLIMIT_AS
        lim = mem * 1024 * 1024
        resource.setrlimit(which, (lim, lim))
        parts["memory"] = "RLIMIT_DATA" if which == resource.RLIMIT_DATA else "RLIMIT_AS"
    if cfg.get("pids_max") and not cg.pids:
        n = int(cfg["pids_max"])
        resource.setrlimit(resource.RLIMIT_NPROC, (n, n))
        parts["processes"] = "RLIMIT_NPROC"
    return parts


def reachable(paths, uid, gid):
    """True when uid:gid can read every path (the workflow, the runner, the interpreter)."""
    os.setegid(gid)
    os.seteuid(uid)
    try:
        return all(os.access(p, os.R_OK, effective_ids=True) for p in paths)
    finally:
        os.seteuid(0)
        os.setegid(0)


def child(cfg, cg, lifeline_r, report_w):
    """PID 1 of the new namespaces: sets everything up, then execs the command."""
    report = {"namespaces": ["pid", "mount", "network", "ipc", "uts"] + (["user"] if cfg.get("userns") else [])}
    probe = bool(cfg.get("probe"))
    missing = []

    def step(name, fn):
        try:
            fn()
        except (SetupError, OSError) as e:
            if not probe:
                raise SetupError("%s: %s" % (name, e))
            missing.append("%s (%s)" % (name, e))
            return False
        return True

    _check(libc.unshare(CLONE_NEWNS | CLONE_NEWNET | CLONE_NEWIPC | CLONE_NEWUTS), "unshare")
    mount(None, "/", None, MS_REC | MS_PRIVATE)
    if cg.dirs:
        cg.join()
    step("proc", lambda: mount("proc", "/proc", "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC))
    scratch_existed = os.path.isdir(cfg["scratch"])
    if cfg.get("expose"):
        step("expose", lambda: expose(cfg["expose"], cfg["scratch"]))
    step("hide", lambda: hide(cfg.get("hide", [])))
    # A covered folder (expose) may have held the scratch folder's path: its mount point is made again, in the cover.
    if scratch_existed and not os.path.isdir(cfg["scratch"]):
        step("scratch", lambda: os.makedirs(cfg["scratch"], mode=0o700))
    ro = step("readonly", lambda: read_only_everything(bool(cfg.get("per_mount_readonly"))))
    uid, gid = os.getuid(), os.getgid()
    scratch_opts = "size=%dm,mode=0700" % max(1, int(cfg.get("scratch_mb", 256)))
    target = cfg.get("uid")
    as_uid = target is not None and target != uid
    if as_uid and cfg.get("need") and not reachable(cfg["need"], target, cfg.get("gid", target)):
        report["user_fallback"] = "not readable by uid %d: %s" % (target, ", ".join(cfg["need"]))
        if not probe and cfg.get("require_uid"):
            raise SetupError("the workflow, the runner or the interpreter is not readable by uid %d" % target)
        as_uid = False
    if as_uid:
        scratch_opts += ",uid=%d,gid=%d" % (target, cfg.get("gid", target))
    for p in [cfg["scratch"]]:
        step("scratch", lambda: mount("tmpfs", p, "tmpfs", MS_NOSUID | MS_NODEV, scratch_opts))
    if os.path.isdir("/dev/shm"):
        step("shm", lambda: mount("tmpfs", "/dev/shm", "tmpfs", MS_NOSUID | MS_NODEV | MS_NOEXEC, scratch_opts.replace("mode=0700", "mode=1777")))
    report["memory"] = cg.memory
    report["processes"] = cg.pids
    report["readonly"] = ro
    drop_capabilities()
    if as_uid:
        os.setgroups([])
        g = cfg.get("gid", target)
        os.setresgid(g, g, g)
        os.setresuid(target, target, target)
    report["uid"] = os.getuid()
    limits = set_rlimits(cfg, cg)
    report["memory"] = report["memory"] or limits.get("memory")
    report["processes"] = report["processes"] or limits.get("processes")
    clear_capability_sets()
    _check(prctl(PR_SET_NO_NEW_PRIVS, 1), "no_new_privs")
    if probe:
        try:
            deny_nested_userns()
            report["nested_userns"] = "seccomp"
        except (SetupError, OSError) as e:
            report["nested_userns"] = None
            report["nested_userns_error"] = str(e)
    elif cfg.get("deny_userns"):
        deny_nested_userns()
    _check(prctl(PR_SET_PDEATHSIG, signal.SIGKILL), "pdeathsig")
    # The launcher may have died before PR_SET_PDEATHSIG: its end of the lifeline is then closed.
    os.set_blocking(lifeline_r, False)
    try:
        if os.read(lifeline_r, 1) == b"":
            os._exit(SETUP_FAILED)
    except BlockingIOError:
        pass
    os.close(lifeline_r)
    report["missing"] = missing
    if probe:
        os.write(report_w, (json.dumps(report) + "\n").encode())
        os._exit(0)
    os.close(report_w)
    if cfg.get("fds") == "proto":
        os.dup2(0, 3)
        os.dup2(1, 4)
        os.dup2(2, 1)
        fd = os.open("/dev/null", os.O_RDONLY)
        os.dup2(fd, 0)
        os.close(fd)
    os.chdir(cfg.get("cwd") or cfg["scratch"])
    argv = cfg["argv"]
    env = cfg.get("env") or {}
    os.execvpe(argv[0], argv, env)


def main():
    cfg = json.loads(sys.argv[1])
    report_w = os.dup(1)
    # The launcher itself enters only the PID (and user) namespace, so that it keeps the real mount table and
    # can remove the cgroup; its child (PID 1) enters the others.
    flags = CLONE_NEWPID
    uid, gid = os.getuid(), os.getgid()
    userns = uid != 0
    cfg["userns"] = userns
    # When benchgate (or sudo) dies, this launcher tidies up and goes.
    prctl(PR_SET_PDEATHSIG, signal.SIGTERM)
    want_memory = cfg.get("memory_mb") and cfg.get("cgroup", True) and not userns
    cg = Cgroups(int(cfg.get("memory_mb") or 0), int(cfg.get("pids_max") or 0), bool(want_memory), bool(cfg.get("pids_max")) and cfg.get("cgroup", True) and not userns)
    need_cg = cfg.get("require_cgroup") or []
    if not cfg.get("probe") and (("memory" in need_cg and cg.memory is None) or ("pids" in need_cg and cg.pids is None)):
        cg.remove()
        sys.stderr.write("benchgate sandbox: the memory or pids cgroup cannot be created here\n")
        return SETUP_FAILED
    if libc.unshare(flags | (CLONE_NEWUSER if userns else 0)) != 0:
        e = ctypes.get_errno()
        cg.remove()
        sys.stderr.write("benchgate sandbox: unshare: %s\n" % os.strerror(e))
        return SETUP_FAILED
    if userns:
        try:
            write_file("/proc/self/setgroups", "deny")
            write_file("/proc/self/uid_map", "%d %d 1" % (uid, uid))
            write_file("/proc/self/gid_map", "%d %d 1" % (gid, gid))
        except OSError as e:
            cg.remove()
            sys.stderr.write("benchgate sandbox: user namespace map: %s\n" % e)
            return SETUP_FAILED
    lifeline_r, lifeline_w = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(lifeline_w)
        try:
            child(cfg, cg, lifeline_r, report_w)
        except BaseException as e:  # noqa: BLE001 - any setup failure stops the launch
            sys.stderr.write("benchgate sandbox: setup failed: %s\n" % e)
            os._exit(SETUP_FAILED)
        os._exit(SETUP_FAILED)
    os.close(lifeline_r)
    os.close(report_w)
    for fd in (0, 1):
        try:
            os.close(fd)
        except OSError:
            pass

    def stop(signum, frame):
        try:
            os.kill(pid, signal.SIGKILL)
        except OSError:
            pass

    for s in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP):
        signal.signal(s, stop)
    while True:
        try:
            _, status = os.waitpid(pid, 0)
            break
        except InterruptedError:
            continue
        except ChildProcessError:
            status = 0
            break
    cg.remove()
    if os.WIFSIGNALED(status):
        sig = os.WTERMSIG(status)
        signal.signal(sig, signal.SIG_DFL) if sig != signal.SIGKILL else None
        os.kill(os.getpid(), sig)
        return 128 + sig
    return os.WEXITSTATUS(status) if os.WIFEXITED(status) else 1


if __name__ == "__main__":
    sys.exit(main())
