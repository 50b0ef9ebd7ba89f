import { PlainButton } from '../../components/first-load/plain-button';
import { useNavigate } from 'react-router';
import { useSession } from '../../lib/session-store';
import { useProfile } from '../../hooks/use-profile';
import { useT } from '../../i18n/translator';
import { shellMessages } from './messages';

/** The club the user acts for: the chosen (or role's) club, else the member's own club. */
function useClubTitle(): string {
  const { clubName } = useSession();
  const profile = useProfile().data;
  return clubName ?? profile?.club?.name ?? '';
}

/** The page title bar: the club's title and a back button (spec 1 section 2.1). */
export function PageTitleBar() {
  const t = useT();
  const navigate = useNavigate();
  const title = useClubTitle();
  return (
    <div className="cms-title-bar">
      <PlainButton
        minimal
        icon="arrow-left"
        aria-label={t(shellMessages.back)}
        onClick={() => navigate(-1)}
      />
      <span className="cms-title-bar__club">{title}</span>
    </div>
  );
}
