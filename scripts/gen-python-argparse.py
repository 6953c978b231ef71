#!/usr/bin/env python3
"""Writes __tests__/fixtures/python/argparse.json: parser definitions (data) and what Python 3.11.2's argparse prints
for each command line (exit code, stdout, stderr, parsed values), with COLUMNS=80. __tests__/python/argparse.test.ts
builds the same parsers with src/python/argparse.ts and compares byte for byte. Run with the Python the references use
(3.11.2, Debian bookworm's): `/usr/bin/python3 scripts/gen-python-argparse.py`. Tests never run Python; they read the fixture."""
import argparse, contextlib, io, json, os, sys

os.environ['COLUMNS'] = '80'
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, '__tests__', 'fixtures', 'python', 'argparse.json')
FORMATS = ['json', 'text', 'markdown', 'csv']
LONG_HELP = ('Retry a request marked in flight by an interrupted process, accepting a possible additional '
             'stochastic draw')

# kind: value | flag | positional; type: int | float | dir (a type function raising ArgumentTypeError)
SUBS = {
    'compare': [
        dict(name='--evaluations', dest='evaluations', kind='value', required=True),
        dict(name='--release-dir', dest='release_dir', kind='value', required=True, type='dir'),
        dict(name='--candidate-run-manifest', dest='candidate_run_manifest', kind='value', required=True),
        dict(name='--allow-partial', dest='allow_partial', kind='flag',
             help='Allow a common strict subset of frozen prompt IDs and compare it with the same frozen matched subset'),
        dict(name='--output', dest='output', kind='value'),
        dict(name='--format', dest='format', kind='value', choices=FORMATS, help='Report format (default: json)'),
    ],
    'verify': [
        dict(name='--full', dest='full', kind='flag'),
        dict(name='release_dir', dest='release_dir', kind='positional', required=True, type='dir'),
    ],
    'run': [
        dict(name='--limit', dest='limit', kind='value', type='int'),
        dict(name='--temperature', dest='temperature', kind='value', type='float'),
        dict(name='--omit-temperature', dest='temperature', kind='flag', constNull=True),
        dict(name='--prompt-id', dest='prompt_ids', kind='value', append=True, metavar='PROMPT_IDS',
             help='Select one prompt ID; repeat for multiple prompts'),
        dict(name='--max-output-field', dest='max_output_field', kind='value',
             choices=['max_tokens', 'max_completion_tokens']),
        dict(name='--extra-body-json', dest='extra_body_json', kind='value',
             help='JSON object merged into every request; credential-like keys are rejected'),
        dict(name='--retry-uncertain', dest='retry_uncertain', kind='flag', help=LONG_HELP),
        dict(name='--retry-errors', dest='retry_errors', kind='flag'),
        dict(name='--acknowledge-third-party-prompt-export', dest='acknowledge_third_party_prompt_export',
             kind='flag', help='Acknowledge provider retention, policy, and billing risks'),
    ],
    'pick': [
        dict(name='mode', dest='mode', kind='positional', required=True, choices=['fast', 'slow'],
             help='how to go: a-very-long-hyphenated-word-that-textwrap-breaks-after-a-hyphen and so on'),
        dict(name='count', dest='count', kind='positional', required=True, type='int', help='how many'),
        dict(name='--x', dest='x', kind='flag', help='short'),
    ],
    'a-rather-long-subcommand-name-that-pushes-the-prog-past-three-quarters': [
        dict(name='--alpha-option', dest='alpha_option', kind='value', required=True),
        dict(name='--beta-option', dest='beta_option', kind='value'),
        dict(name='target', dest='target', kind='positional', required=True),
    ],
}

