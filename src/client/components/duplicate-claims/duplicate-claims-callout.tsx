import { Callout, Intent, Spinner, Tag } from '@blueprintjs/core';
import { Link } from 'react-router';
import { lionsYearOf } from '../../../shared/time/lions-year';
import { ErrorAlert } from '../error-alert';
import { useErrorLines } from '../../hooks/use-error-lines';
import { useT } from '../../i18n/translator';
import { claimPath } from './claim-path';
import { duplicateMessages as m } from './messages';
import { useDuplicateClaims, type ClaimSubject, type DuplicateFlag } from './use-duplicate-claims';
import './duplicate-claims.css';

/** Props of the duplicate-claim flags. */
export interface DuplicateClaimsCalloutProps {
  /** The report or project on the panel. */
  subject: ClaimSubject;
  /** True for the evaluator, the only one who sees (and may ask for) the flags. */
  evaluator: boolean;
}

/** The words of a flag's reason. */
function useReasonText() {
  const t = useT();
  return (flag: DuplicateFlag) => {
    if (flag.reason === 'same_file') return t(m.sameFile);
    if (flag.reason === 'similar_photo') return t(m.similarPhoto, { distance: flag.distance ?? 0 });
    return t(m.sameProject);
  };
}

/**
 * Issue 14's duplicate claims on a points panel: each other report or project claiming the same file,
 * the same photo saved again, or (for a project) the same title, date and venue, with a link to it.
 * Advice only: nothing is decided here. Shows nothing when there is no flag, and to anyone but the
 * evaluator.
 */
export function DuplicateClaimsCallout({ subject, evaluator }: DuplicateClaimsCalloutProps) {
  const t = useT();
  const flags = useDuplicateClaims(subject, evaluator);
  const reasonText = useReasonText();
  const [errorLines, dismiss] = useErrorLines(flags.error);
  if (!evaluator) return null;
  if (flags.isPending) return <Spinner size={16} aria-label={t(m.checking)} />;
  if (flags.error) return <ErrorAlert lines={errorLines} onDismiss={dismiss} />;
  if (flags.data.length === 0) return null;
  return (
    <Callout intent={Intent.WARNING} title={t(m.heading)} className="cms-duplicate-claims">
      <p>{t(m.advice)}</p>
      <ul>
        {flags.data.map((flag) => {
          const { claim } = flag;
          const period =
            claim.kind === 'activity' && claim.month && claim.lions_year
              ? t(m.reportPeriod, {
                  month: claim.month,
                  year: lionsYearOf(`${claim.lions_year}-07-01`).label,
                })
              : (claim.date ?? '');
          return (
            <li key={`${flag.reason}-${flag.field ?? ''}-${claim.id}`}>
              <Tag intent={Intent.WARNING}>{reasonText(flag)}</Tag>{' '}
              <Link to={claimPath(claim)}>{claim.title}</Link>
              {`, ${claim.club.name}, ${period}`}
            </li>
          );
        })}
      </ul>
    </Callout>
  );
}
