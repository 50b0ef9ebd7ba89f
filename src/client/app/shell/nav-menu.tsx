import { NavLink } from 'react-router';
import { menuFor } from '../../../shared/policy';
import { PlainIcon } from '../../components/first-load/plain-icon';
import { useSession } from '../../lib/session-store';
import { IMPLEMENTED_PATHS } from '../implemented-routes';
import { preloadScreen } from '../screens';
import { useT } from '../../i18n/translator';
import { NAV_MESSAGES, shellMessages } from './messages';

/** Props of the navigation menu. */
export interface NavMenuProps {
  /** Called after an entry is chosen (closes the menu on phones). */
  onNavigate?: () => void;
}

/**
 * The navigation menu: exactly the entries whose route guard the active role passes. A screen's code
 * is fetched when its entry is pointed at, focused or touched; not while the page loads, where
 * evaluating every entry's screens blocked the main thread for seconds on a phone (issue 15).
 */
export function NavMenu({ onNavigate }: NavMenuProps) {
  const t = useT();
  const { role } = useSession();
  const entries = role ? menuFor(role, IMPLEMENTED_PATHS) : [];
  return (
    <nav className="cms-nav" aria-label={t(shellMessages.mainNavigation)}>
      {entries.map((entry) => (
        <NavLink
          key={entry.path}
          to={entry.path}
          end={entry.path === '/'}
          onClick={onNavigate}
          onPointerEnter={() => preloadScreen(entry.path)}
          onFocus={() => preloadScreen(entry.path)}
          className={({ isActive }) => `cms-nav__link${isActive ? ' cms-nav__link--active' : ''}`}
        >
          <PlainIcon icon={entry.icon} />
          <span>
            {entry.path in NAV_MESSAGES
              ? t(NAV_MESSAGES[entry.path as keyof typeof NAV_MESSAGES])
              : entry.label}
          </span>
        </NavLink>
      ))}
    </nav>
  );
}
