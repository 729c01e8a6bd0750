import { ApiError } from './api-error';

/**
 * The safety net for values the contract let through. A database error of SQLSTATE class 22 ("data
 * exception": invalid text encoding, an untranslatable character, a number out of range, a value too long)
 * is caused by what the request sent, not by the server: it answers 400 in the API's error shape instead
 * of 500. By the time it gets here the write's transaction has been rolled back (`Db.transaction`), so
 * nothing was saved. Each one is logged as a defect: the contract (`src/contract/`) should have refused the
 * value with a sentence naming its field, and that is where it gets fixed.
 */
export function inputDataError(error: unknown, request: { method: string; path: string }): ApiError | undefined {
  const code = sqlState(error);
  if (!code?.startsWith('22')) return undefined;
  const reason = error instanceof Error ? error.message : String(error);
  console.error(
    `[server] defect: ${request.method} ${request.path}: the database refused a value the contract accepted (SQLSTATE ${code}: ${reason}); refuse it in src/contract with a message naming the field`,
  );
  return new ApiError(400, 'unstorable_value', 'The request holds a value that cannot be stored; nothing was saved', {
    details: [{ field: '(body)', message: `holds a value the database cannot store (${reason})` }],
  });
}

function sqlState(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}
