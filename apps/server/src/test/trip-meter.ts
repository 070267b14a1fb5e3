import pg from 'pg';
import { PgDatabase } from 'drizzle-orm/pg-core';
import type { DatabaseHandle } from '@fairplay/db';

/** What one request cost the database: statements, transactions, and the server modules that built them. */
export interface Trip {
  /** SQL statements sent to the database (BEGIN, COMMIT, ROLLBACK and savepoints not counted). */
  queries: number;
  /** Transactions opened. */
  transactions: number;
  /** Every server module on the call stack where a statement was built or a transaction opened, sorted. */
  modules: string[];
  /** Statements built, by the innermost server module that built them. */
  byModule: Record<string, number>;
  /** Changes of that module from one statement to the next (how often the trip goes back and forth). */
  handoffs: number;
  /** The innermost module that opened each transaction, in order. */
  transactionsBy: string[];
}

const MODULE = /\/modules\/([a-z-]+)\//g;
const CONTROL = /^\s*(begin|commit|rollback|savepoint|release)/i;
/** Any function the meter wraps. */
type Fn = (...args: unknown[]) => unknown;

const BUILDERS = ['select', 'selectDistinct', 'selectDistinctOn', 'insert', 'update', 'delete', 'execute', '$count'];

function modulesOnStack(): string[] {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 200;
  const stack = new Error().stack ?? '';
  Error.stackTraceLimit = limit;
  return [...stack.matchAll(MODULE)].map((match) => match[1]!);
}

/**
 * Measures the database trip of what `work` does (issue 25.5), for the time of `work` only. Statements and
 * transactions are counted at the driver (node-postgres' `Client.prototype.query`, or PGlite's `query` and
 * `transaction`); the modules are read from the call stack where Drizzle is asked to build a statement
 * (`select`, `insert`, … of a database or transaction), where a prepared statement runs, and where a transaction
 * opens. A test instrument only: nothing of the app changes.
 */
export async function measureTrip(handle: DatabaseHandle, work: () => Promise<void>): Promise<Trip> {
  let queries = 0;
  let transactions = 0;
  const built: string[][] = [];
  const opened: string[][] = [];
  const sent = (text: unknown) => {
    const sql = typeof text === 'string' ? text : ((text as { text?: string } | null)?.text ?? '');
    if (/^\s*begin/i.test(sql)) transactions += 1;
    if (!CONTROL.test(sql)) queries += 1;
  };
  const restore: (() => void)[] = [];
  const patch = <T extends object>(target: T, name: string, wrap: (original: Fn) => Fn) => {
    const own = Object.prototype.hasOwnProperty.call(target, name);
    const original = (target as Record<string, Fn>)[name]!;
    (target as Record<string, Fn>)[name] = wrap(original);
    restore.push(() => {
      if (own) (target as Record<string, Fn>)[name] = original;
      else delete (target as Record<string, Fn>)[name];
    });
  };
  for (const name of BUILDERS)
    patch(
      PgDatabase.prototype,
      name,
      (original) =>
        function (this: unknown, ...args: unknown[]) {
          built.push(modulesOnStack());
          return original.apply(this, args);
        },
    );
  // Who opens each transaction: read where the app calls its database's `transaction`.
  patch(handle.db, 'transaction', (original) => (...args: unknown[]) => {
    opened.push(modulesOnStack());
    return original.apply(handle.db, args);
  });
  if (handle.kind === 'postgres') {
    patch(
      pg.Client.prototype,
      'query',
      (original) =>
        function (this: unknown, ...args: unknown[]) {
          sent(args[0]);
          return original.apply(this, args);
        },
    );
  } else {
    const client = (handle.db as unknown as { session: { client: PgliteLike } }).session.client;
    patch(client, 'query', (original) => (...args: unknown[]) => {
      sent(args[0]);
      return original.apply(client, args);
    });
    patch(client, 'transaction', (original) => (...args: unknown[]) => {
      const callback = args[0] as (tx: PgliteLike) => Promise<unknown>;
      transactions += 1;
      return original.call(client, (tx: PgliteLike) => {
        const inner = tx.query;
        tx.query = (...args: unknown[]) => {
          sent(args[0]);
          return inner.apply(tx, args);
        };
        return callback(tx);
      });
    });
  }
  // Prepared statements (packages/db prepared.ts) run without a builder call: their `execute` is awaited directly.
  const preparedProto = await preparedPrototype(handle);
  if (preparedProto)
    patch(
      preparedProto,
      'execute',
      (original) =>
        function (this: unknown, ...args: unknown[]) {
          // A builder's own statement runs through here too (counted where it was built): only direct calls count.
          const names = modulesOnStack();
          if (names.length > 0 && !/query-builders/.test(new Error().stack ?? '')) built.push(names);
          return original.apply(this, args);
        },
    );
  try {
    await work();
  } finally {
    for (const undo of restore.reverse()) undo();
  }
  const modules = new Set<string>();
  const byModule: Record<string, number> = {};
  let handoffs = 0;
  let last: string | undefined;
  for (const names of [...built, ...opened]) names.forEach((name) => modules.add(name));
  for (const names of built) {
    const innermost = names[0] ?? '(plugins)';
    byModule[innermost] = (byModule[innermost] ?? 0) + 1;
    if (last !== undefined && innermost !== last) handoffs += 1;
    last = innermost;
  }
  const transactionsBy = opened.map((names) => names[0] ?? '(plugins)');
  return { queries, transactions, modules: [...modules].sort(), byModule, handoffs, transactionsBy };
}

async function preparedPrototype(handle: DatabaseHandle): Promise<object | null> {
  const module =
    handle.kind === 'postgres'
      ? ((await import('drizzle-orm/node-postgres/session')) as Record<string, unknown>).NodePgPreparedQuery
      : ((await import('drizzle-orm/pglite/session')) as Record<string, unknown>).PglitePreparedQuery;
  return (module as { prototype: object } | undefined)?.prototype ?? null;
}

interface PgliteLike {
  query: (...args: unknown[]) => unknown;
  transaction: (callback: (tx: PgliteLike) => Promise<unknown>) => unknown;
}
