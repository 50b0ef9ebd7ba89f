import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify, type Stringifier } from 'csv-stringify';
import { neutraliseCell, type CsvCell } from './csv-cell';

/** One line of a CSV file. */
export type CsvRow = readonly CsvCell[];

/**
 * A CSV text stream of rows, written as they are pulled: memory holds a row at a time, however long
 * the report. Every text cell goes through `neutraliseCell`, headers included, so no builder can
 * forget it; numbers stay numbers.
 */
export function csvStream(rows: Iterable<CsvRow> | AsyncIterable<CsvRow>): Stringifier {
  const csv = stringify({
    cast: { string: (value) => String(neutraliseCell(value)) },
  });
  // A failing source destroys the CSV stream with its error; the reply then ends (the caller logs).
  pipeline(Readable.from(rows, { objectMode: true }), csv).catch(() => undefined);
  return csv;
}
