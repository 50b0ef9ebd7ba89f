import { Card } from '@blueprintjs/core';
import calendar from '@blueprintjs/icons/lib/esm/generated/16px/paths/calendar';
import heart from '@blueprintjs/icons/lib/esm/generated/16px/paths/heart';
import people from '@blueprintjs/icons/lib/esm/generated/16px/paths/people';
import star from '@blueprintjs/icons/lib/esm/generated/16px/paths/star';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { components } from '../../../../shared/api/openapi';
import { PathIcon } from '../../../components/first-load/plain-icon';
import { RateTag } from '../../../components/rate-tag';
import { useT } from '../../../i18n/translator';
import { homeMessages } from '../messages';
import { formatOverviewNumber } from '../overview-format';
import '../home.css';

/** The club points response of the home overview (spec 1 section 3). */
export type ClubPoints = components['schemas']['ClubPoints'];

/** One labelled number under a card's title ('Services 12'). */
interface Stat {
  label: string;
  value: number | undefined;
}

/** Props of one overview card. */
interface OverviewCardProps {
  title: string;
  /** Blueprint's icon name and its 16 px paths (drawn in the page's first commit). */
  icon: { name: string; paths: readonly string[] };
  /** The card's headline number, if it has one (Service Projects and Meetings show only their stats). */
  headline?: { value: number | undefined };
  stats: Stat[];
  /** Makes the whole card a link (the Club Members card opens the members list). */
  to?: string;
  /** Shown under the stats (the administration rate). */
  footer?: ReactNode;
}

/** A number, or a dash while it is still unknown. */
function shown(value: number | undefined): ReactNode {
  return value === undefined ? '–' : formatOverviewNumber(value);
}

/**
 * One card: its title, an optional headline number and labelled numbers beneath. A card with `to`
 * links through its title; the link's hit area covers the whole card (see home.css), so a tap
 * anywhere on it opens the page while a screen reader hears one short link name.
 */
function OverviewCard({ title, icon, headline, stats, to, footer }: OverviewCardProps) {
  const titleId = useId();
  return (
    <Card
      className={`cms-overview-card${to ? ' cms-overview-card--link' : ''}`}
      elevation={1}
      interactive={Boolean(to)}
    >
      <section aria-labelledby={titleId}>
        <h3 className="cms-overview-card__title" id={titleId}>
          <PathIcon name={icon.name} paths={icon.paths} className="cms-overview-card__icon" />
          {to ? (
            <Link to={to} className="cms-overview-card__link">
              {title}
            </Link>
          ) : (
            title
          )}
        </h3>
        {headline ? <p className="cms-overview-card__total">{shown(headline.value)}</p> : null}
        <dl className={`cms-overview-card__stats${headline ? '' : ' cms-overview-card__stats--big'}`}>
          {stats.map((stat) => (
            <div key={stat.label} className="cms-overview-card__stat">
              <dt>{stat.label}</dt>
              <dd>{shown(stat.value)}</dd>
            </div>
          ))}
        </dl>
        {footer}
      </section>
    </Card>
  );
}

/** Marks where the percentage tag goes in the translated sentence (a private-use character). */
const RATE_SLOT = '\uE000';

/** The cards' icons, by Blueprint's names. */
const ICONS = {
  star: { name: 'star', paths: star },
  people: { name: 'people', paths: people },
  heart: { name: 'heart', paths: heart },
  calendar: { name: 'calendar', paths: calendar },
} as const;

/**
 * The administration points as a rate of the points available so far this Lions year, coloured by
 * the spec's bands (0-35 red, 36-55 orange, 56-65 yellow, 66-100 green). The sentence is one message
 * whose `{rate}` is where the tag shows, so each language places it in its own word order.
 */
function AdminRate({ rate, available }: { rate: number; available: number }) {
  const t = useT();
  const sentence = t(homeMessages.adminRate, { rate: RATE_SLOT, available: formatOverviewNumber(available) });
  const [before = '', after = ''] = sentence.split(RATE_SLOT);
  return (
    <p className="cms-overview-card__rate">
      {before}
      <RateTag rate={rate} />
      {after}
    </p>
  );
}

/** Props of the Club Overview cards. */
export interface ClubOverviewCardsProps {
  /** The club points answer. */
  points: ClubPoints;
  /** meta.total of the club's member list; undefined while it loads or when it failed. */
  memberTotal: number | undefined;
}

/**
 * The four cards of the home overview (spec 1 section 2.8): Total Points (Services and
 * Administration), Club Members (New and Drop, linking to the members list), Service Projects and
 * Meetings (This Month and This Year). Every number is the server's.
 */
export function ClubOverviewCards({ points, memberTotal }: ClubOverviewCardsProps) {
  const t = useT();
  return (
    <div className="cms-overview-cards">
      <OverviewCard
        title={t(homeMessages.totalPoints)}
        icon={ICONS.star}
        headline={{ value: points.project + points.admin }}
        stats={[
          { label: t(homeMessages.services), value: points.project },
          { label: t(homeMessages.administration), value: points.admin },
        ]}
        footer={<AdminRate rate={points.adminRate} available={points.adminAvailable} />}
      />
      <OverviewCard
        title={t(homeMessages.clubMembers)}
        icon={ICONS.people}
        to="/members"
        headline={{ value: memberTotal }}
        stats={[
          { label: t(homeMessages.newMembers), value: points.newMembers },
          { label: t(homeMessages.droppedMembers), value: points.dropMembers },
        ]}
      />
      <OverviewCard
        title={t(homeMessages.serviceProjects)}
        icon={ICONS.heart}
        stats={[
          { label: t(homeMessages.thisMonth), value: points.projectMonthlyCount },
          { label: t(homeMessages.thisYear), value: points.projectCount },
        ]}
      />
      <OverviewCard
        title={t(homeMessages.meetings)}
        icon={ICONS.calendar}
        stats={[
          { label: t(homeMessages.thisMonth), value: points.meetingMonthlyCount },
          { label: t(homeMessages.thisYear), value: points.meetingCount },
        ]}
      />
    </div>
  );
}
