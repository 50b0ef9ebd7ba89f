import { Button, Callout, Intent, Tag } from '@blueprintjs/core';
import { useT } from '../../../i18n/translator';
import { deviceTime } from '../../../lib/outbox/device-time';
import { outboxMessages } from '../../../lib/outbox/messages';
import { removeEntry } from '../../../lib/outbox/outbox-store';
import { useOutboxEntries } from '../../../lib/outbox/use-outbox';

/**
 * The reports the officer submitted offline that the server does not have yet: each 'Waiting to
 * send', or 'Not accepted' with the server's reasons and a Discard (the officer files it again from
 * the form). Nothing shows when none are kept.
 */
export function KeptReports() {
  const t = useT();
  const entries = useOutboxEntries();
  if (entries.length === 0) return null;
  return (
    <Callout
      icon="cloud-upload"
      intent={Intent.WARNING}
      title={t(outboxMessages.heading)}
      className="cms-kept-reports"
    >
      <ul className="cms-kept-reports__list">
        {entries.map((entry) => (
          <li key={entry.id} className="cms-kept-reports__entry">
            <span>
              {t(outboxMessages.entry, {
                title: entry.typeTitle,
                month: entry.month,
                time: deviceTime(entry.queuedAt),
              })}
            </span>{' '}
            {entry.state === 'waiting' ? (
              <Tag minimal intent={Intent.WARNING}>
                {t(outboxMessages.waiting)}
              </Tag>
            ) : (
              <>
                <Tag minimal intent={Intent.DANGER}>
                  {t(outboxMessages.failed)}
                </Tag>{' '}
                <Button size="small" variant="minimal" onClick={() => void removeEntry(entry.id)}>
                  {t(outboxMessages.discard)}
                </Button>
                <ul className="cms-kept-reports__errors">
                  {entry.errors.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </>
            )}
          </li>
        ))}
      </ul>
    </Callout>
  );
}
