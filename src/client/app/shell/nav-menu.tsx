import { NavLink } from 'react-router';
import { menuFor } from '../../../shared/policy';
import { PlainIcon } from '../../components/first-load/plain-icon';
import { useSession } from '../../lib/session-store';
import { IMPLEMENTED_PATHS } from '../implemented-routes';
import { usePreloadWhenIdle } from '../preload-when-idle';
import { preloadScreen } from '../screens';
import { useT } from '../../i18n/translator';
import { NAV_MESSAGES, shellMessages } from './messages';

/** Props of the navigation menu. */
export interface NavMenuProps {
  /** Called after an entry is chosen (closes the menu on phones). */
  onNavigate?: () => void;
}

/**
 * The navigation menu: exactly the entries whose route guard the active role passes. Their screens
 * are the likely next visits: their code is fetched once the browser is idle, and at once when an
 * entry is pointed at, focused or touched.
 */
export function NavMenu({ onNavigate }: NavMenuProps) {
  const t = useT();
  const { role } = useSession();
  const entries = role ? menuFor(role, IMPLEMENTED_PATHS) : [];
  usePreloadWhenIdle(entries.map((e) => e.path));
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
