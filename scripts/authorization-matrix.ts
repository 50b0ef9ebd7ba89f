import { writeFileSync } from 'node:fs';
import { MATRIX_DOCUMENT, renderMatrixDocument } from '../tests/authorization/matrix-document';

// Regenerates docs/authorization-matrix.md from the policy table and the contract
// (tests/api/authorization-matrix.test.ts fails while the file differs from this output).
writeFileSync(MATRIX_DOCUMENT, await renderMatrixDocument());
console.log(`wrote ${MATRIX_DOCUMENT}`);
