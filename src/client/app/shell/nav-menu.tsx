import { Icon } from '@blueprintjs/core';
import { NavLink } from 'react-router';
import { menuFor } from '../../../shared/policy';
import { useSession } from '../../lib/session-store';
import { IMPLEMENTED_PATHS } from '../implemented-routes';

/** Props of the navigation menu. */
export interface NavMenuProps {
  /** Called after an entry is chosen (closes the menu on phones). */
  onNavigate?: () => void;
}

/** The navigation menu: exactly the entries whose route guard the active role passes. */
export function NavMenu({ onNavigate }: NavMenuProps) {
  const { role } = useSession();
  const entries = role ? menuFor(role, IMPLEMENTED_PATHS) : [];
  return (
    <nav className="cms-nav" aria-label="Main">
      {entries.map((entry) => (
        <NavLink
          key={entry.path}
          to={entry.path}
          end={entry.path === '/'}
          onClick={onNavigate}
          className={({ isActive }) => `cms-nav__link${isActive ? ' cms-nav__link--active' : ''}`}
        >
          <Icon icon={entry.icon} />
          <span>{entry.label}</span>
        </NavLink>
      ))}
    </nav>
  );
}
