import { lazy, Suspense } from 'react';
import { roleLabel } from '../../../../shared/policy';
import { useProfile } from '../../../hooks/use-profile';
import { useSession } from '../../../lib/session-store';
import '../home.css';

// The overview brings Blueprint's cards, tags and the club picker: the greeting paints without them.
const ClubOverviewSection = lazy(async () => ({
  default: (await import('./club-overview-section')).ClubOverviewSection,
}));

/**
 * '/': the greeting with the active role (underscores shown as spaces) and the member's name, then
 * the Club Overview with its member strip (spec 1 section 2.8). The greeting is drawn with Blueprint's
 * heading class and no Blueprint JavaScript, so it is on screen as soon as the page's own small code
 * arrives; the overview follows with its own.
 */
export function HomePage() {
  const { role } = useSession();
  const profile = useProfile().data;
  return (
    <section className="cms-home">
      <h2 className="bp6-heading cms-home__greeting">Welcome, {role ? roleLabel(role) : ''}</h2>
      {profile && <p className="cms-home__name">{profile.display_name}</p>}
      <Suspense fallback={null}>
        <ClubOverviewSection />
      </Suspense>
    </section>
  );
}
