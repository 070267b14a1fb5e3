import {
  READER_MESSAGES,
  SANDBOX_PATHS,
  type Reader,
  type ReaderList,
  type readerCreateBody,
} from '@fairplay/contracts';
import { postalAddressOf } from '@fairplay/domain';
import type { TenantScope } from '@fairplay/db';
import type { z } from 'zod';
import { AppError, fieldError } from '../../errors.js';
import type { MemberContext } from '../identity/index.js';
import { locationChoicesOf, locationNamesOf, locationOf } from '../locations/index.js';
import { chargeIdsOfPayments } from './charges.repository.js';
import { requireAccount, type PaymentsContext } from './context.js';
import { providerFailure } from './provider-errors.js';
import { ProviderError, type ProviderReader } from '../payment-gateway/index.js';
import {
  completeReaderRow,
  deleteReaderRow,
  findReaderRow,
  insertReaderRow,
  providerLocationOf,
  readerRowsOf,
  type ReaderRow,
} from './readers.repository.js';

type ReaderCreateBody = z.output<typeof readerCreateBody>;

/**
 * The country a provider's terminal location is registered in, from the club's currency (the club keeps no
 * country of its own; docs/decisions.md "Card readers").
 */
const COUNTRY_OF_CURRENCY: Record<string, string> = {
  usd: 'US',
  cad: 'CA',
  gbp: 'GB',
  aud: 'AU',
  nzd: 'NZ',
  sgd: 'SG',
  eur: 'IE',
};

/** A reader failure in the caller's words: a bad code or label names its field; a busy reader is a conflict. */
export function readerFailure(error: unknown): AppError {
  if (error instanceof ProviderError) {
    if (error.code === 'invalid_code') return fieldError('registration_code', READER_MESSAGES.invalidCode);
    if (error.code === 'reader_busy') return new AppError(409, READER_MESSAGES.readerBusy);
    if (error.code === 'reader_offline') return new AppError(409, READER_MESSAGES.readerOffline);
  }
  return providerFailure(error, 'reader_id');
}

