import { colomboDate } from '../../../shared/time/colombo';

/** The product version the footer shows (spec 1 section 9). */
export const APP_VERSION = '2.0.5';

/** The footer: the current year (Asia/Colombo) and the version. */
export function AppFooter() {
  return (
    <footer className="cms-footer">
      © {colomboDate().slice(0, 4)} Lions Club CMS · Version {APP_VERSION}
    </footer>
  );
}
