/** PostgreSQL error codes the services turn into 4xx answers. */
export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';

interface PgErrorLike {
  code?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

/** The PostgreSQL error under an error, whether drizzle wrapped it or not. */
function pgError(err: unknown): PgErrorLike | null {
  let e: unknown = err;
  for (let i = 0; i < 3 && e && typeof e === 'object'; i++) {
    const candidate = e as PgErrorLike;
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate;
    e = candidate.cause;
  }
  return null;
}

/** The SQLSTATE of a database error, or null for anything else. */
export function pgErrorCode(err: unknown): string | null {
  return (pgError(err)?.code as string | undefined) ?? null;
}

/** The constraint or index a unique / foreign key violation names, or null. */
export function violatedConstraint(err: unknown, code: string): string | null {
  const e = pgError(err);
  if (!e || e.code !== code) return null;
  return typeof e.constraint === 'string' ? e.constraint : '';
}
