import { PINNED_TODAY_VARIABLE } from '../../src/server/services/clock/server-today';
import { testToday } from './test-today';

// Every API test file: the server's "today" for the future rule is the Lions year's last day (see
// test-today.ts), unless the file pins its own. Fake timers (pin-today.ts) still move the rest.
process.env[PINNED_TODAY_VARIABLE] ??= testToday();
