import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RESULTS_END, RESULTS_START, table, writeResults } from './report';

describe('benchmark report', () => {
  it('writes a markdown table', () => {
    expect(table(['a', 'b'], [['1', '2']])).toBe('| a | b |\n| --- | --- |\n| 1 | 2 |');
  });

  it('adds the results block once, then replaces only what is between the markers', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'bench-report-')), 'benchmarks.md');
    writeFileSync(file, '# Benchmarks\n\nHistory by hand.\n');
    writeResults(file, 'first run');
    writeResults(file, 'second run');
    const text = readFileSync(file, 'utf8');
    expect(text).toBe(
      `# Benchmarks\n\nHistory by hand.\n\n${RESULTS_START}\n\nsecond run\n\n${RESULTS_END}\n`,
    );
  });
});