CASES = {
    'compare': [['--help'], [], ['--evaluations', 'e.jsonl'], ['--evaluations', 'e', '--release-dir', 'ok',
                '--candidate-run-manifest', 'm', '--format', 'pdf'],
                ['--evaluations', 'e', '--release-dir', 'missing', '--candidate-run-manifest', 'm'],
                ['--evaluations', 'e', '--release-dir', 'ok', '--candidate-run-manifest', 'm', '--allow-partial',
                 '--format=text', '--output', 'o.json'],
                ['--evaluations', 'e', '--release-dir=ok', '--candidate-run-manifest', 'm', 'stray', '--nope'],
                ['--eval', 'e', '--release', 'ok', '--cand', 'm'], ['--evaluations'], ['--evaluations', '--output'],
                ['--evaluations', 'e', '--allow-partial=yes'], ['--evaluations', 'e', '-h', '--bad'],
                ['--bad', '--evaluations', 'e', '--release-dir', 'ok', '--candidate-run-manifest', 'm']],
    'verify': [['--help'], [], ['ok'], ['--full', 'ok'], ['missing'], ['ok', 'extra'], ['--', 'ok'], ['--fu', 'ok']],
    'run': [['--help'], [], ['--limit', '5', '--temperature', '0.5'], ['--limit', 'x'], ['--limit', ' 1_000 '],
            ['--limit', '1.0'], ['--temperature', 'nan'], ['--temperature', '-1e3'], ['--temperature', 'abc'],
            ['--limit', '-3'], ['--temperature', '.5', '--omit-temperature'], ['--prompt-id', 'a', '--prompt-id', 'b'],
            ['--max-output-field', 'max_tokens'], ['--max-output-field', 'other'], ['--retry', 'x'],
            ['--retry=x'], ['--omit-temperature=1']],
    'pick': [['--help'], ['fast', '3'], ['medium', '3'], ['fast', 'three'], ['fast'], [], ['fast', '3', '4']],
    'a-rather-long-subcommand-name-that-pushes-the-prog-past-three-quarters': [['--help'], [], ['--alpha-option', 'a', 't']],
}


def dir_type(text):
    if text != 'ok':
        raise argparse.ArgumentTypeError('Release directory not found: %s' % text)
    return text


def build():
    top = argparse.ArgumentParser(prog='tool')
    sub = top.add_subparsers(dest='command', required=True)
    for name, args in SUBS.items():
        p = sub.add_parser(name)
        for a in args:
            kw = {}
            if a.get('help'): kw['help'] = a['help']
            if a.get('choices'): kw['choices'] = a['choices']
            if a.get('metavar'): kw['metavar'] = a['metavar']
            t = a.get('type')
            if t: kw['type'] = {'int': int, 'float': float, 'dir': dir_type}[t]
            if a['kind'] == 'positional':
                p.add_argument(a['name'], **kw)
                continue
            kw['dest'] = a['dest']
            if a['kind'] == 'flag':
                kw = {k: v for k, v in kw.items() if k in ('help', 'dest')}
                if a.get('constNull'): kw.update(action='store_const', const=None)
                else: kw['action'] = 'store_true'
            else:
                if a.get('required'): kw['required'] = True
                if a.get('append'): kw['action'] = 'append'
            p.add_argument(a['name'], **kw)
    return top


def run(argv):
    out, err, code, values = io.StringIO(), io.StringIO(), 0, None
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            ns = build().parse_args(argv)
            values = {k: (None if isinstance(v, float) and v != v else v) for k, v in vars(ns).items() if k != 'command'}
        except SystemExit as e:
            code = e.code
    return dict(argv=argv, code=code, stdout=out.getvalue(), stderr=err.getvalue(), values=values)


results = [run([name] + argv) for name, cases in CASES.items() for argv in cases]
with open(OUT, 'w') as fh:
    json.dump(dict(python=sys.version.split()[0], prog='tool', subcommands=SUBS, cases=results), fh, ensure_ascii=True,
              indent=1)
    fh.write('\n')
print('wrote %d cases to %s' % (len(results), os.path.relpath(OUT, ROOT)))
