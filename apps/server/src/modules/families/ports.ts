import type { TenantScope } from '@fairplay/db';

/** What the families module needs from the courts module (handed over by app.ts). */
export interface FamiliesNeeds {
  /** The club's courts among `ids` (their names label a family's upcoming bookings). */
  findCourts(scope: TenantScope, ids: number[]): Promise<{ id: number; name: string }[]>;
}
