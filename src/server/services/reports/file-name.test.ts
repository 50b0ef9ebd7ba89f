import { describe, expect, it } from 'vitest';
import { attachment, clubReportFileName, slugOf } from './file-name';

describe('report file names', () => {
  it('slugs a club name to lower-case words joined by dashes', () => {
    expect(slugOf('Lions Club of Colombo Host')).toBe('lions-club-of-colombo-host');
    expect(slugOf('  Lions Club (Kandy) — “Hill” #2  ')).toBe('lions-club-kandy-hill-2');
    expect(slugOf('Café Zürich')).toBe('cafe-zurich');
    expect(slugOf('=HYPERLINK("x")')).toBe('hyperlink-x');
    expect(slugOf('a"; filename=evil.exe')).toBe('a-filename-evil-exe');
  });

  it('falls back when nothing ASCII is left, and stays short', () => {
    expect(slugOf('ලයන්ස්')).toBe('club');
    expect(slugOf('---', 'activity')).toBe('activity');
    expect(slugOf('x'.repeat(200))).toHaveLength(80);
    expect(slugOf(`${'a'.repeat(79)} b`)).toBe('a'.repeat(79));
  });

  it('names the club report admin-activity-{club}.csv, as an attachment', () => {
    expect(clubReportFileName('Lions Club of Kandy')).toBe('admin-activity-lions-club-of-kandy.csv');
    expect(attachment('admin-activity-x.csv')).toBe('attachment; filename="admin-activity-x.csv"');
  });
});
