import { Alignment, Button, Navbar, NavbarDivider, NavbarGroup, NavbarHeading } from '@blueprintjs/core';
import { useState } from 'react';
import { Outlet } from 'react-router';
import { AppFooter } from './app-footer';
import { NavMenu } from './nav-menu';
import { NotificationsBell } from './notifications-drawer';
import { PageTitleBar } from './page-title-bar';
import { ProfileMenu } from './profile-menu';

/** The signed-in layout: top bar, navigation, page title bar, the page, and the footer. */
export function AppShell() {
  const [navOpen, setNavOpen] = useState(false);
  return (
    <div className="cms-shell">
      <Navbar className="cms-topbar">
        <NavbarGroup align={Alignment.START}>
          <Button
            className="cms-topbar__menu-toggle"
            variant="minimal"
            icon="menu"
            aria-label="Menu"
            aria-expanded={navOpen}
            onClick={() => setNavOpen((open) => !open)}
          />
          <NavbarHeading>Lions Club CMS</NavbarHeading>
        </NavbarGroup>
        <NavbarGroup align={Alignment.END}>
          <NotificationsBell />
          <NavbarDivider />
          <ProfileMenu />
        </NavbarGroup>
      </Navbar>
      <div className="cms-body">
        <aside className={`cms-sidebar${navOpen ? ' cms-sidebar--open' : ''}`}>
          <NavMenu onNavigate={() => setNavOpen(false)} />
        </aside>
        <div className="cms-main">
          <PageTitleBar />
          <div className="cms-page">
            <Outlet />
          </div>
          <AppFooter />
        </div>
      </div>
    </div>
  );
}
