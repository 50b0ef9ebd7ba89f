import { colomboDate } from '../../../shared/time/colombo';

/**
 * The environment variable that pins the server's "today" (YYYY-MM-DD, Asia/Colombo) in tests. It is
 * honoured only under NODE_ENV=test: the browser tests' server runs in its own process, where the test
 * runner's fake timers cannot reach, and files reports for every month of the demo Lions year; they pin
 * the day here (playwright.config.ts). Elsewhere it is ignored, so a stray variable in production
 * cannot open future months.
 */
export const PINNED_TODAY_VARIABLE = 'CMS_TODAY';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The server's today in Asia/Colombo (YYYY-MM-DD): the one clock that decides which months have begun
 * and which dates lie in the future. The process clock (which API tests pin with fake timers), unless
 * the day is pinned under NODE_ENV=test.
 */
export function serverToday(env: NodeJS.ProcessEnv = process.env): string {
  const pinned = env[PINNED_TODAY_VARIABLE];
  if (env.NODE_ENV === 'test' && pinned && ISO_DAY.test(pinned)) return pinned;
  return colomboDate();
}
