import { Button, Callout, ProgressBar } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { PageHeader } from '../../../components/page-header';
import { useT } from '../../../i18n/translator';
import { activityMessages } from '../messages';
import { ReportClubBanner, type ReportClubBannerProps } from '../report-club/report-club-banner';

/** Props of the frame every activity form and view sits in. */
export interface ActivityPageFrameProps {
  /** The screen's title. */
  title: string;
  /** The line under the title ('Month: 10'). */
  subtitle?: ReactNode;
  /** While true a progress bar runs under the title; a number (0 to 1) shows an upload's progress. */
  loading?: boolean | number;
  /** The lines of the dismissible error alert. */
  errorLines?: string[] | null;
  /** Dismisses the alert. */
  onDismissError?: () => void;
  /** Buttons beside 'Go Back'. */
  actions?: ReactNode;
  /** The club that filed the report shown (a view), named prominently under the title (issue 16). */
  club?: ReportClubBannerProps['club'];
  /** The form or view. */
  children?: ReactNode;
}

/**
 * Back where the user came from (Monthly Tasks, or the evaluator's Review Tasks); to Monthly Tasks
 * when the page was opened directly (react-router numbers its history entries in `idx`).
 */
function goBack(navigate: ReturnType<typeof useNavigate>): void {
  const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
  if (idx > 0) void navigate(-1);
  else void navigate('/activities/monthly');
}

/**
 * The frame of spec 2's add forms and views: a title, a go-back button, the filing club (views), a
 * progress bar while loading and a dismissible error alert above the content.
 */
export function ActivityPageFrame({
  title,
  subtitle,
  loading = false,
  errorLines,
  onDismissError,
  actions,
  club,
  children,
}: ActivityPageFrameProps) {
  const navigate = useNavigate();
  const t = useT();
  return (
    <section className="cms-activity-page">
      <PageHeader
        title={title}
        actions={
          <>
            {actions}
            <Button icon="arrow-left" text={t(activityMessages.goBack)} onClick={() => goBack(navigate)} />
          </>
        }
      />
      {subtitle ? <p className="cms-activity-page__subtitle">{subtitle}</p> : null}
      <ReportClubBanner club={club} />
      <div className="cms-activity-page__progress" aria-hidden={loading === false}>
        {loading !== false ? (
          <ProgressBar
            aria-label={t(activityMessages.loading)}
            value={typeof loading === 'number' ? loading : undefined}
            stripes={typeof loading !== 'number'}
          />
        ) : null}
      </div>
      <ErrorAlert lines={errorLines} onDismiss={onDismissError ?? (() => undefined)} />
      {children}
    </section>
  );
}

/** The frame's body for a key the catalogue does not know, or a month outside 01..12. */
export function UnknownActivity() {
  const t = useT();
  return (
    <ActivityPageFrame title={t(activityMessages.activity)}>
      <Callout intent="warning" title={t(activityMessages.notFound)}>
        {t(activityMessages.unknownActivity)}
      </Callout>
    </ActivityPageFrame>
  );
}
