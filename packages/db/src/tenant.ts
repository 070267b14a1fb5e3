import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client.js';

/** A table whose rows belong to one club. */
export type TenantTable = PgTable & { businessId: PgColumn; id: PgColumn };

/**
 * The one place where club scoping happens. Repositories receive a scope for the signed-in user's club and
 * build every condition on club-owned tables through `where`, and every insert through `values`, so a
 * query cannot forget the business_id.
 */
export class TenantScope {
  constructor(
    readonly db: Executor,
    readonly businessId: number,
  ) {}

  /** The condition that keeps `table` to this club, joined with any further conditions. */
  where(table: TenantTable, ...conditions: (SQL | undefined)[]): SQL {
    return and(eq(table.businessId, this.businessId), ...conditions) as SQL;
  }

  /**
   * `where` for a query prepared once for every club (`prepared`): the club's id is the placeholder `businessId`,
   * which each call fills with its scope's `businessId`.
   */
  static preparedWhere(table: TenantTable, ...conditions: (SQL | undefined)[]): SQL {
    return and(eq(table.businessId, sql.placeholder('businessId')), ...conditions) as SQL;
  }

  /** Stamps new rows with this club's id, overriding whatever the caller passed. */
  values<T extends object>(row: T): T & { businessId: number } {
    return { ...row, businessId: this.businessId };
  }

  /** The same scope running inside a transaction. */
  within(tx: Executor): TenantScope {
    return new TenantScope(tx, this.businessId);
  }
}
