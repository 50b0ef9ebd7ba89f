import { BENCH_PG_URL } from '../app-under-test';
import type { BenchSettings } from '../settings';
import { ensureWorld } from './generate';
import { FULL_SEQUENCE, measureWorld, SMOKE_SEQUENCE } from './measure';

/** The world of a smoke: every step runs, in seconds. */
export const SMOKE_SCALE = 0.01;

/**
 * P6 of `npm run bench`: the world-size district's lists, searches and reports. A full run reuses the
 * generated world (`npm run bench:world` makes it; generated here when absent, which takes minutes),
 * a smoke generates or reuses a world of SMOKE_SCALE and sends a few requests per endpoint.
 */
export async function runWorldSection(settings: BenchSettings): Promise<string> {
  const world = await ensureWorld({
    scale: settings.smoke ? SMOKE_SCALE : 1,
    fresh: false,
    serverUrl: BENCH_PG_URL,
  });
  const measured = await measureWorld(world, settings.smoke ? SMOKE_SEQUENCE : FULL_SEQUENCE);
  return measured.markdown;
}
