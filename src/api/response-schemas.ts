/**
 * Finds the contract's response schema of an endpoint. The contract is loaded
 * with the first request, not with the page, so the login route stays small.
 */
export type SchemaLike = {
  safeParse(value: unknown): { success: true; data: unknown } | { success: false; error: unknown };
};

let contract: Promise<typeof import('../contract/endpoints')> | null = null;

export async function responseSchemaFor(method: 'GET' | 'POST', path: string): Promise<SchemaLike | undefined> {
  contract ??= import('../contract/endpoints');
  const { endpointOf } = await contract;
  const def = endpointOf(path);
  if (!def || def.method !== method) return undefined;
  return def.response as SchemaLike;
}
