import { describe, expect, it } from 'vitest';
import {
  can,
  defaultRoles,
  isCoachType,
  isCoachingType,
  readsOthersGroups,
  managesLessons,
  MEMBER_TYPE_NAMES,
  MEMBER_TYPES,
  RESOURCES,
  type MemberTypeKey,
  type Resource,
  type RoleFlags,
} from './permissions.js';

type Grant = 'none' | 'read' | 'update';

/** The default-roles table of docs/decisions.md, written out independently of the source. */
const EXPECTED: Record<MemberTypeKey, Record<Resource, Grant>> = {
  owner: {
    court: 'update',
    lesson: 'update',
    members: 'update',
    notifications: 'update',
    payments: 'update',
    pos_backoffice: 'update',
    settings: 'update',
    analytics: 'update',
    groups: 'update',
  },
  admin: {
    court: 'update',
    lesson: 'update',
    members: 'update',
    notifications: 'update',
    payments: 'update',
    pos_backoffice: 'update',
    settings: 'update',
    analytics: 'update',
    groups: 'update',
  },
  accountant: {
    court: 'read',
    lesson: 'read',
    members: 'read',
    notifications: 'read',
    payments: 'update',
    pos_backoffice: 'update',
    settings: 'read',
    analytics: 'update',
    groups: 'read',
  },
  reception: {
    court: 'update',
    lesson: 'update',
    members: 'update',
    notifications: 'update',
    payments: 'update',
    pos_backoffice: 'read',
    settings: 'read',
    analytics: 'none',
    groups: 'update',
  },
  coach: {
    court: 'update',
    lesson: 'update',
    members: 'read',
    notifications: 'read',
    payments: 'none',
    pos_backoffice: 'none',
    settings: 'none',
    analytics: 'none',
    groups: 'read',
  },
  supercoach: {
    court: 'update',
    lesson: 'update',
    members: 'update',
    notifications: 'update',
    payments: 'none',
    pos_backoffice: 'none',
    settings: 'none',
    analytics: 'read',
    groups: 'update',
  },
  superdupercoach: {
    court: 'update',
    lesson: 'update',
    members: 'update',
    notifications: 'update',
    payments: 'update',
    pos_backoffice: 'none',
    settings: 'read',
    analytics: 'read',
    groups: 'update',
  },
  member: {
    court: 'update',
    lesson: 'read',
    members: 'none',
    notifications: 'read',
    payments: 'none',
    pos_backoffice: 'none',
    settings: 'none',
    analytics: 'none',
    groups: 'none',
  },
  proshop: {
    court: 'none',
    lesson: 'none',
    members: 'read',
    notifications: 'none',
    payments: 'update',
    pos_backoffice: 'update',
    settings: 'none',
    analytics: 'none',
    groups: 'none',
  },
};

function grantOf(roles: readonly RoleFlags[], resource: Resource): Grant {
  if (can(roles, resource, 'update')) return 'update';
  if (can(roles, resource, 'read')) return 'read';
  return 'none';
}

describe('RESOURCES and MEMBER_TYPES', () => {
  it('lists the nine resources of spec 1 section 6', () => {
    expect([...RESOURCES]).toEqual([
      'court',
      'lesson',
      'members',
      'notifications',
      'payments',
      'pos_backoffice',
      'settings',
      'analytics',
      'groups',
    ]);
  });

  it('lists the nine member types, each with a display name', () => {
    expect(MEMBER_TYPES).toHaveLength(9);
    expect(new Set(MEMBER_TYPES).size).toBe(9);
    for (const key of MEMBER_TYPES) {
      expect(MEMBER_TYPE_NAMES[key]).toEqual(expect.any(String));
      expect(MEMBER_TYPE_NAMES[key].length).toBeGreaterThan(0);
    }
    expect(Object.keys(MEMBER_TYPE_NAMES).sort()).toEqual([...MEMBER_TYPES].sort());
    expect(MEMBER_TYPE_NAMES.superdupercoach).toBe('Head coach');
  });
});

