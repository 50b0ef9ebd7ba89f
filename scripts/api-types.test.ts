import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_TYPES_FILE, renderApiTypes } from './api-types';

describe('generated API types', () => {
  it('match openapi.yaml (run `npm run api:types` after changing the contract)', async () => {
    const committed = readFileSync(API_TYPES_FILE, 'utf8');
    expect(committed).toBe(await renderApiTypes());
  });
});
