import { fileURLToPath } from 'node:url';
import openapiTS, { astToString, COMMENT_HEADER, type OpenAPI3 } from 'openapi-typescript';

/** The contract client generators start from, and the TypeScript types generated from it (both checked in). */
export const CONTRACT_FILE = fileURLToPath(new URL('../../../packages/api-client/openapi.json', import.meta.url));
export const CLIENT_TYPES_FILE = fileURLToPath(new URL('../../../packages/api-client/src/schema.ts', import.meta.url));

/** Operations that exist only outside production (the sandbox gateway, the SMS outbox): no client may rely on them. */
const DEV_ONLY_TAGS = new Set(['sandbox', 'development']);

/** The parts of an OpenAPI document read here; @fastify/swagger's path items hold operations only. */
type Document = { paths?: Record<string, Record<string, { tags?: string[] }>> };

const isDevOnly = (operation: { tags?: string[] }) => operation.tags?.some((tag) => DEV_ONLY_TAGS.has(tag)) ?? false;

/** The app's OpenAPI document as published to clients: without the operations production does not serve. */
export function contractOf(document: object): Document {
  const { paths: allPaths = {} } = document as Document;
  const paths = Object.entries(allPaths)
    .map(([path, item]) => [path, Object.fromEntries(Object.entries(item).filter(([, operation]) => !isDevOnly(operation)))] as const)
    .filter(([, item]) => Object.keys(item).length > 0);
  return { ...document, paths: Object.fromEntries(paths) };
}

export const contractText = (contract: Document) => `${JSON.stringify(contract, null, 2)}\n`;

/** What `openapi-typescript openapi.json` would write, generated in-process so the test and the script agree. */
export async function clientTypesOf(contract: Document): Promise<string> {
  return COMMENT_HEADER + astToString(await openapiTS(contract as OpenAPI3, { silent: true }));
}
