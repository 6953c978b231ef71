export interface MiniColumn {
  name: string;
  type: 'INT32' | 'INT64' | 'UTF8';
  optional?: boolean;
}
export type MiniCodec = 'SNAPPY' | 'UNCOMPRESSED' | 'GZIP' | 'BROTLI' | 'LZ4' | 'ZSTD' | 'LZ4_RAW';
/** Tests only: replaces a page's body and the uncompressed size its header declares. */
export type MiniPageHook = (raw: Buffer, column: MiniColumn) => { body: Buffer | Uint8Array; declared?: number } | undefined;
export const SCHEMA_V1_COLUMNS: MiniColumn[];
export function openParquetWriter(path: string, columns: MiniColumn[], opts?: { codec?: MiniCodec; snappy?: 'literal' | 'compressed'; page?: MiniPageHook }): { writeRowGroup(rows: Record<string, unknown>[]): void; close(): void };
export function writeParquet(path: string, rows: Record<string, unknown>[], opts?: { columns?: MiniColumn[]; rowGroupSize?: number; codec?: MiniCodec; page?: MiniPageHook }): void;
