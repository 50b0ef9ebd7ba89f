import { H2 } from '@blueprintjs/core';
import { roleLabel } from '../../../../shared/policy';
import { useProfile } from '../../../hooks/use-profile';
import { useSession } from '../../../lib/session-store';
import { ClubOverviewSection } from './club-overview-section';
import '../home.css';

/**
 * '/': the greeting with the active role (underscores shown as spaces) and the member's name, then
 * the Club Overview with its member strip (spec 1 section 2.8).
 */
export function HomePage() {
  const { role } = useSession();
  const profile = useProfile().data;
  return (
    <section className="cms-home">
      <H2 className="cms-home__greeting">Welcome, {role ? roleLabel(role) : ''}</H2>
      {profile && <p className="cms-home__name">{profile.display_name}</p>}
      <ClubOverviewSection />
    </section>
  );
}
