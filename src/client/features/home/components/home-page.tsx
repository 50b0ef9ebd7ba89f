import { lazy, Suspense } from 'react';
import { can, roleScope } from '../../../../shared/policy';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useProfile } from '../../../hooks/use-profile';
import { useRoleName } from '../../../i18n/role-names';
import { useT } from '../../../i18n/translator';
import { useSession } from '../../../lib/session-store';
import { homeMessages } from '../messages';
import '../home.css';

// The overview brings Blueprint's cards, tags and the club picker: the greeting paints without them.
const loadOverview = () => import('./club-overview-section');
const ClubOverviewSection = lazy(async () => ({ default: (await loadOverview()).ClubOverviewSection }));
// What waits for review (issue 16): the evaluator's alone, so nobody else loads its code.
const ReviewWaitingSection = lazy(() =>
  import('../waiting/review-waiting-section').then((m) => ({ default: m.ReviewWaitingSection })),
);

// The club's projects sent back for changes (issue 27): for the club's own offices only.
const SentBackProjectsSection = lazy(() =>
  import('../sent-back/sent-back-projects-section').then((m) => ({ default: m.SentBackProjectsSection })),
);

// What the club has still to file and what was sent back (issue 28): for the club's own offices only.
const DueReportsSection = lazy(() =>
  import('../due/due-reports-section').then((m) => ({ default: m.DueReportsSection })),
);

/** Starts fetching the overview's code (the login page does it while the officer types). */
export function preloadHomeOverview(): Promise<unknown> {
  return loadOverview();
}

/**
 * '/': the greeting with the active role (in English its code, underscores shown as spaces) and the member's name, then
 * the club's reports still to file and those sent back (its offices; issue 28), then
 * the club's projects sent back for changes (its offices; issue 27), the evaluator's "what waits for
 * review" (issue 16), then the Club Overview with its member strip
 * (spec 1 section 2.8). Every sign-in lands here, so the page
 * is part of the first load; its greeting is drawn with Blueprint's heading class and no Blueprint
 * JavaScript, so it paints with the shell. The overview follows with its own code.
 */
export function HomePage() {
  const t = useT();
  const roleName = useRoleName();
  useDocumentTitle(t(homeMessages.documentTitle));
  const { role, clubId } = useSession();
  const profile = useProfile().data;
  return (
    <section className="cms-home">
      <h1 className="bp6-heading cms-home__greeting">
        {t(homeMessages.welcome, { role: role ? roleName(role) : '' })}
      </h1>
      {profile && <p className="cms-home__name">{profile.display_name}</p>}
      {role && clubId && can(role, 'activity.add') && roleScope(role) === 'club' ? (
        <Suspense fallback={null}>
          <DueReportsSection clubId={clubId} />
        </Suspense>
      ) : null}
      {role && can(role, 'project.editAny') && roleScope(role) === 'club' ? (
        <Suspense fallback={null}>
          <SentBackProjectsSection />
        </Suspense>
      ) : null}
      {can(role, 'review.waiting') ? (
        <Suspense fallback={null}>
          <ReviewWaitingSection />
        </Suspense>
      ) : null}
      <Suspense fallback={null}>
        <ClubOverviewSection />
      </Suspense>
    </section>
  );
}
