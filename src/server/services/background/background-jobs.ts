import type { Logger } from '../logger';

/** Work a request starts and does not wait for (an SMS, a reset link), finished before the app closes. */
export interface BackgroundJobs {
  /** Starts `job` after the current request's answer; a failure is logged, never thrown. */
  run(name: string, job: () => Promise<void>): void;
  /** Resolves once every job started so far has finished (closing, tests). */
  drain(): Promise<void>;
}

/** Background jobs of one server process, tracked so a graceful stop loses none. */
export function createBackgroundJobs(log: Logger): BackgroundJobs {
  const pending = new Set<Promise<void>>();
  return {
    run(name, job) {
      const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(job)
        .catch((err: unknown) => log.error({ err, job: name }, 'background job failed'))
        .finally(() => pending.delete(done));
      pending.add(done);
    },
    async drain() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
