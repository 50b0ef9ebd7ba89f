import { useOnline } from './use-online';
import { useT } from '../../i18n/translator';
import { shellMessages } from './messages';

/**
 * Says so when the device has no connection (issue 13): forms keep what is typed on the device, and
 * a report sent now goes when the connection returns. Drawn with Blueprint's classes: it is part of
 * the first load.
 */
export function OfflineBanner() {
  const t = useT();
  const online = useOnline();
  return (
    <div role="status" className="cms-offline-banner-slot">
      {online ? null : (
        <div className="bp6-callout bp6-intent-warning cms-offline-banner">{t(shellMessages.offline)}</div>
      )}
    </div>
  );
}
