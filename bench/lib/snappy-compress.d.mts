/** Valid, really compressing Snappy (greedy 4-byte-hash matcher) for benchmark Parquet pages. */
export function snappyCompress(buf: Buffer): Buffer;
