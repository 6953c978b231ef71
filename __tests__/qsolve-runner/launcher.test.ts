/** The namespace launcher (src/suites/qsolve/runner/assets/qsolve_sandbox.py) driven directly: probe report, read-only fallback, fail-closed setup. */
import { afterAll, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, realpathSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { coverPlan, exposurePlan, privateDirs } from '../../src/suites/qsolve/runner/cover.js';
import { launcherCaps, missingParts, resetLauncherCaps } from '../../src/suites/qsolve/runner/sandbox.js';
import { isolationLine } from '../../src/suites/qsolve/check-workflow.js';
import { cleanup } from './helpers.js';

const SCRIPT = join(process.cwd(), 'src', 'suites', 'qsolve', 'runner', 'assets', 'qsolve_sandbox.py');
const PY = existsSync('/usr/bin/python3') ? '/usr/bin/python3' : 'python3';
const dirs: string[] = [];
afterAll(() => dirs.forEach(cleanup));
const scratch = () => {
  const d = realpathSync(mkdtempSync(join(tmpdir(), 'bg-launcher-')));
  chmodSync(d, 0o755);
  dirs.push(d);
  return d;
};
const launch = (cfg: Record<string, unknown>) =>
  spawnSync(PY, ['-I', '-S', SCRIPT, JSON.stringify(cfg)], { encoding: 'utf8', timeout: 30_000 });
const available = () => {
  resetLauncherCaps();
  return !('none' in launcherCaps());
};

describe('namespace launcher', () => {
  it('the per-mount read-only fallback (kernels before 5.12) leaves only the scratch folder writable', () => {
    if (!available()) return;
    const s = scratch();
    const outside = `/tmp/bg-launcher-outside-${process.pid}`;
    const code = `import os\nfor p in [${JSON.stringify(outside)}, os.path.join(${JSON.stringify(s)}, "ok")]:\n    try:\n        open(p, "w").write("x"); print("wrote", p)\n    except OSError as e:\n        print("refused", p, e.errno)\n`;
    const r = launch({
      scratch: s,
      per_mount_readonly: true,
      argv: [PY, '-c', code],
      env: { PATH: '/usr/bin:/bin' },
      fds: 'plain'
    });
    expect(r.status).toBe(0);
    expect(r.stdout).toContain(`refused ${outside} 30`); // EROFS
    expect(r.stdout).toContain(`wrote ${join(s, 'ok')}`);
    expect(existsSync(outside)).toBe(false);
    expect(existsSync(join(s, 'ok'))).toBe(false); // the scratch tmpfs died with the namespace
  });

  it('the probe reports every part it reached as JSON', () => {
    if (!available()) return;
    const r = launch({ probe: true, scratch: scratch(), memory_mb: 64, pids_max: 64, argv: ['true'] });
    expect(r.status).toBe(0);
    const rep = JSON.parse(r.stdout.trim());
    expect(rep.namespaces).toEqual(expect.arrayContaining(['pid', 'mount', 'network', 'ipc']));
    expect(rep.readonly).toBe(true);
    expect(rep.missing).toEqual([]);
  });

  it('fails closed (exit 125, nothing run) when a required step cannot be done', () => {
    if (!available()) return;
    const s = scratch();
    const r = launch({
      scratch: join(s, 'does-not-exist'),
      argv: ['sh', '-c', 'echo RAN'],
      env: { PATH: '/usr/bin:/bin' },
      fds: 'plain'
    });
    expect(r.status).toBe(125);
    expect(r.stdout).not.toContain('RAN');
    expect(r.stderr).toMatch(/benchgate sandbox: setup failed: scratch/);
  });
});

describe('no nested user namespace (seccomp)', () => {
  it('fails closed (exit 125, nothing run) when the filter it was asked for cannot be installed', () => {
    if (!available()) return;
    const s = scratch();
    // The launcher loaded as a module with no filter for any machine: deny_nested_userns must refuse, not skip.
    const driver = `import importlib.util, sys
spec = importlib.util.spec_from_file_location("bg_launcher", ${JSON.stringify(SCRIPT)})
m = importlib.util.module_from_spec(spec)
spec.loader.exec_module(m)
m.seccomp.SECCOMP_ARCH = {}
sys.argv = ["qsolve_sandbox.py", sys.argv[1]]
sys.exit(m.main())`;
    const cfg = (deny: boolean) =>
      JSON.stringify({
        scratch: s,
        deny_userns: deny,
        argv: ['sh', '-c', 'echo RAN'],
        env: { PATH: '/usr/bin:/bin' },
        fds: 'plain'
      });
    const r = spawnSync(PY, ['-I', '-S', '-B', '-c', driver, cfg(true)], { encoding: 'utf8', timeout: 30_000 });
    expect(r.status).toBe(125);
    expect(r.stdout).not.toContain('RAN');
    expect(r.stderr).toMatch(/benchgate sandbox: setup failed: seccomp: no filter for/);
    const probe = spawnSync(
      PY,
      ['-I', '-S', '-B', '-c', driver, JSON.stringify({ probe: true, scratch: s, argv: ['true'] })],
      {
        encoding: 'utf8',
        timeout: 30_000
      }
    );
    expect(JSON.parse(probe.stdout.trim())).toMatchObject({ nested_userns: null, missing: [] });
    const without = spawnSync(PY, ['-I', '-S', '-B', '-c', driver, cfg(false)], { encoding: 'utf8', timeout: 30_000 });
    expect(without.stdout).toContain('RAN'); // not asked for (the probe found no filter): the launch goes on
  });
});

describe('pure parts', () => {
  it('names what full isolation lacks', () => {
    const c = {
      prefix: [],
      via: 'userns' as const,
      namespaces: ['pid', 'mount', 'ipc'],
      readonly: false,
      memory: null,
      processes: 'RLIMIT_NPROC',
      uid: 1,
      gid: 1,
      cgroup: false,
      nestedUserns: null
    };
    expect(missingParts(c, 'root-without-capabilities', ['HOME (the workflow is that folder itself)'])).toEqual([
      'network namespace',
      'read-only file system',
      'unprivileged user (runs as root-without-capabilities)',
      'memory cap',
      'no nested user namespaces (the seccomp filter cannot be installed here)',
      'hidden HOME (the workflow is that folder itself)'
    ]);
    expect(
      missingParts(
        {
          ...c,
          namespaces: ['pid', 'mount', 'network', 'ipc'],
          readonly: true,
          memory: 'RLIMIT_AS',
          nestedUserns: 'seccomp'
        },
        'unprivileged'
      )
    ).toEqual([]);
  });

  it('states the isolation in the report: full, or the missing parts', () => {
    const base = {
      via: 'root',
      namespaces: ['pid', 'mount', 'network', 'ipc'],
      filesystem: 'read-only',
      user: 'unprivileged',
      memory: 'cgroup v2 memory.max',
      processes: 'cgroup v2 pids.max'
    };
    expect(isolationLine({ ...base, level: 'full', missing: [] })).toBe(
      'full isolation (via root; namespaces: pid, mount, network, ipc; file system read-only; user unprivileged; memory cap cgroup v2 memory.max; process cap cgroup v2 pids.max)'
    );
    expect(
      isolationLine({
        ...base,
        level: 'none',
        via: 'none',
        namespaces: [],
        filesystem: 'writable',
        processes: null,
        missing: ['namespaces are switched off (BENCHGATE_NO_UNSHARE=1)']
      })
    ).toMatch(/^none isolation \(.*process cap none\) — missing: namespaces are switched off/);
    expect(
      isolationLine({
        ...base,
        level: 'full',
        missing: [],
        uid: 65534,
        hidden: ['HOME', 'XDG_RUNTIME_DIR'],
        nestedUserns: 'seccomp'
      })
    ).toBe(
      'full isolation (via root; namespaces: pid, mount, network, ipc; file system read-only; user unprivileged; memory cap cgroup v2 memory.max; process cap cgroup v2 pids.max; uid 65534; hidden: HOME, XDG_RUNTIME_DIR; nested user namespaces denied by seccomp)'
    );
  });

  it("plans to cover the invoking user's private folders, keeping only the top-level entries a needed path lies in", () => {
    const base = scratch();
    const home = join(base, 'home');
    const repo = join(home, 'src', 'repo');
    spawnSync('mkdir', [
      '-p',
      repo,
      join(home, '.config'),
      join(home, '.docker'),
      join(base, 'xdg-cache', 'benchgate')
    ]);
    const all = privateDirs({
      HOME: home,
      XDG_CONFIG_HOME: join(home, '.config'),
      XDG_CACHE_HOME: join(base, 'xdg-cache'),
      XDG_DATA_HOME: join(base, 'missing')
    });
    // HOME from the variable and, when it differs, from the passwd entry (this machine's own: left out below)
    expect(all.filter((p) => p.dir !== realpathSync(homedir()))).toEqual([
      { name: 'HOME', dir: home },
      { name: 'XDG_CONFIG_HOME', dir: join(home, '.config') },
      { name: 'XDG_CACHE_HOME', dir: join(base, 'xdg-cache') },
      { name: 'benchgate cache folder', dir: join(base, 'xdg-cache', 'benchgate') }
    ]);
    expect(all.map((p) => p.dir)).toContain(realpathSync(homedir()));
    const priv = all.filter((p) => p.dir.startsWith(base));
    const plan = coverPlan([repo, join(repo, 'workflow.py'), '/usr/bin/env'], priv, false);
    // .config lies in HOME outside every kept entry: HOME's cover hides it; the cache folder likewise
    expect(plan).toEqual({
      ok: true,
      expose: [
        { dir: home, keep: [join(home, 'src')] },
        { dir: join(base, 'xdg-cache'), keep: [] }
      ],
      hidden: ['HOME', 'XDG_CONFIG_HOME', 'XDG_CACHE_HOME', 'benchgate cache folder'],
      unhidden: []
    });
    const whole = coverPlan([home], priv, false);
    expect(whole.unhidden).toEqual(['HOME (the workflow, the runner or the interpreter is that folder itself)']);
    expect(whole.expose.map((e) => e.dir).sort()).toEqual([join(base, 'xdg-cache'), join(home, '.config')].sort());
  });

  it('plans to cover a closed folder and keep only the subtree a path needs', () => {
    const closed = scratch();
    chmodSync(closed, 0o700);
    const inner = join(closed, 'tool');
    spawnSync('mkdir', ['-p', join(inner, 'bin')]);
    spawnSync('sh', [
      '-c',
      `echo x > ${join(inner, 'bin', 'exe')} && chmod 755 ${inner} ${join(inner, 'bin')} && chmod 755 ${join(inner, 'bin', 'exe')}`
    ]);
    expect(exposurePlan([join(inner, 'bin', 'exe')])).toEqual({ ok: true, expose: [{ dir: closed, keep: [inner] }] });
    chmodSync(join(inner, 'bin'), 0o700);
    expect(exposurePlan([join(inner, 'bin', 'exe')]).ok).toBe(false);
    expect(exposurePlan(['/usr/bin/env'])).toEqual({ ok: true, expose: [] });
  });
});
