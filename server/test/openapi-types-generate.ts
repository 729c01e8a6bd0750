import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { openApiDocument } from '../openapi';

/** Where the types generated from the API document are kept (checked against the contract by server/openapi-types.test.ts). */
export const OPENAPI_TYPES_FILE = fileURLToPath(new URL('../openapi-types.gen.ts', import.meta.url));

const HEADER = '/**\n * Generated from the API document (/api/openapi.json) by openapi-typescript: `npm run openapi:types`. Do not edit.\n */\n\n';

/** The TypeScript types of the current document, as openapi-typescript writes them. */
export async function generateOpenApiTypes(): Promise<string> {
  const ast = await openapiTS(JSON.stringify(openApiDocument()));
  return HEADER + astToString(ast);
}

export async function committedOpenApiTypes(): Promise<string> {
  return readFile(OPENAPI_TYPES_FILE, 'utf8');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await writeFile(OPENAPI_TYPES_FILE, await generateOpenApiTypes());
  console.log(`wrote ${OPENAPI_TYPES_FILE}`);
}
