import { describe, expect, it } from 'vitest';
import { clubReportFileName, fileNameOf } from './report-file-name';

describe('report file names', () => {
  it("reads the server's file name, quoted or bare", () => {
    expect(fileNameOf('attachment; filename="admin-activity-x.csv"', 'f.csv')).toBe('admin-activity-x.csv');
    expect(fileNameOf('attachment; filename=a.csv; size=3', 'f.csv')).toBe('a.csv');
  });

  it('falls back without a usable name', () => {
    expect(fileNameOf(null, 'f.csv')).toBe('f.csv');
    expect(fileNameOf('attachment', 'f.csv')).toBe('f.csv');
    expect(fileNameOf('attachment; filename="../etc/x.csv"', 'f.csv')).toBe('f.csv');
  });

  it('makes admin-activity-{club}.csv from a club name', () => {
    expect(clubReportFileName('Lions Club of Colombo Host')).toBe(
      'admin-activity-lions-club-of-colombo-host.csv',
    );
    expect(clubReportFileName('Café (Kandy)')).toBe('admin-activity-cafe-kandy.csv');
    expect(clubReportFileName('ලයන්ස්')).toBe('admin-activity-club.csv');
  });
});