describe('can', () => {
  const roles: RoleFlags[] = [
    { resource: 'court', read: true, update: true },
    { resource: 'lesson', read: true, update: false },
    { resource: 'members', read: false, update: false },
  ];

  it('denies everything when roles are null, undefined or empty', () => {
    for (const missing of [null, undefined, []]) {
      expect(can(missing, 'court', 'read')).toBe(false);
      expect(can(missing, 'court', 'update')).toBe(false);
    }
  });

  it('denies a resource that has no entry', () => {
    expect(can(roles, 'settings', 'read')).toBe(false);
    expect(can(roles, 'settings', 'update')).toBe(false);
    expect(can(roles, 'payments', 'read')).toBe(false);
  });

  it('grants read and update when both flags are set', () => {
    expect(can(roles, 'court', 'read')).toBe(true);
    expect(can(roles, 'court', 'update')).toBe(true);
  });

  it('tells read from update', () => {
    expect(can(roles, 'lesson', 'read')).toBe(true);
    expect(can(roles, 'lesson', 'update')).toBe(false);
  });

  it('denies an entry whose flags are both off', () => {
    expect(can(roles, 'members', 'read')).toBe(false);
    expect(can(roles, 'members', 'update')).toBe(false);
  });

  it('reads each flag as stored, without inferring read from update', () => {
    const updateOnly: RoleFlags[] = [{ resource: 'groups', read: false, update: true }];
    expect(can(updateOnly, 'groups', 'update')).toBe(true);
    expect(can(updateOnly, 'groups', 'read')).toBe(false);
  });
});

