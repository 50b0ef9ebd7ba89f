import { pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { OPENAPI_FILE } from '../src/server/openapi/load-document';

/** Where the generated types live (imported by the client's one openapi-fetch client). */
export const API_TYPES_FILE = new URL('../src/shared/api/openapi.d.ts', import.meta.url);

/** The TypeScript the contract generates today. */
export async function renderApiTypes(): Promise<string> {
  const ast = await openapiTS(pathToFileURL(OPENAPI_FILE));
  return `/** Generated from openapi/openapi.yaml by \`npm run api:types\`. Do not edit. */\n\n${astToString(ast)}`;
}
