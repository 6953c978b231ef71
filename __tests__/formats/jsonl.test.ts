import { afterAll, describe, expect, test } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LINE_CRLF, LINE_NOT_UTF8, LINE_UNTERMINATED, readJsonlLines } from '../../src/formats/jsonl.js';

const root = mkdtempSync(join(tmpdir(), 'bg-jsonl-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let n = 0;
function file(content: string | Buffer): string {
  const p = join(root, `f${n++}.jsonl`);
  writeFileSync(p, content);
  return p;
}

describe("'lf' newlines, 'line' decode errors (FightBench)", () => {
  test('only LF ends a line; CR LF is flagged, a lone CR stays in the line; the last line is flagged unterminated', async () => {
    const p = file(
      Buffer.concat([Buffer.from('a\r\nb\rc\n'), Buffer.from([0x7b, 0xff, 0x7d]), Buffer.from('\nlast\r')])
    );
    for (const chunkSize of [1, 2, 5, 1024]) {
      const bytes: string[] = [];
      const text: string[] = [];
      const r = await readJsonlLines(p, (t, l) => void text.push(`${l}:${t}`), {
        newlines: 'lf',
        decodeErrors: 'line',
        chunkSize,
        onLineBytes: (b, s, e, l, flags) => {
          bytes.push(`${l}:${b.toString('latin1', s, e)}:${flags}`);
          return false;
        }
      });
      expect(bytes).toEqual([
        `1:a:${LINE_CRLF}`,
        '2:b\rc:0',
        `3:{\xff}:${LINE_NOT_UTF8}`,
        `4:last\r:${LINE_UNTERMINATED}`
      ]);
      // A line that is not UTF-8 is never decoded.
      expect(text).toEqual(['1:a', '2:b\rc', '4:last\r']);
      expect(r).toMatchObject({ lines: 4, longLines: [] });
      expect(r.utf8Error).toBeUndefined();
    }
  });

  test('a line of maxLineBytes is read, one byte more is skipped with its head; the CR counts', async () => {
    const max = 2500;
    const at = (len: number) => 'x'.repeat(len);
    const p = file(`${at(max)}\n${at(max + 1)}\n${at(max - 1)}\r\n${at(max)}\r\n${at(max + 1)}`);
    // chunk sizes from 1 byte to more than the file, and ones where doubling the buffer passes or misses the bound
    for (const chunkSize of [1, 7, 1024, 1250, 4096, 1 << 20]) {
      const seen: string[] = [];
      const long: string[] = [];
      const r = await readJsonlLines(p, (t, l) => void seen.push(`${l}:${t.length}`), {
        newlines: 'lf',
        decodeErrors: 'line',
        chunkSize,
        maxLineBytes: max,
        onLongLine: (l, head, terminated) => long.push(`${l}:${head.length}:${terminated}`)
      });
      expect(seen).toEqual([`1:${max}`, `3:${max - 1}`]);
      expect(long).toEqual([`2:${max + 1}:true`, `4:${max + 1}:true`, `5:${max + 1}:false`]);
      expect(r.longLines).toEqual([2, 4, 5]);
    }
  });

  test('the head of a skipped line is its first 4096 bytes, even when the line spans read chunks', async () => {
    const line = '{"matchId":"' + 'm'.repeat(5000) + '"}';
    const p = file(`{}\n${line}\n{}\n`);
    for (const chunkSize of [3, 1000, 5000, 1 << 16]) {
      const heads: string[] = [];
      await readJsonlLines(p, () => undefined, {
        newlines: 'lf',
        decodeErrors: 'line',
        chunkSize,
        maxLineBytes: 4500,
        onLongLine: (l, head) => heads.push(`${l}:${head.toString('latin1')}`)
      });
      expect(heads).toEqual([`2:${line.slice(0, 4096)}`]);
    }
  });

  test('a promise onLine returns is awaited before the next line', async () => {
    const p = file('1\n2\n3\n');
    const order: string[] = [];
    await readJsonlLines(
      p,
      async (t) => {
        order.push(`start ${t}`);
        await new Promise((r) => setImmediate(r));
        order.push(`end ${t}`);
      },
      { newlines: 'lf', decodeErrors: 'line' }
    );
    expect(order).toEqual(['start 1', 'end 1', 'start 2', 'end 2', 'start 3', 'end 3']);
  });
});

describe("'universal' newlines, 'python' decode errors (PQID-Bench, Python text mode)", () => {
  test('a line of max-line-bytes is read and a longer one skipped, whatever the chunk size', async () => {
    // Until #36 the buffer stopped doubling at 2048 bytes for these sizes, so the 2500-byte line was skipped.
    const max = 2500;
    const p = file(`${'x'.repeat(max)}\n${'y'.repeat(max + 1)}\n{}`);
    for (const chunkSize of [1, 1024, 1 << 16]) {
      const seen: string[] = [];
      const r = await readJsonlLines(p, (t, l) => void seen.push(`${l}:${t.length}`), { chunkSize, maxLineBytes: max });
      expect(seen).toEqual([`1:${max}`, '3:2']);
      expect(r.longLines).toEqual([2]);
    }
  });

  test('a line longer than the chunk and the limit is skipped without buffering it', async () => {
    const ok = (p: string) =>
      `{"model":"m","prompt_id":"${p}","report_executable":true,"report_signature_match":false}`;
    const p = file(`${ok('p1')}\n{"model":"m","prompt_id":"p2","pad":"${'x'.repeat(300_000)}"}\n${ok('p3')}\n`);
    const seen: [number, string][] = [];
    const r = await readJsonlLines(p, (t, l) => void seen.push([l, t.slice(0, 30)]), {
      chunkSize: 1024,
      maxLineBytes: 2048
    });
    expect(r.longLines).toEqual([2]);
    expect(seen.map((s) => s[0])).toEqual([1, 3]);
  });

  test('small chunks give the same lines as one big chunk (CRLF and lone CR are line ends)', async () => {
    const p = file('a\r\nb\rc\n\nd');
    for (const chunkSize of [1, 2, 3, 1024]) {
      const seen: string[] = [];
      await readJsonlLines(p, (t, l) => void seen.push(`${l}:${t}`), { chunkSize });
      expect(seen).toEqual(['1:a', '2:b', '3:c', '4:', '5:d']);
    }
  });

  test("'universal' newlines take Python's decoding only", async () => {
    await expect(readJsonlLines(file('{}'), () => undefined, { decodeErrors: 'line' })).rejects.toThrow(TypeError);
  });
});
