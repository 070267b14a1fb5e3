import { describe, expect, it } from 'vitest';
import { defaultRoles } from './permissions.js';
import { familyPlanProblem, familyRoleOf, familyScreenFor, maySignWaiverFor } from './families.js';

const adult = (userId: number) => ({ userId, isChild: false, isSpouse: false });
const child = (userId: number) => ({ userId, isChild: true, isSpouse: false });

describe('familyPlanProblem', () => {
  it('accepts a family with an adult payer, and the member alone (dissolving) without one', () => {
    expect(familyPlanProblem({ memberId: 1, members: [adult(1), child(2)], payerUserId: 1 })).toBeNull();
    expect(familyPlanProblem({ memberId: 1, members: [adult(1)], payerUserId: null })).toBeNull();
  });

  it('names the field of each problem', () => {
    expect(familyPlanProblem({ memberId: 1, members: [adult(2)], payerUserId: 2 })).toEqual({
      field: 'members',
      problem: 'memberMissing',
    });
    expect(familyPlanProblem({ memberId: 1, members: [adult(1), adult(1)], payerUserId: 1 })?.problem).toBe(
      'duplicateMember',
    );
    expect(
      familyPlanProblem({
        memberId: 1,
        members: [adult(1), { userId: 2, isChild: true, isSpouse: true }],
        payerUserId: 1,
      })?.problem,
    ).toBe('childAndSpouse');
    expect(familyPlanProblem({ memberId: 1, members: [adult(1), adult(2)], payerUserId: null })).toEqual({
      field: 'payer_user_id',
      problem: 'payerRequired',
    });
    expect(familyPlanProblem({ memberId: 1, members: [adult(1), adult(2)], payerUserId: 3 })?.problem).toBe(
      'payerOutside',
    );
    expect(familyPlanProblem({ memberId: 1, members: [adult(1), child(2)], payerUserId: 2 })?.problem).toBe(
      'payerChild',
    );
  });
});

describe('familyRoleOf', () => {
  it('labels children, spouses and the other adults', () => {
    expect(familyRoleOf({ isChild: true, isSpouse: false })).toBe('Child');
    expect(familyRoleOf({ isChild: false, isSpouse: true })).toBe('Spouse');
    expect(familyRoleOf({ isChild: false, isSpouse: false })).toBe('Adult');
  });
});

describe('familyScreenFor', () => {
  it('gives owners and admins the management screen, coaches theirs, members their own', () => {
    expect(familyScreenFor('owner', defaultRoles('owner'))).toBe('manage');
    expect(familyScreenFor('admin', defaultRoles('admin'))).toBe('manage');
    expect(familyScreenFor('coach', defaultRoles('coach'))).toBe('coach');
    expect(familyScreenFor('supercoach', defaultRoles('supercoach'))).toBe('coach');
    expect(familyScreenFor('member', defaultRoles('member'))).toBe('member');
  });

  it('gives read-only staff the coach view, and nobody without a club anything', () => {
    expect(familyScreenFor('proshop', defaultRoles('proshop'))).toBe('coach');
    expect(familyScreenFor(null, null)).toBe('none');
  });
});

describe('maySignWaiverFor (issue 14)', () => {
  const parent = { userId: 1, familyId: 7, isChild: false };
  it('lets everyone sign for themselves and an adult for their own family only', () => {
    expect(maySignWaiverFor({ userId: 3, familyId: null, isChild: true }, { userId: 3, familyId: null })).toBe(true);
    expect(maySignWaiverFor(parent, { userId: 2, familyId: 7 })).toBe(true);
    expect(maySignWaiverFor(parent, { userId: 4, familyId: 8 })).toBe(false);
    expect(maySignWaiverFor({ ...parent, familyId: null }, { userId: 4, familyId: null })).toBe(false);
    expect(maySignWaiverFor({ userId: 2, familyId: 7, isChild: true }, { userId: 1, familyId: 7 })).toBe(false);
  });
});
