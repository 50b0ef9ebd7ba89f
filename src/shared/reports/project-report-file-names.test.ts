import { describe, expect, it } from 'vitest';
import {
  projectClubReportFileName,
  projectSummaryFileName as projectThemeReportFileName,
} from './project-report-file-names';

describe('service project report file names', () => {
  it('makes project-summary-{theme}.csv from a theme name', () => {
    expect(projectThemeReportFileName('Home Gardening & Farming')).toBe(
      'project-summary-home-gardening-farming.csv',
    );
    expect(projectThemeReportFileName('ලයන්ස්')).toBe('project-summary-theme.csv');
  });

  it('makes project-{club}.csv from a club name', () => {
    expect(projectClubReportFileName('Lions Club of Colombo Host')).toBe(
      'project-lions-club-of-colombo-host.csv',
    );
    expect(projectClubReportFileName('Café (Kandy)')).toBe('project-cafe-kandy.csv');
  });
});
