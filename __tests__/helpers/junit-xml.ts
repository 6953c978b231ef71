import { expect } from '@jest/globals';

/**
 * A strict, small XML reader (elements, attributes, text, entities; no DTD, no CDATA, no processing instructions
 * apart from the declaration) so the test needs no XML library. Throws on anything not well-formed.
 */
interface El {
  name: string;
  attrs: Record<string, string>;
  children: El[];
  text: string;
}
export function parseXml(xml: string): El {
  let i = 0;
  const fail = (m: string) => {
    throw new Error(`XML not well-formed at ${i}: ${m}`);
  };
  const decl = /^<\?xml version="1\.0" encoding="UTF-8"\?>\n/.exec(xml);
  if (!decl) fail('missing XML declaration');
  i = decl![0].length;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/.test(xml)) fail('control character');
  const name = () => {
    const m = /^[A-Za-z_][A-Za-z0-9_.-]*/.exec(xml.slice(i));
    if (!m) fail('expected a name');
    i += m![0].length;
    return m![0];
  };
  const decode = (s: string) => {
    if (/&(?!(amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/.test(s)) fail(`bad entity in "${s.slice(0, 40)}"`);
    if (s.includes('<')) fail('raw < in text');
    return s.replace(
      /&(amp|lt|gt|quot|apos);/g,
      (_m, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" })[e]!
    );
  };
  const ws = () => {
    while (/\s/.test(xml[i] ?? '')) i++;
  };
  const element = (): El => {
    if (xml[i] !== '<') fail('expected <');
    i++;
    const el: El = { name: name(), attrs: {}, children: [], text: '' };
    for (;;) {
      ws();
      if (xml.startsWith('/>', i)) {
        i += 2;
        return el;
      }
      if (xml[i] === '>') {
        i++;
        break;
      }
      const an = name();
      if (xml[i] !== '=' || xml[i + 1] !== '"') fail('expected ="');
      i += 2;
      const end = xml.indexOf('"', i);
      if (end < 0) fail('unterminated attribute');
      if (an in el.attrs) fail(`duplicate attribute ${an}`);
      el.attrs[an] = decode(xml.slice(i, end));
      i = end + 1;
    }
    for (;;) {
      const lt = xml.indexOf('<', i);
      if (lt < 0) fail(`unclosed <${el.name}>`);
      el.text += decode(xml.slice(i, lt));
      i = lt;
      if (xml.startsWith('</', i)) {
        i += 2;
        const n = name();
        if (n !== el.name) fail(`</${n}> closes <${el.name}>`);
        ws();
        if (xml[i] !== '>') fail('expected >');
        i++;
        return el;
      }
      if (xml.startsWith('<!', i) || xml.startsWith('<?', i)) fail('unexpected markup');
      el.children.push(element());
    }
  };
  const root = element();
  ws();
  if (i !== xml.length) fail('content after the root element');
  return root;
}

/**
 * The JUnit structure (Ant/Jenkins XSD as read by dorny/test-reporter, EnricoMi, mikepenz, Jenkins): allowed
 * children and attributes per element, required attributes, numeric attributes, and counts that add up.
 */
const JUNIT: Record<string, { attrs: string[]; required: string[]; children: string[]; numeric?: string[] }> = {
  testsuites: {
    attrs: ['name', 'tests', 'failures', 'errors', 'skipped', 'disabled', 'time'],
    required: [],
    children: ['testsuite'],
    numeric: ['tests', 'failures', 'errors', 'skipped', 'time']
  },
  testsuite: {
    attrs: [
      'name',
      'tests',
      'failures',
      'errors',
      'skipped',
      'disabled',
      'time',
      'timestamp',
      'hostname',
      'id',
      'package',
      'file'
    ],
    required: ['name', 'tests'],
    children: ['properties', 'testcase', 'system-out', 'system-err'],
    numeric: ['tests', 'failures', 'errors', 'skipped', 'time']
  },
  properties: { attrs: [], required: [], children: ['property'] },
  property: { attrs: ['name', 'value'], required: ['name', 'value'], children: [] },
  testcase: {
    attrs: ['name', 'classname', 'time', 'file', 'line', 'assertions', 'status'],
    required: ['name', 'classname'],
    children: ['failure', 'error', 'skipped', 'system-out', 'system-err'],
    numeric: ['time']
  },
  failure: { attrs: ['message', 'type'], required: [], children: [] },
  error: { attrs: ['message', 'type'], required: [], children: [] },
  skipped: { attrs: ['message'], required: [], children: [] },
  'system-out': { attrs: [], required: [], children: [] },
  'system-err': { attrs: [], required: [], children: [] }
};

export function checkJUnit(el: El, path = el.name): void {
  const spec = JUNIT[el.name];
  if (!spec) throw new Error(`${path}: unknown element`);
  for (const a of Object.keys(el.attrs))
    if (!spec.attrs.includes(a)) throw new Error(`${path}: attribute ${a} not allowed`);
  for (const a of spec.required) if (!(a in el.attrs)) throw new Error(`${path}: attribute ${a} required`);
  for (const a of spec.numeric ?? [])
    if (a in el.attrs && !/^\d+(\.\d+)?$/.test(el.attrs[a]))
      throw new Error(`${path}: ${a}="${el.attrs[a]}" is not a number`);
  for (const c of el.children)
    if (!spec.children.includes(c.name)) throw new Error(`${path}: <${c.name}> not allowed here`);
  if (el.name === 'testcase' && el.children.filter((c) => ['failure', 'error', 'skipped'].includes(c.name)).length > 1)
    throw new Error(`${path}: more than one result`);
  if (el.name === 'testsuite' || el.name === 'testsuites') {
    const cases =
      el.name === 'testsuite'
        ? el.children.filter((c) => c.name === 'testcase')
        : el.children.flatMap((s) => s.children.filter((c) => c.name === 'testcase'));
    const count = (n: string) => cases.filter((c) => c.children.some((x) => x.name === n)).length;
    if ('tests' in el.attrs) expect(Number(el.attrs['tests'])).toBe(cases.length);
    expect(Number(el.attrs['failures'] ?? 0)).toBe(count('failure'));
    expect(Number(el.attrs['errors'] ?? 0)).toBe(count('error'));
    expect(Number(el.attrs['skipped'] ?? 0)).toBe(count('skipped'));
  }
  el.children.forEach((c, k) => checkJUnit(c, `${path}/${c.name}[${k}]`));
}
