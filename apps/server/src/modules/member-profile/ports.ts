import type { TenantScope } from '@fairplay/db';

/** What the member detail needs from modules it may not import (handed over by app.ts). */
export interface MemberProfileNeeds {
  /** The names of the club's courts among `ids` (the courts module's). */
  courtNames(scope: TenantScope, ids: number[]): Promise<Map<number, string>>;
}
