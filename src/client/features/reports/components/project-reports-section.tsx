import { FormGroup, H3, H4 } from '@blueprintjs/core';
import { AppSelect } from '../../../components/app-select';
import { useId, useState } from 'react';
import { ClubField } from '../../../components/club-field';
import { ErrorAlert } from '../../../components/error-alert';
import { useErrorLines } from '../../../hooks/use-error-lines';
import { useT } from '../../../i18n/translator';
import { useGovernorThemes } from '../../../pickers/governor-theme-select';
import { useThemeName } from '../../../pickers/theme-name';
import { useProjectClubReportDownload } from '../api/use-project-club-report-download';
import { useProjectThemeReportDownload } from '../api/use-project-theme-report-download';
import { reportMessages } from '../messages';
import { useReportClub } from '../use-report-club';
import { DownloadButton } from './download-button';

/**
 * 'Service Project Reports' (spec 1 section 2.10): 'Project Theme Wise' (a governor theme and a
 * Download button, saved as project-summary-{theme}) and 'Project Reports Club Wise' (a club and a
 * Download button, saved as project-{club}). Each button waits while its report loads and until a
 * theme or club is chosen.
 */
export function ProjectReportsSection() {
  const t = useT();
  const headingId = useId();
  return (
    <section className="cms-reports__section" aria-labelledby={headingId}>
      <H3 id={headingId}>{t(reportMessages.projectHeading)}</H3>
      <ThemeReportPart />
      <ClubReportPart />
    </section>
  );
}

/** 'Project Theme Wise': a governor theme select and its Download button. */
function ThemeReportPart() {
  const t = useT();
  const themes = useGovernorThemes();
  const themeName = useThemeName();
  const [themeId, setThemeId] = useState('');
  const download = useProjectThemeReportDownload();
  const [errorLines, dismissError] = useErrorLines(themes.error ?? download.error);
  const headingId = useId();
  const selectId = useId();
  const theme = themes.data?.find((option) => option.uuid === themeId) ?? null;

  return (
    <section className="cms-reports__part" aria-labelledby={headingId}>
      <H4 id={headingId}>{t(reportMessages.themeHeading)}</H4>
      <ErrorAlert lines={errorLines} onDismiss={dismissError} />
      <div className="cms-reports__row">
        <FormGroup label={t(reportMessages.theme)} labelFor={selectId} className="cms-reports__club">
          <AppSelect
            id={selectId}
            fill
            value={themeId}
            disabled={themes.isPending}
            onChange={(event) => setThemeId(event.currentTarget.value)}
          >
            <option value="">
              {themes.isPending ? t(reportMessages.loadingThemes) : t(reportMessages.selectTheme)}
            </option>
            {(themes.data ?? []).map((option) => (
              <option key={option.uuid} value={option.uuid}>
                {themeName(option)}
              </option>
            ))}
          </AppSelect>
        </FormGroup>
        <DownloadButton text={t(reportMessages.download)} choice={theme} download={download} />
      </div>
    </section>
  );
}

/**
 * 'Project Reports Club Wise': a club and its Download button. Club officers are held to their own
 * club; other roles search one, starting from the club they act for, without changing it.
 */
function ClubReportPart() {
  const t = useT();
  const { club, fixed, setPicked } = useReportClub();
  const download = useProjectClubReportDownload();
  const [errorLines, dismissError] = useErrorLines(download.error);
  const headingId = useId();

  return (
    <section className="cms-reports__part" aria-labelledby={headingId}>
      <H4 id={headingId}>{t(reportMessages.clubProjectHeading)}</H4>
      <ErrorAlert lines={errorLines} onDismiss={dismissError} />
      <div className="cms-reports__row">
        <FormGroup label={t(reportMessages.club)} className="cms-reports__club">
          <ClubField
            club={club}
            fixed={fixed}
            onChange={setPicked}
            label={t(reportMessages.clubForProjectReports)}
          />
        </FormGroup>
        <DownloadButton text={t(reportMessages.download)} choice={club} download={download} />
      </div>
    </section>
  );
}
