import { colomboDate } from '../../../shared/time/colombo';
import { useT } from '../../i18n/translator';
import { shellMessages } from './messages';

/** The product version the footer shows (spec 1 section 9). */
export const APP_VERSION = '2.0.5';

/** The footer: the current year (Asia/Colombo) and the version. */
export function AppFooter() {
  const t = useT();
  return (
    <footer className="cms-footer">
      {t(shellMessages.footer, { year: colomboDate().slice(0, 4), version: APP_VERSION })}
    </footer>
  );
}
