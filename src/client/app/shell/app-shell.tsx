import { PlainButton } from '../../components/first-load/plain-button';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { useOutboxSending } from '../../lib/outbox/use-outbox';
import { Outlet, ScrollRestoration } from 'react-router';
import { AppFooter } from './app-footer';
import { NavMenu } from './nav-menu';
import { NotificationsBell } from './notifications-bell';
import { OfflineBanner } from './offline-banner';
import { PageTitleBar } from './page-title-bar';
import { ProfileMenu } from './profile-menu';
import { useFocusOnNavigation } from './use-focus-on-navigation';
import { useNavDrawer } from './use-nav-drawer';
import { useUsersLanguage } from './use-switch-language';
import { useT } from '../../i18n/translator';
import { shellMessages } from './messages';

/**
 * The signed-in layout: a skip link, top bar, navigation (a drawer with a backdrop on a phone),
 * page title bar, the page (the `main` landmark, focused on every navigation), and the footer. Part of the first load, so it draws
 * Blueprint's Navbar with its classes; the profile menu and the notifications drawer bring
 * Blueprint's JavaScript when they are first wanted.
 */
export function AppShell() {
  const { open: navOpen, toggle, close, toggleRef } = useNavDrawer();
  const t = useT();
  const main = useRef<HTMLElement>(null);
  useFocusOnNavigation(main);
  useUsersLanguage();
  // Reports kept on the device while offline go when the app opens or the connection returns.
  const queryClient = useQueryClient();
  useOutboxSending(useCallback(() => void queryClient.invalidateQueries(), [queryClient]));
  return (
    <div className="cms-shell">
      <a className="cms-skip-link" href="#main-content">
        {t(shellMessages.skipLink)}
      </a>
      <header className="bp6-navbar cms-topbar">
        <div className="bp6-navbar-group bp6-align-left">
          <PlainButton
            ref={toggleRef}
            className="cms-topbar__menu-toggle"
            minimal
            icon="menu"
            aria-label={t(shellMessages.menu)}
            aria-expanded={navOpen}
            aria-controls="cms-sidebar"
            onClick={toggle}
          />
          <div className="bp6-navbar-heading">{t(shellMessages.brand)}</div>
        </div>
        <div className="bp6-navbar-group bp6-align-right">
          <NotificationsBell />
          <div className="bp6-navbar-divider" />
          <ProfileMenu />
        </div>
      </header>
      <div className="cms-body">
        <aside id="cms-sidebar" className={`cms-sidebar${navOpen ? ' cms-sidebar--open' : ''}`}>
          <NavMenu onNavigate={close} />
        </aside>
        {/* On a phone the open menu covers the page; a tap beside it closes it, as Escape does. */}
        {navOpen ? <div className="cms-sidebar-backdrop" aria-hidden="true" onClick={close} /> : null}
        <div className="cms-main">
          <PageTitleBar />
          <OfflineBanner />
          <main id="main-content" ref={main} className="cms-page" tabIndex={-1}>
            <Outlet />
          </main>
          <AppFooter />
        </div>
      </div>
      {/* A new screen starts at its top (a list opened from the foot of a long form); Back returns
          to where the screen was left. */}
      <ScrollRestoration />
    </div>
  );
}
