import { describe, expect, it } from 'vitest';
import { parse, type Options } from 'csv-parse/sync';
import { csvParseFault } from '@firecrest/service-kit';

const faultOf = (text: string, options: Options = {}, header?: string[]) => {
  try {
    parse(text, options);
  } catch (err) {
    return csvParseFault(err, header);
  }
  throw new Error('the text parsed');
};

// service-kit's mapping, run on the LMS's own csv-parse (service-kit itself parses nothing).
describe('csvParseFault: every csv-parse fault of the data as a line, a column and what to change', () => {
  it('names the line and column of a quote inside an unquoted field, with the header name when known', () => {
    expect(faultOf('code,name\nBA01,ab"c\n', {}, ['code', 'name'])).toEqual({
      line: 2,
      column: 2,
      columnName: 'name',
      message: 'The file is not valid CSV at line 2, column 2 (name): a quote appears inside a field that does not start with one; put the whole field in quotes and double each quote inside it ("ab""c").',
    });
    expect(faultOf('code,name\nBA01,ab"c\n', { columns: true })).toMatchObject({ line: 2, column: 2, columnName: 'name' });
  });

  it('maps each fault of the data the parser knows', () => {
    const cases: [string, Options, string, string[]?][] = [
      ['a,b\n1,"open', {}, 'line 2, column 2: a quoted field is still open where the file ends'],
      ['a,b\n1,"ab"c\n', {}, 'line 2, column 2: a quoted field has text after its closing quote'],
      ['a,b\n1,"ab" c\n', { trim: true }, 'line 2, column 2: a quoted field has text after its closing quote'],
      ['a,b\n1,2,3\n', {}, 'line 2, column 3: the row has more fields than the header'],
      ['a,b\n1,2,3\n', { columns: true }, 'line 2, column 3: the row has more fields than the header'],
      ['a,b\n1\n', {}, 'line 2, column 2 (b): the row has more fields than the header (or fewer)', ['a', 'b']],
      [`a,b\n1,${'x'.repeat(100)}\n`, { max_record_size: 10 }, 'line 2, column 2: the row is longer than a row may be'],
      // A quoted field over two lines: the fault is on the line where it is found.
      ['a,b,c\nx,"1\n2",ab"c\n', {}, 'line 3, column 3: a quote appears'],
    ];
    for (const [text, options, expected, header] of cases) expect(faultOf(text, options, header)?.message).toContain(`at ${expected}`);
  });

  it('leaves other errors alone: an option the code got wrong is a bug, not a fault of the file', () => {
    expect(faultOf('a,b\n1,2\n', { delimiter: '' as never })).toBeNull();
    expect(csvParseFault(new Error('boom'))).toBeNull();
    expect(csvParseFault(Object.assign(new Error('no'), { code: 'ENOENT' }))).toBeNull();
  });
});
