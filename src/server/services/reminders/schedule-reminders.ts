import type { Logger } from '../logger';
import { runReminders, type ReminderDeps } from './run-reminders';

/** How often a process asks for the day's run: the day's first turn comes at most this late. */
export const REMINDER_CHECK_MS = 10 * 60_000;

/**
 * Runs the daily reminders in this process: once now and then every REMINDER_CHECK_MS. Each look
 * either takes the Colombo day's run (one process a day, whatever the number of processes) or finds
 * it taken and does nothing. Answers a stop for shutdown.
 */
export function scheduleReminders(deps: ReminderDeps, log: Logger, everyMs = REMINDER_CHECK_MS): () => void {
  const look = async () => {
    try {
      const result = await runReminders(deps);
      if (result) log.info({ job: 'sms-reminders', ...result }, 'reminder SMS queued for the day');
    } catch (err) {
      log.error({ err, job: 'sms-reminders' }, 'the daily reminder SMS failed; the next look retries');
    }
  };
  void look();
  const timer = setInterval(() => void look(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