export function readerView(
  context: PaymentsContext,
  row: ReaderRow,
  live: ProviderReader | undefined,
  locationName: string,
  chargeOf: Map<string, number>,
): Reader {
  const simulated = live?.simulated ?? row.deviceType.startsWith('simulated_');
  return {
    id: row.id,
    label: row.label,
    location_id: row.locationId,
    location_name: locationName,
    device_type: row.deviceType,
    serial_number: row.serialNumber,
    // A reader the provider no longer knows is not reachable.
    status: live?.status ?? 'offline',
    simulated,
    action: live?.action
      ? {
          charge_id: chargeOf.get(live.action.paymentId) ?? null,
          status: live.action.status,
          failure_message: live.action.failure?.message ?? null,
        }
      : null,
    simulator_url:
      context.provider.name === 'sandbox' && simulated ? `${SANDBOX_PATHS.reader}/${row.providerReaderId}` : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The club's card readers: registered with the provider at one of the club's locations, listed, removed. */
export function createReadersService(context: PaymentsContext) {
  const { provider } = context;

  async function views(scope: TenantScope, rows: ReaderRow[], live: ProviderReader[]): Promise<Reader[]> {
    const byId = new Map(live.map((reader) => [reader.id, reader]));
    const names = await locationNamesOf(scope, [...new Set(rows.map((row) => row.locationId))]);
    const busyWith = live.flatMap((reader) => (reader.action ? [reader.action.paymentId] : []));
    const chargeOf = await chargeIdsOfPayments(scope, busyWith);
    return rows.map((row) =>
      readerView(context, row, byId.get(row.providerReaderId!), names.get(row.locationId) ?? '', chargeOf),
    );
  }

  /** The provider's terminal location for one of ours: the one its readers have, or a new one. */
  async function providerLocation(member: MemberContext, account: string, locationId: number): Promise<string> {
    const scope = member.scope;
    const known = await providerLocationOf(scope, locationId, provider.name);
    if (known) return known;
    const location = await locationOf(scope, locationId);
    if (!location) throw new AppError(404, READER_MESSAGES.locationNotFound);
    // The processor asks for the street, city, state and postal code; the club's one-line address must have them.
    const address = postalAddressOf(location.address, COUNTRY_OF_CURRENCY[member.business.currencyCode] ?? 'US');
    if (!address) throw fieldError('location', READER_MESSAGES.addressIncomplete);
    const { locationId: created } = await provider.createLocation(account, {
      displayName: location.name,
      address,
      idempotencyKey: `terminal-location-${scope.businessId}-${location.id}`,
    });
    return created;
  }

  return {
    /** GET payment/reader/list: every registered reader, with its status and action as the provider has them. */
    async list(member: MemberContext): Promise<ReaderList> {
      const choices = await locationChoicesOf(member.scope);
      // A club not connected to the provider has no readers to discover (spec 3: an empty list, not an error).
      const account = await requireAccount(context, member.scope).catch(() => null);
      if (account === null) return { readers: [], locations: choices };
      const rows = await readerRowsOf(member.scope, provider.name);
      const live =
        rows.length === 0
          ? []
          : await provider.listReaders(account).catch((error: unknown) => {
              throw readerFailure(error);
            });
      return { readers: await views(member.scope, rows, live), locations: choices };
    },

    /**
     * POST payment/reader/create: our row first (its id keys the provider's call, so a retry registers once),
     * then the provider's location and reader; a refused code leaves nothing behind.
     */
    async create(member: MemberContext, body: ReaderCreateBody): Promise<Reader> {
      const scope = member.scope;
      const account = await requireAccount(context, scope);
      const location = await locationOf(scope, body.location);
      if (!location) throw new AppError(404, READER_MESSAGES.locationNotFound);
      const row = await insertReaderRow(scope, {
        locationId: location.id,
        label: body.label,
        provider: provider.name,
        createdBy: member.user.id,
      });
      try {
        const locationId = await providerLocation(member, account, location.id);
        const reader = await provider.registerReader(account, {
          registrationCode: body.registration_code,
          label: body.label,
          locationId,
          idempotencyKey: `reader-${scope.businessId}-${row.id}`,
        });
        const done = await completeReaderRow(scope, row.id, {
          providerReaderId: reader.id,
          providerLocationId: locationId,
          deviceType: reader.deviceType,
          serialNumber: reader.serialNumber,
        });
        return (await views(scope, [done!], [reader]))[0]!;
      } catch (error) {
        await deleteReaderRow(scope, row.id);
        throw error instanceof AppError ? error : readerFailure(error);
      }
    },

    /** DELETE payment/reader/remove/{id}: off the provider's account (if still there) and off the list. */
    async remove(member: MemberContext, id: number): Promise<{ id: number }> {
      const scope = member.scope;
      const row = await findReaderRow(scope, id, provider.name);
      if (!row) throw new AppError(404, READER_MESSAGES.readerNotFound);
      const account = await requireAccount(context, scope);
      await provider.deleteReader(account, row.providerReaderId!).catch((error: unknown) => {
        if (!(error instanceof ProviderError && error.code === 'not_found')) throw readerFailure(error);
      });
      await deleteReaderRow(scope, row.id);
      return { id: row.id };
    },

    /** POST payment/createterminaltoken: a connection token, for one location's readers when it is named. */
    async terminalToken(member: MemberContext, location: number | undefined): Promise<{ secret: string }> {
      const scope = member.scope;
      const account = await requireAccount(context, scope);
      let locationId: string | undefined;
      if (location !== undefined) {
        if (!(await locationOf(scope, location))) throw new AppError(404, READER_MESSAGES.locationNotFound);
        locationId = await providerLocation(member, account, location);
      }
      return provider.createConnectionToken(account, locationId ? { locationId } : {}).catch((error: unknown) => {
        throw readerFailure(error);
      });
    },

    findReader: (scope: TenantScope, id: number) => findReaderRow(scope, id, provider.name),
  };
}

export type ReadersService = ReturnType<typeof createReadersService>;
