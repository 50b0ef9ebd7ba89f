import type { ServerHandle } from './server-process';
import type { MemoryCheck } from './report';

/**
 * The memory rule. A fuzzer cannot run the server's garbage collector, and PGlite's WebAssembly heap
 * never shrinks, so the resident size after the run is allowed to grow to 2.5x what it was right after
 * start-up (sign-ins and fixtures included), but never past 1.5 GiB, nor is a small post-start size
 * (PostgreSQL mode) held to less than 512 MiB: limit = min(1.5 GiB, max(512 MiB, 2.5 x post-start)).
 * "After" is the smallest of three samples a second apart, taken after two quiet seconds.
 */
export const MEMORY_FACTOR = 2.5;
const CEILING_KB = 1.5 * 1024 * 1024;
const FLOOR_KB = 512 * 1024;

/** The limit for a post-start RSS (in kB). */
export function memoryLimitKb(baselineKb: number): number {
  return Math.min(CEILING_KB, Math.max(FLOOR_KB, MEMORY_FACTOR * baselineKb));
}

/** Measures the settled RSS of the server after the run. */
export async function settledMemory(
  server: ServerHandle,
  baselineKb: number,
): Promise<MemoryCheck | undefined> {
  await new Promise((r) => setTimeout(r, 2_000));
  const samples: { rssKb: number; peakKb: number }[] = [];
  for (let i = 0; i < 3; i++) {
    const m = server.memory();
    if (m) samples.push(m);
    if (i < 2) await new Promise((r) => setTimeout(r, 1_000));
  }
  if (samples.length === 0) return undefined;
  return {
    baselineKb,
    afterKb: Math.min(...samples.map((s) => s.rssKb)),
    peakKb: Math.max(...samples.map((s) => s.peakKb)),
    limitKb: memoryLimitKb(baselineKb),
  };
}
