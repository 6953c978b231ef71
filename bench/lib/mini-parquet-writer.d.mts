export interface MiniColumn {
  name: string;
  type: 'INT32' | 'INT64' | 'UTF8';
  optional?: boolean;
}
export const SCHEMA_V1_COLUMNS: MiniColumn[];
export function openParquetWriter(path: string, columns: MiniColumn[], opts?: { codec?: 'SNAPPY' | 'UNCOMPRESSED'; snappy?: 'literal' | 'compressed' }): { writeRowGroup(rows: Record<string, unknown>[]): void; close(): void };
export function writeParquet(path: string, rows: Record<string, unknown>[], opts?: { columns?: MiniColumn[]; rowGroupSize?: number; codec?: 'SNAPPY' | 'UNCOMPRESSED' }): void;
