/** How hard and how long the benchmark pushes: the full run for people, a smoke for CI. */
export interface BenchSettings {
  smoke: boolean;
  connections: number;
  seconds: number;
  warmupSeconds: number;
  /** Rows of the CSV benchmark (P3). */
  csvRows: number;
  /** Simulated users and seconds of the mixed load. */
  mixedUsers: number;
  mixedSeconds: number;
}

/** The full run (issue 12's figures). */
export const FULL: BenchSettings = {
  smoke: false,
  connections: 50,
  seconds: 10,
  warmupSeconds: 3,
  csvRows: 1_000_000,
  mixedUsers: 200,
  mixedSeconds: 60,
};

/** CI's smoke: every section runs, for seconds, with no thresholds. */
export const SMOKE: BenchSettings = {
  smoke: true,
  connections: 10,
  seconds: 1,
  warmupSeconds: 0,
  csvRows: 5_000,
  mixedUsers: 10,
  mixedSeconds: 5,
};
