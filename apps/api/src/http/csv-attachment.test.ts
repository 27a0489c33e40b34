import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './csv-attachment.ts';

describe('CSV cells', () => {
  it('prefix every formula start with an apostrophe: = + - @ tab and carriage return', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(csvCell(`${start}1+1`)).toBe(`"'${start}1+1"`);
  });

  it('leave other text as it is, quoted, with quotes doubled; nothing is an empty cell', () => {
    expect(csvCell('Ada "the first", Lovelace')).toBe('"Ada ""the first"", Lovelace"');
    expect(csvCell('a=b')).toBe('"a=b"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(42)).toBe('"42"');
  });

  it('end each record with CRLF', () => {
    expect(csvLine(['a', 'b\nc'])).toBe('"a","b\nc"\r\n');
  });
});
