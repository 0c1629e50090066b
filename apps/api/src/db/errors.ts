/** The error and the causes under it (drizzle wraps the driver's error; a service may wrap drizzle's). */
function* chain(err: unknown): Generator<Record<string, unknown>> {
  for (
    let e: unknown = err, depth = 0;
    e && typeof e === 'object' && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    yield e as Record<string, unknown>;
  }
}

/** An error PostgreSQL answered (pg's DatabaseError, PGlite's equivalent): it has a SQLSTATE and a severity. */
const isPostgresError = (e: Record<string, unknown>) => typeof e.code === 'string' && typeof e.severity === 'string';

/** PostgreSQL's unique_violation (23505), through drizzle's DrizzleQueryError wrapper on both drivers. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === undefined || name === undefined || name === constraint;
  }
  return false;
}

/**
 * PostgreSQL refused a text the client sent: a NUL byte (22021 character_not_in_repertoire,
 * "invalid byte sequence for encoding") or a \u0000 escape inside jsonb (22P05). The contracts
 * refuse control characters first; this keeps one that slips through a 400, not a 500.
 */
export function isRejectedText(err: unknown): boolean {
  for (const e of chain(err)) {
    if (!isPostgresError(e)) continue;
    if (e.code === '22021' || e.code === '22P05') return true;
    if (typeof e.message === 'string' && /invalid byte sequence/i.test(e.message)) return true;
  }
  return false;
}

// What a failed query may say in a log (the log once held an argon2 hash, CUIT/CBU and e-mails
// from the parameters). drizzle's message repeats every parameter, PGlite's error carries them,
// pg's `detail` quotes row values: only the SQL text and PostgreSQL's own words stay.
const SAFE_FIELDS = ['code', 'severity', 'routine', 'constraint', 'table', 'column', 'schema', 'dataType'] as const;

const hasQueryData = (err: unknown) =>
  [...chain(err)].some((e) => isPostgresError(e) || 'params' in e || 'parameters' in e);

/** Class 22 (data exception) messages quote the refused value: `invalid input syntax for type uuid: "…"`. */
function safeMessage(e: Record<string, unknown>): string {
  if (typeof e.query === 'string' && 'params' in e && !isPostgresError(e)) return `Failed query: ${e.query}`;
  const message = typeof e.message === 'string' ? e.message : '';
  return isPostgresError(e) && String(e.code).startsWith('22') ? message.replace(/"[^"]*"/g, '"…"') : message;
}

function clean(e: Record<string, unknown>, depth: number): Error {
  const safe = new Error(safeMessage(e)) as Error & Record<string, unknown>;
  // pg and PGlite (whose classes are minified) both answer what PostgreSQL calls an error.
  const className = (e as { constructor?: { name?: unknown } }).constructor?.name;
  safe.name = isPostgresError(e)
    ? 'DatabaseError'
    : typeof className === 'string' && className !== 'Object'
      ? className
      : 'Error';
  const frames = typeof e.stack === 'string' ? e.stack.split('\n').filter((l) => /^\s+at /.test(l)) : [];
  safe.stack = [`${safe.name}: ${safe.message}`, ...frames].join('\n');
  for (const field of SAFE_FIELDS) if (typeof e[field] === 'string') safe[field] = e[field];
  if (typeof e.query === 'string') safe.query = e.query;
  const cause = e.cause;
  if (cause && typeof cause === 'object' && depth < 4) safe.cause = clean(cause as Record<string, unknown>, depth + 1);
  return safe;
}

/**
 * The error as it may be logged: a failed query keeps its SQL text, SQLSTATE and PostgreSQL's
 * message (values quoted in data exceptions hidden), never its parameters or row details. Other
 * errors are returned unchanged.
 */
export function loggableError(err: unknown): unknown {
  return err && typeof err === 'object' && hasQueryData(err) ? clean(err as Record<string, unknown>, 0) : err;
}
