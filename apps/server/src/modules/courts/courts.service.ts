import { COURT_MESSAGES, type Court, type CourtValues } from '@fairplay/contracts';
import { courtRuleIssues } from '@fairplay/domain';
import { fieldError, fieldErrors, notFound } from '../../errors.js';
import type { TenantScope } from '@fairplay/db';
import type { MemberContext } from '../identity/index.js';
import type { Selection } from '../../plugins/selection.js';
import {
  findCourt,
  countCourts,
  findCourtInfos,
  listCourts,
  ownCourtIds,
  updateCourt,
  type CourtInfo,
  type CourtRow,
} from './courts.repository.js';
import type { FacilityGroups } from './ports.js';

export function toCourt(row: CourtRow, categories: ReadonlyMap<number, number | null>): Court {
  return {
    id: row.id,
    name: row.name,
    facility_group_id: row.facilityGroupId,
    sport_category_id: categories.get(row.facilityGroupId) ?? null,
    price: row.price,
    details: row.details,
    surface: row.surface,
    party_size: row.partySize,
    virtual_court: row.virtualCourt,
    blocked_courts: row.blockedCourts,
    block_court_vertical_step: row.blockCourtVerticalStep,
    is_block_court_vertical: row.isBlockCourtVertical,
    booking_to_start: row.bookingToStart,
    min_list_duration: row.minListDuration,
    max_time_for_singles: row.maxTimeForSingles,
    max_time_for_doubles: row.maxTimeForDoubles,
    max_time_for_triples: row.maxTimeForTriples,
    max_time_for_quadruples: row.maxTimeForQuadruples,
    enable_max_time_for_bookings: row.enableMaxTimeForBookings,
    time_to_start_booking: row.timeToStartBooking,
    enable_time_to_start_booking: row.enableTimeToStartBooking,
  };
}

export function createCourtsService(facilities: FacilityGroups) {
  /**
   * The club's courts inside the header's selection in sheet order: facility groups in their order, then the
   * courts in theirs. A location or group of another club simply matches nothing.
   */
  async function inSelection(scope: TenantScope, selection: Selection): Promise<CourtRow[]> {
    // The groups' order is read beside the courts (side by side on PostgreSQL's pool): the court sheet's listing
    // waits for both before its own reads.
    const [rows, order] = await Promise.all([
      (async () => {
        const groupIds =
          selection.locationId === null ? null : await facilities.groupIdsOf(scope, selection.locationId);
        return listCourts(scope, { groupIds, facilityGroupId: selection.facilityGroupId });
      })(),
      facilities.groupOrder(scope),
    ]);
    if (rows.length === 0) return rows;
    const rank = new Map(order.map((id, index) => [id, index]));
    return rows
      .filter((row) => rank.has(row.facilityGroupId))
      .sort((a, b) => rank.get(a.facilityGroupId)! - rank.get(b.facilityGroupId)!);
  }

  return {
    async list(member: MemberContext, selection: Selection): Promise<Court[]> {
      const rows = await inSelection(member.scope, selection);
      const categories = await facilities.categories(member.scope);
      return rows.map((row) => toCourt(row, categories));
    },

    /** For bookings: the club's courts among `ids` (all for null), in court order. */
    findCourts: (scope: TenantScope, ids: number[] | null): Promise<CourtInfo[]> => findCourtInfos(scope, ids),

    /** How many courts the club has (the session's and the settings' `fields_count`). */
    countCourts: (scope: TenantScope): Promise<number> => countCourts(scope),

    /** For the court sheet's listing: the courts inside the header's selection, in sheet order. */
    async courtsForSelection(scope: TenantScope, selection: Selection): Promise<CourtInfo[]> {
      return (await inSelection(scope, selection)).map((row) => ({
        id: row.id,
        name: row.name,
        facilityGroupId: row.facilityGroupId,
        price: row.price,
        partySize: row.partySize,
        minListDuration: row.minListDuration,
        enableMaxTimeForBookings: row.enableMaxTimeForBookings,
        maxTimeForSingles: row.maxTimeForSingles,
        maxTimeForDoubles: row.maxTimeForDoubles,
        maxTimeForTriples: row.maxTimeForTriples,
        maxTimeForQuadruples: row.maxTimeForQuadruples,
      }));
    },

    async get(member: MemberContext, id: number): Promise<Court> {
      const row = await findCourt(member.scope, id);
      if (!row) throw notFound('Court');
      return toCourt(row, await facilities.categories(member.scope));
    },

    /** Replaces the court's fields after the rules that tie them to each other, the club's settings and its courts. */
    async update(member: MemberContext, id: number, body: CourtValues): Promise<Court> {
      if (!(await findCourt(member.scope, id))) throw notFound('Court');
      if (body.blocked_courts.includes(id)) throw fieldError('blocked_courts', COURT_MESSAGES.blockedSelf);
      const own = await ownCourtIds(member.scope, body.blocked_courts);
      if (body.blocked_courts.some((courtId) => !own.has(courtId)))
        throw fieldError('blocked_courts', COURT_MESSAGES.blockedNotOwn);
      const club = {
        booking_to_start: member.business.bookingToStart,
        min_list_duration: member.business.minListDuration,
      };
      const issues = courtRuleIssues(body, club);
      if (issues.length > 0) {
        throw fieldErrors(issues);
      }
      const updated = await updateCourt(member.scope, id, {
        name: body.name,
        price: body.price,
        details: body.details,
        surface: body.surface,
        partySize: body.party_size,
        virtualCourt: body.virtual_court,
        blockedCourts: body.blocked_courts,
        blockCourtVerticalStep: body.block_court_vertical_step,
        isBlockCourtVertical: body.is_block_court_vertical,
        bookingToStart: body.booking_to_start,
        minListDuration: body.min_list_duration,
        maxTimeForSingles: body.max_time_for_singles,
        maxTimeForDoubles: body.max_time_for_doubles,
        maxTimeForTriples: body.max_time_for_triples,
        maxTimeForQuadruples: body.max_time_for_quadruples,
        enableMaxTimeForBookings: body.enable_max_time_for_bookings,
        timeToStartBooking: body.time_to_start_booking,
        enableTimeToStartBooking: body.enable_time_to_start_booking,
      });
      if (!updated) throw notFound('Court');
      return toCourt(updated, await facilities.categories(member.scope));
    },
  };
}

export type CourtsService = ReturnType<typeof createCourtsService>;
