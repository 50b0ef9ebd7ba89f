import { writeFileSync } from 'node:fs';
import { API_TYPES_FILE, renderApiTypes } from './api-types';

// Regenerates src/shared/api/openapi.d.ts from the contract.
writeFileSync(API_TYPES_FILE, await renderApiTypes());
console.log(`wrote ${API_TYPES_FILE.pathname}`);
