#!/usr/bin/env python3
"""Writes __tests__/fixtures/python/json-loads.json: what Python's json.loads does with each text below (the value's
repr and type, or the JSONDecodeError's pos, lineno, colno and msg, or RecursionError). __tests__/python/loads.test.ts
checks src/python/loads.ts (json-source in its non-finite mode) against it. Run with the Python the references use
(3.11.2, Debian bookworm's): `/usr/bin/python3 scripts/gen-python-json.py`. Tests never run Python; they read the fixture."""
import json, os, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, '__tests__', 'fixtures', 'python', 'json-loads.json')

TEXTS = [
    # non-finite constants (accepted by Python, not JSON)
    'NaN', 'Infinity', '-Infinity', '[NaN, Infinity, -Infinity]', '{"x": NaN}', ' -Infinity ',
    'nan', 'inf', '-NaN', 'infinity', '+Infinity', 'Infinityx', 'NaNa', '[-Inf]',
    # numbers: int/float distinction, big ints, -0, overflow and underflow
    '0', '-0', '-0.0', '0.0', '0e0', '-0e0', '1', '1.0', '1E2', '1e+2', '1e-2', '13.0', '100', '2.5',
    '9007199254740991', '-9007199254740991', '9007199254740992', '9007199254740993', '-9007199254740993',
    '12345678901234567890', '-12345678901234567890123', '1' + '0' * 400, '1e400', '-1e400', '1e-400', '-1e-400',
    '1.7976931348623157e308', '1.7976931348623159e308', '5e-324', '2.4e-324', '123456789012345678901234567890.5',
    '0.1', '0.30000000000000004', '[1, 1.0, -0, -0.0, 1e400]',
    # duplicate keys: the last value wins, at the first key's position
    '{"a": 1, "b": 2, "a": 3}', '{"a": {"x": 1}, "a": [2]}', '{"a": 1, "a": 2, "a": 3}', '{"__proto__": 1}',
    # strings: escapes, surrogates (paired, lone, reversed)
    '"\\ud800"', '"\\udc00x"', '"\\ud83d\\ude00"', '"\\ud83d"', '"\\ude00\\ud83d"', '"a\\ud800b"', '"\\u00e9"',
    '"\\/\\b\\f\\n\\r\\t\\"\\\\"', '"\\u0000"', '"\u00e9\U0001f600"', '"\\uD834\\uDD1E"',
    # whitespace
    ' \n\t\r 1 \n', '\u00a01', '\x0c1', '[1,\n 2]',
    # errors: positions as JSONDecodeError.pos / lineno / colno
    '', ' ', '\n\n', 'x', '{"a":1} x', '[1,]', '{"a" 1}', '{"a":1,}', '{1:2}', '"abc', '"a\x01"', '"\\x"',
    '"\\u12"', '"\\u12g4"', '"\\u"', '01', '1.', '-', '--1', '1e', '1.5e+', '-01', '[1 2]', '[\n  1,\n  x]',
    '{"a":\n\n   tru}', '"a\\', '[', '{', '{"a"', '{"a":', '{"a":1', '+1', '.5', '[-]', '"\t"', '[1]]',
    '{"a":1}}', 'true false', 'nul', 'True', 'None', "'a'", '[1,,2]', '{"a":1 "b":2}', '\ufeff1', '\ufeff{}',
    '[\r\n1,\r\nx]', '{"a":[1,2,{"b":"c\n"}]}',
    # nesting
    '[' * 900 + ']' * 900, '[' * 900 + '1' + ']' * 900, '{"a":' * 500 + '1' + '}' * 500, '[' * 2000 + ']' * 2000,
]


def describe(text):
    try:
        v = json.loads(text)
    except json.JSONDecodeError as e:
        return {'error': {'pos': e.pos, 'lineno': e.lineno, 'colno': e.colno, 'msg': e.msg}}
    except RecursionError:
        return {'error': 'RecursionError'}
    return {'type': type(v).__name__, 'repr': repr(v) if len(repr(v)) < 10000 else None}


cases = [dict(text=t, **describe(t)) for t in TEXTS]
with open(OUT, 'w') as fh:
    fh.write('{"python":%s,"cases":[\n' % json.dumps(sys.version.split()[0]))
    fh.write(',\n'.join(json.dumps(c, ensure_ascii=True, separators=(',', ':')) for c in cases))
    fh.write('\n]}\n')
print('wrote %d cases to %s' % (len(cases), os.path.relpath(OUT, ROOT)))
