/**
 * Role-based permissions (spec 1 section 6): a member type carries a list of roles, each a resource with
 * read and update flags; access is granted when the resource entry has that flag set.
 */
export const RESOURCES = [
  'court',
  'lesson',
  'members',
  'notifications',
  'payments',
  'pos_backoffice',
  'settings',
  'analytics',
  'groups',
] as const;
export type Resource = (typeof RESOURCES)[number];
export type Action = 'read' | 'update';

export const MEMBER_TYPES = [
  'owner',
  'admin',
  'accountant',
  'reception',
  'coach',
  'supercoach',
  'superdupercoach',
  'member',
  'proshop',
] as const;
export type MemberTypeKey = (typeof MEMBER_TYPES)[number];

export interface RoleFlags {
  resource: Resource;
  read: boolean;
  update: boolean;
}

export function can(roles: readonly RoleFlags[] | null | undefined, resource: Resource, action: Action): boolean {
  const entry = roles?.find((role) => role.resource === resource);
  return entry ? entry[action] : false;
}

type Grant = 'none' | 'read' | 'update';

/**
 * The roles a new club starts with. Clubs may change them later; these are our reading of what each
 * job needs day to day (the spec does not list them), documented in docs/roles.md.
 */
const DEFAULT_GRANTS: Record<MemberTypeKey, Partial<Record<Resource, Grant>>> = {
  owner: Object.fromEntries(RESOURCES.map((resource) => [resource, 'update'])),
  admin: Object.fromEntries(RESOURCES.map((resource) => [resource, 'update'])),
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
    groups: 'update',
  },
  coach: { court: 'update', lesson: 'update', members: 'read', notifications: 'read', groups: 'read' },
  supercoach: {
    court: 'update',
    lesson: 'update',
    members: 'update',
    notifications: 'update',
    groups: 'update',
    analytics: 'read',
  },
  superdupercoach: {
    court: 'update',
    lesson: 'update',
    members: 'update',
    notifications: 'update',
    groups: 'update',
    analytics: 'read',
    payments: 'update',
    settings: 'read',
  },
  // Members read no groups (issue 26): a group's list is other members' names, which are not theirs to read.
  member: { court: 'update', lesson: 'read', notifications: 'read' },
  proshop: { pos_backoffice: 'update', payments: 'update', members: 'read' },
};

export const MEMBER_TYPE_NAMES: Record<MemberTypeKey, string> = {
  owner: 'Owner',
  admin: 'Admin',
  accountant: 'Accountant',
  reception: 'Reception',
  coach: 'Coach',
  supercoach: 'Super coach',
  superdupercoach: 'Head coach',
  member: 'Member',
  proshop: 'Pro shop',
};

export function defaultRoles(key: MemberTypeKey): RoleFlags[] {
  const grants = DEFAULT_GRANTS[key];
  return RESOURCES.map((resource) => {
    const grant = grants[resource] ?? 'none';
    return { resource, read: grant !== 'none', update: grant === 'update' };
  });
}

/** Coaches plan their own lessons; the flag travels as member_type.settings.manage_lessons. */
export function managesLessons(key: MemberTypeKey): boolean {
  return key === 'coach' || key === 'supercoach' || key === 'superdupercoach';
}

/**
 * Whether someone may read other members' groups (a group's members, another member's groups): staff only. Customers
 * (nbu users and the member type member) never do, whatever roles a club gives their type (issue 26); they may read
 * their own groups.
 */
export function readsOthersGroups(userType: 'bu' | 'nbu', key: MemberTypeKey | null | undefined): boolean {
  return userType === 'bu' && key !== 'member';
}

export function isCoachType(key: MemberTypeKey | null | undefined): boolean {
  return key === 'coach' || key === 'supercoach';
}

/**
 * Every type that coaches, the head coach (superdupercoach) too: whom the rules' and lessons' coach targets mean.
 * (isCoachType is narrower: the coach types whose court sheet shows only their own events.)
 */
export function isCoachingType(key: MemberTypeKey | null | undefined): boolean {
  return isCoachType(key) || key === 'superdupercoach';
}

/**
 * The owner's own rights that nobody may take away (issue 16): the owner type always reads and changes the club's
 * settings (where roles and staff are managed) and its members, so a club cannot lock its owners out.
 */
const PROTECTED_OWNER_RESOURCES: readonly Resource[] = ['settings', 'members'];

export function isProtectedRole(key: MemberTypeKey, resource: Resource): boolean {
  return key === 'owner' && PROTECTED_OWNER_RESOURCES.includes(resource);
}

/** The first protected flag that `roles` would turn off for this member type, or null when all are kept. */
export function removedProtectedRole(key: MemberTypeKey, roles: readonly RoleFlags[]): RoleFlags | null {
  for (const resource of PROTECTED_OWNER_RESOURCES) {
    if (!isProtectedRole(key, resource)) continue;
    const role = roles.find((entry) => entry.resource === resource);
    if (!role || !role.read || !role.update)
      return { resource, read: role?.read ?? false, update: role?.update ?? false };
  }
  return null;
}
