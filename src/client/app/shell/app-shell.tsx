import { PlainButton } from '../../components/first-load/plain-button';
import { useRef, useState } from 'react';
import { Outlet } from 'react-router';
import { AppFooter } from './app-footer';
import { NavMenu } from './nav-menu';
import { NotificationsBell } from './notifications-bell';
import { PageTitleBar } from './page-title-bar';
import { ProfileMenu } from './profile-menu';
import { useFocusOnNavigation } from './use-focus-on-navigation';

/**
 * The signed-in layout: a skip link, top bar, navigation, page title bar, the page (the `main`
 * landmark, focused on every navigation), and the footer. Part of the first load, so it draws
 * Blueprint's Navbar with its classes; the profile menu and the notifications drawer bring
 * Blueprint's JavaScript when they are first wanted.
 */
export function AppShell() {
  const [navOpen, setNavOpen] = useState(false);
  const main = useRef<HTMLElement>(null);
  useFocusOnNavigation(main);
  return (
    <div className="cms-shell">
      <a className="cms-skip-link" href="#main-content">
        Skip to main content
      </a>
      <header className="bp6-navbar cms-topbar">
        <div className="bp6-navbar-group bp6-align-left">
          <PlainButton
            className="cms-topbar__menu-toggle"
            minimal
            icon="menu"
            aria-label="Menu"
            aria-expanded={navOpen}
            onClick={() => setNavOpen((open) => !open)}
          />
          <div className="bp6-navbar-heading">Lions Club CMS</div>
        </div>
        <div className="bp6-navbar-group bp6-align-right">
          <NotificationsBell />
          <div className="bp6-navbar-divider" />
          <ProfileMenu />
        </div>
      </header>
      <div className="cms-body">
        <aside className={`cms-sidebar${navOpen ? ' cms-sidebar--open' : ''}`}>
          <NavMenu onNavigate={() => setNavOpen(false)} />
        </aside>
        <div className="cms-main">
          <PageTitleBar />
          <main id="main-content" ref={main} className="cms-page" tabIndex={-1}>
            <Outlet />
          </main>
          <AppFooter />
        </div>
      </div>
    </div>
  );
}
