import { H2 } from '@blueprintjs/core';
import { roleLabel } from '../../../../shared/policy';
import { useSession } from '../../../lib/session-store';
import { useProfile } from '../../../hooks/use-profile';

/** '/': the greeting with the active role, underscores shown as spaces (spec 1 section 2.8). */
export function HomePage() {
  const { role } = useSession();
  const profile = useProfile().data;
  return (
    <section className="cms-home">
      <H2 className="cms-home__greeting">Welcome, {role ? roleLabel(role) : ''}</H2>
      {profile && <p className="cms-home__name">{profile.display_name}</p>}
    </section>
  );
}
