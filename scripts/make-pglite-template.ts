import { relative } from 'node:path';
import { makePgliteTemplate } from '../src/server/db/make-pglite-template';

// `npm run build` (postbuild): the PGlite data folder a first start copies instead of running
// initdb and every migration (src/server/db/pglite-template.ts). Kept when this checkout's is made.
const dir = await makePgliteTemplate();
console.log(`PGlite template: ${relative(process.cwd(), dir)}`);
