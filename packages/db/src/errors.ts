/**
 * What a database failure is, read the same way for both drivers. node-postgres and PGlite put the SQLSTATE on
 * the error's `code`; Drizzle wraps driver errors (DrizzleQueryError) and keeps the driver's error as `cause`.
 */

/** The facts of a database error that decide what the client is told; never its query or parameters. */
export interface DatabaseErrorFacts {
  /** The five-character SQLSTATE, e.g. 23505. */
  sqlState: string;
  constraint?: string;
  table?: string;
  column?: string;
  message: string;
}

/** How far a `cause` chain is followed. */
const CAUSE_DEPTH = 5;

/** The error and its causes, outermost first. */
function chainOf(error: unknown): object[] {
  const chain: object[] = [];
  let current: unknown = error;
  while (current !== null && typeof current === 'object' && chain.length <= CAUSE_DEPTH) {
    chain.push(current);
    current = (current as { cause?: unknown }).cause;
  }
  return chain;
}

/** A SQLSTATE: five digits or capital letters with at least one digit (Node's codes such as EPIPE have none). */
const SQLSTATE = /^(?=.*[0-9])[0-9A-Z]{5}$/;

/** The database's own error in the chain (its SQLSTATE and the constraint it names), or null. */
export function databaseErrorFacts(error: unknown): DatabaseErrorFacts | null {
  for (const link of chainOf(error)) {
    const candidate = link as {
      code?: unknown;
      constraint?: unknown;
      table?: unknown;
      column?: unknown;
      message?: unknown;
    };
    if (typeof candidate.code !== 'string' || !SQLSTATE.test(candidate.code)) continue;
    const facts: DatabaseErrorFacts = {
      sqlState: candidate.code,
      message: typeof candidate.message === 'string' ? candidate.message : '',
    };
    if (typeof candidate.constraint === 'string') facts.constraint = candidate.constraint;
    if (typeof candidate.table === 'string') facts.table = candidate.table;
    if (typeof candidate.column === 'string') facts.column = candidate.column;
    return facts;
  }
  return null;
}

/**
 * SQLSTATEs of a lost or refused connection: class 08 (connection exception), 57P01-57P03 (the server was shut
 * down, crashed or is starting) and 53300 (too many connections).
 */
const CONNECTION_SQLSTATE = /^(08...|57P0[123]|53300)$/;
/** Node's socket errors for a server that went away or cannot be reached. */
const CONNECTION_NODE_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/**
 * node-postgres' own errors for a connection that ended ("Connection terminated", "... unexpectedly"), a client
 * used after its connection failed, and a pool that could not open one in time.
 */
const CONNECTION_MESSAGES =
  /^(Connection terminated|Client has encountered a connection error|Client was closed|timeout exceeded when trying to connect|Connection ended)/;

/**
 * Whether the database connection was lost or could not be made. The server rolls back an open transaction when
 * its connection ends, and a retry on a new connection may succeed.
 */
export function isConnectionFailure(error: unknown): boolean {
  return chainOf(error).some((link) => {
    const { code, message } = link as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (CONNECTION_NODE_CODES.has(code) || CONNECTION_SQLSTATE.test(code))) return true;
    return typeof message === 'string' && CONNECTION_MESSAGES.test(message);
  });
}

/** Failures to open a connection: the server is down, unreachable, starting up or full. */
const CONNECT_NODE_CODES = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
const CONNECT_SQLSTATE = /^(08001|08004|57P03|53300)$/;

/**
 * Whether a connection that worked was lost (as opposed to one that could not be opened): the other pooled
 * connections may have died the same way unnoticed, so a statement that is safe to repeat is worth repeating on
 * another one. A failure to connect is not: the next try would wait for the same refusal.
 */
export function isLostConnection(error: unknown): boolean {
  if (!isConnectionFailure(error)) return false;
  return !chainOf(error).some((link) => {
    const { code, message } = link as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (CONNECT_NODE_CODES.has(code) || CONNECT_SQLSTATE.test(code))) return true;
    return typeof message === 'string' && message.startsWith('timeout exceeded when trying to connect');
  });
}
