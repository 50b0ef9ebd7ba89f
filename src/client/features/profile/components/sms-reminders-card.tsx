import { Callout, Card, H4, Intent, Switch } from '@blueprintjs/core';
import { useId } from 'react';
import { useT } from '../../../i18n/translator';
import { linesOf } from '../../../lib/api-error';
import { useChangeSmsReminders } from '../api/use-change-sms-reminders';
import { profileMessages } from '../messages';

/** Props of the SMS reminders card. */
export interface SmsRemindersCardProps {
  /** Whether the reminders reach the member now (the profile's sms_reminders; on when absent). */
  enabled: boolean;
}

/**
 * The profile's switch for the daily reminder SMS of reports falling due. While a change is on its
 * way the switch shows the value asked for, so a slow answer does not make it jump back and forth.
 */
export function SmsRemindersCard({ enabled }: SmsRemindersCardProps) {
  const t = useT();
  const headingId = useId();
  const change = useChangeSmsReminders();
  const shown = change.isPending ? change.variables : enabled;
  return (
    <Card className="cms-profile-list-card" elevation={1}>
      <section aria-labelledby={headingId}>
        <H4 id={headingId} className="cms-profile-list-card__title">
          {t(profileMessages.smsReminders)}
        </H4>
        <Switch
          // Announced as a switch (on/off), not a checkbox: assistive technology reads the state so.
          role="switch"
          checked={shown}
          disabled={change.isPending}
          label={t(profileMessages.smsRemindersSwitch)}
          onChange={(event) => change.mutate(event.currentTarget.checked)}
        />
        {change.isError && (
          <Callout intent={Intent.DANGER} role="alert">
            {linesOf(change.error).map((line) => (
              <div key={line}>{line}</div>
            ))}
          </Callout>
        )}
      </section>
    </Card>
  );
}
