/**
 * `npm run bench:bundle`: the gzipped JavaScript and CSS of the client's first load (the login page
 * and the shell) and what each lazily loaded screen adds, from the build manifest of `dist/client`
 * (run `npm run build` first).
 */
import { resolve } from 'node:path';
import { measureBuild } from './bench/bundle-sizes';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const sizes = measureBuild(resolve('dist/client'));
console.log(
  `First load (login page, shell and home page): JS ${kb(sizes.initial.js)}, CSS ${kb(sizes.initial.css)} (gzip)`,
);
console.log('\nEach screen loaded on demand adds (gzip), and its JS once the home page is loaded:');
for (const route of sizes.routes) {
  console.log(
    `  ${route.src.padEnd(60)} JS ${kb(route.js).padStart(9)}  CSS ${kb(route.css).padStart(8)}  after home ${kb(route.jsAfterLanding).padStart(9)}`,
  );
}
