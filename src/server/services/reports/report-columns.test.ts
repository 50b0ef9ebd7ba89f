import { describe, expect, it } from 'vitest';
import { ACTIVITY_TYPES } from '../../../shared/catalogue/catalogue';
import { REPORT_COLUMNS } from './report-columns';

describe('the club report columns', () => {
  it('are 21 (spec 2 section 9), each a catalogue key, each once, with distinct labels', () => {
    expect(REPORT_COLUMNS).toHaveLength(21);
    const keys = REPORT_COLUMNS.map((c) => c.key);
    expect(new Set(keys).size).toBe(21);
    expect(new Set(REPORT_COLUMNS.map((c) => c.label)).size).toBe(21);
    const catalogue = ACTIVITY_TYPES.map((t) => t.key);
    expect(keys.filter((k) => !catalogue.includes(k))).toEqual([]);
    for (const column of REPORT_COLUMNS) expect(column.label.trim()).toBe(column.label);
  });

  it('follow the catalogue order, the order of the Monthly Tasks list', () => {
    const order = REPORT_COLUMNS.map((c) => ACTIVITY_TYPES.findIndex((t) => t.key === c.key));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });
});
