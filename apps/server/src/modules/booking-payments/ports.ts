import type { TenantScope } from '@fairplay/db';
import type { PaidBookings } from '../appointments/index.js';
import type { JobRunner } from '../jobs/index.js';
import type { PaymentConnection, PaymentsModule } from '../payments/index.js';

/** What booking payments need of other modules, given by app.ts. */
export interface BookingPaymentsNeeds {
  bookings: PaidBookings;
  /** Tells the club's open court sheets to refresh (appointments). */
  scheduleChanged: (businessId: number) => void;
  payments: {
    connection(scope: TenantScope): Promise<PaymentConnection>;
    charging: PaymentsModule['charging'];
    holds: PaymentsModule['holds'];
  };
  jobs: JobRunner;
  /** The courts' facility groups (points are held per group: a booking paid with points spends its courts'). */
  findCourts(scope: TenantScope, ids: number[]): Promise<{ id: number; facilityGroupId: number }[]>;
  /** Gives back lesson places whose payment never went through (the lessons module's). */
  lessonPlaces: { withdraw(scope: TenantScope, placeIds: number[]): Promise<void> };
}
