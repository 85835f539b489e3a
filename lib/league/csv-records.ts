// CSV text as records of fields (RFC 4180): commas between fields, CRLF, LF or CR between records,
// a quoted field may hold commas, line breaks and doubled quotes, a byte-order mark is dropped.
// Each record keeps its row number as a spreadsheet shows it (the first record is row 1), so a
// quoted field spanning lines stays one row; a quote left open is the one thing refused.

export interface CsvRecord {
  row: number;
  fields: string[];
}

export type CsvRead = { ok: true; records: CsvRecord[] } | { ok: false; reason: 'quote-not-closed'; row: number };

export function readCsvRecords(text: string): CsvRead {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  /** Whether the current field began with a quote that has not closed yet. */
  let quoted = false;
  /** Whether anything (a character or a quote) began the current field: only an empty start opens a quote. */
  let started = false;
  let quoteRow = 0;
  const endField = () => {
    fields.push(field);
    field = '';
    started = false;
  };
  for (let at = 0; at < source.length; at += 1) {
    const char = source[at];
    if (quoted) {
      // A doubled quote is one quote inside the field; a single one closes it.
      const doubled = char === '"' && source[at + 1] === '"';
      if (char !== '"' || doubled) field += char;
      if (doubled) at += 1;
      else if (char === '"') quoted = false;
    } else if (char === '"' && !started) {
      quoted = true;
      started = true;
      quoteRow = records.length + 1;
    } else if (char === ',') {
      endField();
    } else if (char === '\r' || char === '\n') {
      endField();
      records.push({ row: records.length + 1, fields });
      fields = [];
      if (char === '\r' && source[at + 1] === '\n') at += 1;
    } else {
      // Text after a closing quote, or a quote inside an unquoted field, is kept as spreadsheets keep it.
      field += char;
      started = true;
    }
  }
  if (quoted) return { ok: false, reason: 'quote-not-closed', row: quoteRow };
  // A last line without its line break still counts; a final line break adds no empty record.
  if (started || fields.length > 0) {
    endField();
    records.push({ row: records.length + 1, fields });
  }
  return { ok: true, records };
}
