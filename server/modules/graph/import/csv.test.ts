import { CsvError, decodeCsv, parseCsv } from './csv';

describe('parseCsv', () => {
  it('reads plain, quoted and multi-line fields with CRLF or LF', () => {
    expect(parseCsv('名称,类别\r\n张三,人员\r\n', 10)).toEqual([
      ['名称', '类别'],
      ['张三', '人员'],
    ]);
    expect(parseCsv('a,"b,c","say ""hi"""\n"two\nlines",,x', 10)).toEqual([
      ['a', 'b,c', 'say "hi"'],
      ['two\nlines', '', 'x'],
    ]);
  });

  it('keeps blank lines so row numbers match the spreadsheet, and reads a last line without a break', () => {
    expect(parseCsv('a\n\nb', 10)).toEqual([['a'], [''], ['b']]);
  });

  it('treats a quote inside an unquoted field as text', () => {
    expect(parseCsv('5"寸,x', 10)).toEqual([['5"寸', 'x']]);
  });

  it('refuses an unclosed quote and too many rows', () => {
    expect(() => parseCsv('"abc\n', 10)).toThrow(CsvError);
    expect(() => parseCsv('a\nb\nc\n', 2)).toThrow('行数超过上限 2');
  });
});

describe('decodeCsv', () => {
  it('reads UTF-8 with or without a byte-order mark, and GBK', () => {
    const utf8 = new TextEncoder().encode('名称,类别');
    expect(decodeCsv(utf8)).toBe('名称,类别');
    expect(decodeCsv(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8]))).toBe('名称,类别');
    // 名称 in GBK.
    expect(decodeCsv(new Uint8Array([0xc3, 0xfb, 0xb3, 0xc6, 0x2c, 0x61]))).toBe('名称,a');
  });
});