describe('defaultRoles', () => {
  it.each(MEMBER_TYPES)('%s lists all nine resources exactly once, in RESOURCES order', (key) => {
    const roles = defaultRoles(key);
    expect(roles).toHaveLength(RESOURCES.length);
    expect(roles.map((role) => role.resource)).toEqual([...RESOURCES]);
    expect(new Set(roles.map((role) => role.resource)).size).toBe(RESOURCES.length);
    for (const role of roles) {
      expect(Object.keys(role).sort()).toEqual(['read', 'resource', 'update']);
      expect(typeof role.read).toBe('boolean');
      expect(typeof role.update).toBe('boolean');
    }
  });

  it.each(MEMBER_TYPES)('%s: update implies read for every resource', (key) => {
    for (const role of defaultRoles(key)) {
      if (role.update) expect(role.read, `${key} ${role.resource}`).toBe(true);
    }
  });

  it.each(MEMBER_TYPES)('%s matches the default-roles table in docs/decisions.md', (key) => {
    const roles = defaultRoles(key);
    const actual = Object.fromEntries(RESOURCES.map((resource) => [resource, grantOf(roles, resource)]));
    expect(actual).toEqual(EXPECTED[key]);
  });

  it.each(['owner', 'admin'] as const)('%s may read and update everything', (key) => {
    const roles = defaultRoles(key);
    for (const resource of RESOURCES) {
      expect(can(roles, resource, 'read')).toBe(true);
      expect(can(roles, resource, 'update')).toBe(true);
    }
  });

  it('member reads lessons but cannot update them, and books courts', () => {
    const roles = defaultRoles('member');
    expect(can(roles, 'lesson', 'read')).toBe(true);
    expect(can(roles, 'lesson', 'update')).toBe(false);
    expect(can(roles, 'court', 'update')).toBe(true);
    expect(can(roles, 'payments', 'read')).toBe(false);
    expect(can(roles, 'settings', 'read')).toBe(false);
    expect(can(roles, 'members', 'read')).toBe(false);
    // Issue 26: members do not read groups, and never read other members' groups whatever a club grants.
    expect(can(roles, 'groups', 'read')).toBe(false);
    expect(readsOthersGroups('nbu', 'member')).toBe(false);
    expect(readsOthersGroups('bu', 'member')).toBe(false);
    expect(readsOthersGroups('nbu', null)).toBe(false);
    expect(readsOthersGroups('bu', 'coach')).toBe(true);
  });

  it('coach has no settings, payments, POS or analytics access', () => {
    const roles = defaultRoles('coach');
    for (const resource of ['settings', 'payments', 'pos_backoffice', 'analytics'] as const) {
      expect(can(roles, resource, 'read')).toBe(false);
      expect(can(roles, resource, 'update')).toBe(false);
    }
    expect(can(roles, 'lesson', 'update')).toBe(true);
    expect(can(roles, 'members', 'read')).toBe(true);
    expect(can(roles, 'members', 'update')).toBe(false);
  });

  it('accountant manages analytics and payments but only reads settings', () => {
    const roles = defaultRoles('accountant');
    expect(can(roles, 'analytics', 'read')).toBe(true);
    expect(can(roles, 'analytics', 'update')).toBe(true);
    expect(can(roles, 'payments', 'update')).toBe(true);
    expect(can(roles, 'settings', 'read')).toBe(true);
    expect(can(roles, 'settings', 'update')).toBe(false);
    expect(can(roles, 'court', 'update')).toBe(false);
  });

  it('proshop manages the POS back office and payments, reads members, and nothing else', () => {
    const roles = defaultRoles('proshop');
    expect(can(roles, 'pos_backoffice', 'read')).toBe(true);
    expect(can(roles, 'pos_backoffice', 'update')).toBe(true);
    expect(can(roles, 'payments', 'update')).toBe(true);
    expect(can(roles, 'members', 'read')).toBe(true);
    expect(can(roles, 'members', 'update')).toBe(false);
    for (const resource of ['court', 'lesson', 'notifications', 'settings', 'analytics', 'groups'] as const) {
      expect(can(roles, resource, 'read')).toBe(false);
    }
  });

  it('only owner and admin may update settings', () => {
    const withSettingsUpdate = MEMBER_TYPES.filter((key) => can(defaultRoles(key), 'settings', 'update'));
    expect(withSettingsUpdate).toEqual(['owner', 'admin']);
  });

  it('returns a fresh array each call, so callers cannot corrupt the defaults', () => {
    const first = defaultRoles('member');
    first[0]!.update = false;
    first.pop();
    const second = defaultRoles('member');
    expect(second).toHaveLength(RESOURCES.length);
    expect(can(second, 'court', 'update')).toBe(true);
  });
});

describe('managesLessons', () => {
  it('is true for the three coach types only', () => {
    const managing = MEMBER_TYPES.filter((key) => managesLessons(key));
    expect(managing).toEqual(['coach', 'supercoach', 'superdupercoach']);
  });

  it.each(['owner', 'admin', 'accountant', 'reception', 'member', 'proshop'] as const)('is false for %s', (key) => {
    expect(managesLessons(key)).toBe(false);
  });
});

describe('isCoachType', () => {
  it('is true for coach and supercoach', () => {
    expect(isCoachType('coach')).toBe(true);
    expect(isCoachType('supercoach')).toBe(true);
  });

  it('is false for the head coach and every non-coach type', () => {
    for (const key of ['superdupercoach', 'owner', 'admin', 'accountant', 'reception', 'member', 'proshop'] as const) {
      expect(isCoachType(key), key).toBe(false);
    }
  });

  it('is false for a missing member type', () => {
    expect(isCoachType(null)).toBe(false);
    expect(isCoachType(undefined)).toBe(false);
  });
});

describe('isCoachingType', () => {
  it('is true for every type that coaches, the head coach too', () => {
    for (const key of ['coach', 'supercoach', 'superdupercoach'] as const) expect(isCoachingType(key), key).toBe(true);
  });

  it('is false for every other type and for none', () => {
    for (const key of ['owner', 'admin', 'accountant', 'reception', 'member', 'proshop', null, undefined] as const) {
      expect(isCoachingType(key), String(key)).toBe(false);
    }
  });
});
