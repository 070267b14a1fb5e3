import { describe, expect, it } from 'vitest';
import type { RoleFlags } from '../permissions.js';
import {
  canDragEvent,
  canEditPlayers,
  cancelTargetOf,
  courtSheetViewerOf,
  type CourtSheetEventView,
} from './viewer.js';

const courtUpdate: RoleFlags[] = [{ resource: 'court', read: true, update: true }];
const courtRead: RoleFlags[] = [{ resource: 'court', read: true, update: false }];
const settings: RoleFlags[] = [...courtUpdate, { resource: 'settings', read: true, update: true }];

const viewer = (userType: 'bu' | 'nbu', memberType: string, roles: RoleFlags[], familyIds: number[] = []) =>
  courtSheetViewerOf({ userId: 1, userType, memberType, roles, familyIds });

const event = (
  overrides: Partial<CourtSheetEventView> = {},
  bookings: { kind: string; user_id: number | null }[] = [],
) =>
  ({
    type: 'appointment',
    visible: true,
    record: { created_by: 9, bookings },
    ...overrides,
  }) satisfies CourtSheetEventView;

describe('courtSheetViewerOf', () => {
  it('lets staff with court update see everything and change, delete and block', () => {
    const owner = viewer('bu', 'owner', settings);
    expect(owner).toMatchObject({
      isStaff: true,
      isCustomer: false,
      isCoach: false,
      restricted: false,
      canUpdateCourt: true,
      canSelectSlots: true,
      canEditCourts: true,
      canDeleteOrBlock: true,
      canChangeEvents: true,
    });
  });

  it('restricts coaches, customers and the member type "member" to their own events', () => {
    expect(viewer('bu', 'coach', courtUpdate)).toMatchObject({ isCoach: true, restricted: true });
    expect(viewer('bu', 'supercoach', courtUpdate)).toMatchObject({ isCoach: true, restricted: true });
    expect(viewer('nbu', 'member', courtUpdate)).toMatchObject({ isCustomer: true, restricted: true });
    expect(viewer('bu', 'member', courtUpdate).restricted).toBe(true);
    expect(viewer('bu', 'reception', courtUpdate).restricted).toBe(false);
  });

  it('sees the whole sheet as a superdupercoach, who still does not book by selecting slots', () => {
    expect(viewer('bu', 'superdupercoach', courtUpdate)).toMatchObject({
      isCoach: false,
      restricted: false,
      canSelectSlots: false,
    });
    expect(viewer('bu', 'coach', courtUpdate).canSelectSlots).toBe(false);
  });

  it('keeps customers and read-only roles from deleting, blocking and changing', () => {
    expect(viewer('nbu', 'member', courtUpdate)).toMatchObject({ canDeleteOrBlock: false, canChangeEvents: false });
    expect(viewer('bu', 'accountant', courtRead)).toMatchObject({
      canUpdateCourt: false,
      canSelectSlots: false,
      canDeleteOrBlock: false,
    });
    expect(courtSheetViewerOf({ userId: 1, userType: 'bu', memberType: null, roles: null }).familyIds).toEqual([]);
  });
});

describe('event rules', () => {
  const staff = viewer('bu', 'owner', settings);
  const member = viewer('nbu', 'member', courtUpdate, [5, 6]);

  it('drags visible appointments for staff only, never rules or coach availability', () => {
    expect(canDragEvent(staff, event())).toBe(true);
    expect(canDragEvent(staff, event({ visible: false }))).toBe(false);
    expect(canDragEvent(staff, event({ type: 'microsettings' }))).toBe(false);
    expect(canDragEvent(staff, event({ type: 'coach_availability' }))).toBe(false);
    expect(canDragEvent(member, event())).toBe(false);
  });

  it('lets a member edit the players of a booking they made or are the booker of', () => {
    expect(canEditPlayers(member, event({ record: { created_by: 1, bookings: [] } }))).toBe(true);
    expect(canEditPlayers(member, event({}, [{ kind: 'booker', user_id: 1 }]))).toBe(true);
    expect(canEditPlayers(member, event({}, [{ kind: 'partner', user_id: 1 }]))).toBe(false);
    expect(canEditPlayers(staff, event({ record: { created_by: 1, bookings: [] } }))).toBe(false);
  });

  it('cancels the member themselves, else their family member (the booker first), else nobody', () => {
    expect(cancelTargetOf(member, event({}, [{ kind: 'partner', user_id: 1 }]))).toBeNull();
    expect(
      cancelTargetOf(
        member,
        event({}, [
          { kind: 'partner', user_id: 6 },
          { kind: 'booker', user_id: 5 },
        ]),
      ),
    ).toBe(5);
    expect(cancelTargetOf(member, event({}, [{ kind: 'partner', user_id: 6 }]))).toBe(6);
    expect(cancelTargetOf(member, event({}, [{ kind: 'booker', user_id: 7 }]))).toBeUndefined();
    expect(cancelTargetOf(staff, event({}, [{ kind: 'booker', user_id: 1 }]))).toBeUndefined();
  });
});
