/**
 * Snappy page decompression for hyparquet (`compressors.SNAPPY`), with block copies (`set`/`copyWithin`)
 * instead of hyparquet's byte-by-byte copy loop. It takes only the well-formed path: at the first thing that
 * is not (a bad length, an offset out of range, output over- or under-run …) it decodes the page again with
 * hyparquet's own `snappyUncompress`, so an invalid page fails with exactly the same error as before.
 */
import { snappyUncompress } from 'hyparquet';

const WORD_MASK = [0, 0xff, 0xffff, 0xffffff, 0xffffffff];

function fallback(input: Uint8Array, outputLength: number): Uint8Array {
  const out = new Uint8Array(outputLength);
  snappyUncompress(input, out);
  return out;
}

export function snappyDecompress(input: Uint8Array, outputLength: number): Uint8Array {
  const inputLength = input.byteLength;
  let output: Uint8Array | undefined;
  let pos = 0;
  let outPos = 0;
  while (pos < inputLength) {
    const c = input[pos];
    pos++;
    if (c < 128) break;
  }
  if (outputLength && pos >= inputLength) return fallback(input, outputLength);
  while (pos < inputLength) {
    const c = input[pos];
    pos++;
    if (pos >= inputLength) return fallback(input, outputLength);
    if ((c & 0x3) === 0) {
      let len = (c >>> 2) + 1;
      if (len > 60) {
        if (pos + 3 >= inputLength) return fallback(input, outputLength);
        const lengthSize = len - 60;
        len = input[pos] + (input[pos + 1] << 8) + (input[pos + 2] << 16) + (input[pos + 3] << 24);
        len = (len & WORD_MASK[lengthSize]) + 1;
        pos += lengthSize;
      }
      if (len < 1 || pos + len > inputLength || outPos + len > outputLength) return fallback(input, outputLength);
      // A page that is one literal (incompressible data) is returned as a view of the input: no copy.
      // hyparquet treats the page like an UNCOMPRESSED one, which is also a view of the column chunk.
      if (outPos === 0 && len === outputLength && pos + len === inputLength) return input.subarray(pos, pos + len);
      output ??= new Uint8Array(outputLength);
      if (len > 32) output.set(input.subarray(pos, pos + len), outPos);
      else for (let i = 0; i < len; i++) output[outPos + i] = input[pos + i];
      pos += len;
      outPos += len;
    } else {
      let len: number;
      let offset: number;
      const kind = c & 0x3;
      if (kind === 1) {
        len = ((c >>> 2) & 0x7) + 4;
        offset = input[pos] + ((c >>> 5) << 8);
        pos++;
      } else if (kind === 2) {
        if (inputLength <= pos + 1) return fallback(input, outputLength);
        len = (c >>> 2) + 1;
        offset = input[pos] + (input[pos + 1] << 8);
        pos += 2;
      } else {
        if (inputLength <= pos + 3) return fallback(input, outputLength);
        len = (c >>> 2) + 1;
        offset = input[pos] + (input[pos + 1] << 8) + (input[pos + 2] << 16) + (input[pos + 3] << 24);
        pos += 4;
      }
      if (!(offset > 0) || offset > outPos || outPos + len > outputLength) return fallback(input, outputLength);
      output ??= new Uint8Array(outputLength);
      const from = outPos - offset;
      if (offset >= len && len > 16) output.copyWithin(outPos, from, from + len);
      else for (let i = 0; i < len; i++) output[outPos + i] = output[from + i];
      outPos += len;
    }
  }
  if (outPos !== outputLength) return fallback(input, outputLength);
  return output ?? new Uint8Array(outputLength);
}
