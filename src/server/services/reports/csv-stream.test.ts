import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { csvStream, type CsvRow } from './csv-stream';

describe('csvStream', () => {
  it('writes rows as CSV, quoting what needs it, numbers as numbers', async () => {
    const rows: CsvRow[] = [
      ['Name', 'Points'],
      ['Lions Club of "Kandy", Hill', 12.5],
      ['two\nlines', -3],
      [null, undefined],
    ];
    expect(await text(csvStream(rows))).toBe(
      'Name,Points\n"Lions Club of ""Kandy"", Hill",12.5\n"two\nlines",-3\n,\n',
    );
  });

  it('neutralises every text cell it writes, the first row too', async () => {
    const csv = await text(
      csvStream([
        ['=1+1', '@x'],
        [' -2', -2],
        ['\0+A1', 'ok'],
      ]),
    );
    expect(csv).toBe("'=1+1,'@x\n' -2,-2\n'+A1,ok\n");
  });

  it('pulls rows as it writes them, from a generator', async () => {
    let pulled = 0;
    function* rows(): Generator<CsvRow> {
      for (let i = 0; i < 1000; i += 1) {
        pulled += 1;
        yield [i, `row ${i}`];
      }
    }
    const stream = csvStream(rows());
    expect(pulled).toBe(0);
    const csv = await text(stream);
    expect(pulled).toBe(1000);
    expect(csv.split('\n')).toHaveLength(1001);
  });

  it('ends with the error of a failing source', async () => {
    async function* rows(): AsyncGenerator<CsvRow> {
      yield ['a'];
      throw new Error('source failed');
    }
    await expect(text(csvStream(rows()))).rejects.toThrow('source failed');
  });

  it('accepts a readable of rows as well', async () => {
    expect(await text(csvStream(Readable.from([['x'], ['y']])))).toBe('x\ny\n');
  });
});
