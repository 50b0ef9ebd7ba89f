import { startServer } from './server';

// The process entry: `tsx src/server/main.ts` (npm start goes through scripts/start.ts).
await startServer();
