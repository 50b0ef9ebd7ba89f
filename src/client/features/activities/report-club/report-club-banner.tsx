import { Icon } from '@blueprintjs/core';
import type { components } from '../../../../shared/api/openapi';
import { useT } from '../../../i18n/translator';
import { reportClubMessages } from './messages';
import './report-club.css';

/** Props of the banner naming a report's club. */
export interface ReportClubBannerProps {
  /** The club that filed the report (the detail's `club`); nothing shows until it is known. */
  club: components['schemas']['ReportClub'] | null | undefined;
}

/**
 * The club that filed a report, with its zone and region, above the report (issue 16): the shell's
 * top bar names the club the viewer acts for, which for an evaluator is not the report's.
 */
export function ReportClubBanner({ club }: ReportClubBannerProps) {
  const t = useT();
  if (!club) return null;
  return (
    <section className="cms-report-club" aria-label={t(reportClubMessages.label)}>
      <Icon icon="office" size={20} className="cms-report-club__icon" />
      <div>
        <span className="cms-report-club__label">{t(reportClubMessages.label)}</span>{' '}
        <strong className="cms-report-club__name">{club.name}</strong>
        <span className="cms-report-club__zone">
          {t(reportClubMessages.zoneAndRegion, { zone: club.zone.name, region: club.region.name })}
        </span>
      </div>
    </section>
  );
}
