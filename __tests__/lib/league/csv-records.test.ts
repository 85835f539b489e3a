import { readCsvRecords } from '@/lib/league/csv-records';

const fieldsOf = (text: string) => {
  const read = readCsvRecords(text);
  if (!read.ok) throw new Error(JSON.stringify(read));
  return read.records.map((record) => record.fields);
};

describe('readCsvRecords', () => {
  it('splits records on LF, CRLF and CR, and fields on commas', () => {
    expect(fieldsOf('a,b\nc,d')).toEqual([['a', 'b'], ['c', 'd']]);
    expect(fieldsOf('a,b\r\nc,d\r\n')).toEqual([['a', 'b'], ['c', 'd']]);
    expect(fieldsOf('a,b\rc,d\r')).toEqual([['a', 'b'], ['c', 'd']]);
  });

  it('keeps empty fields, a trailing empty field included', () => {
    expect(fieldsOf('a,,c,\n,,,')).toEqual([['a', '', 'c', ''], ['', '', '', '']]);
  });

  it('reads commas, line breaks and doubled quotes inside a quoted field', () => {
    expect(fieldsOf('"Pune, Maharashtra","He said ""yes""","two\r\nlines"\nnext')).toEqual([['Pune, Maharashtra', 'He said "yes"', 'two\r\nlines'], ['next']]);
    expect(fieldsOf('"",""""\n')).toEqual([['', '"']]);
  });

  it('numbers records as a spreadsheet numbers rows, a quoted line break staying in its row', () => {
    const read = readCsvRecords('h1,h2\n"a\nb",c\n\nd,e\n');
    expect(read.ok && read.records.map((record) => record.row)).toEqual([1, 2, 3, 4]);
  });

  it('drops a byte-order mark and reads Hindi text as it is', () => {
    expect(fieldsOf('\uFEFFquestion\nक्या भारत जीतेगा?')).toEqual([['question'], ['क्या भारत जीतेगा?']]);
  });

  it('keeps a quote inside an unquoted field, and text after a closing quote', () => {
    expect(fieldsOf('a 5" screen,"x"y')).toEqual([['a 5" screen', 'xy']]);
  });

  it('refuses a quote that never closes, naming the row it opened on', () => {
    expect(readCsvRecords('a,b\nc,"open\nstill open')).toEqual({ ok: false, reason: 'quote-not-closed', row: 2 });
  });

  it('reads an empty text as no records', () => {
    expect(fieldsOf('')).toEqual([]);
  });
});
