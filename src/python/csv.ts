/** Python's csv module reader, with the line on which each record starts. */

export interface CsvRecord {
  fields: string[];
  /** 1-based line where the record starts. */
  line: number;
}

/**
 * Python `csv.reader(f, delimiter=delimiter)` (excel dialect) over text read with `newline=""`: quoted fields with `""` escapes, line ends \r\n, \n or \r,
 * text after a closing quote appended to the field (non-strict mode), empty lines yield an empty record.
 */
export function readCsvRecords(text: string, delimiter = ','): CsvRecord[] {
  const out: CsvRecord[] = [];
  let i = 0;
  let line = 1;
  const n = text.length;
  while (i < n) {
    const startLine = line;
    const fields: string[] = [];
    let field = '';
    let inQuotes = false;
    let fieldStart = true;
    let ended = false;
    while (i < n) {
      const ch = text[i];
      if (inQuotes) {
        if (ch === '"') {
          if (text[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          inQuotes = false;
          i++;
          continue;
        }
        if (ch === '\n') line++;
        else if (ch === '\r' && text[i + 1] !== '\n') line++;
        field += ch;
        i++;
        continue;
      }
      if (ch === delimiter) {
        fields.push(field);
        field = '';
        fieldStart = true;
        i++;
        continue;
      }
      if (ch === '\r' || ch === '\n') {
        i += ch === '\r' && text[i + 1] === '\n' ? 2 : 1;
        line++;
        ended = true;
        break;
      }
      if (ch === '"' && fieldStart) {
        inQuotes = true;
        fieldStart = false;
        i++;
        continue;
      }
      fieldStart = false;
      field += ch;
      i++;
    }
    // An empty line gives an empty record (Python's csv yields []).
    if (fields.length === 0 && field === '' && !inQuotes && fieldStart) {
      out.push({ fields: [], line: startLine });
    } else {
      fields.push(field);
      out.push({ fields, line: startLine });
    }
    if (!ended) break;
  }
  return out;
}
