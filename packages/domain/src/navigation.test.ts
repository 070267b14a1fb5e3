import { describe, expect, it } from 'vitest';
import {
  hasBusiness,
  landingPathFor,
  navigationFor,
  sheetHeading,
  type NavigationUser,
  type NavKey,
  type NavLink,
} from './navigation.js';
import { defaultRoles, MEMBER_TYPES, type MemberTypeKey, type RoleFlags } from './permissions.js';

interface UserOptions {
  btn3?: string;
  fieldsCount?: number;
  withBusiness?: boolean;
  roles?: RoleFlags[];
}

/** A signed-in user of the demo club with the default roles of `key`. */
function userOf(userType: 'bu' | 'nbu', key: MemberTypeKey | null, options: UserOptions = {}): NavigationUser {
  const withBusiness = options.withBusiness ?? true;
  return {
    user_type: userType,
    business_id: withBusiness ? 1 : null,
    business: withBusiness ? { btn3: options.btn3 ?? 'Court sheet', fields_count: options.fieldsCount ?? 4 } : null,
    member_type: key === null ? null : { key, roles: options.roles ?? defaultRoles(key) },
  };
}

function keysOf(links: NavLink[]): NavKey[] {
  return links.map((link) => link.key);
}

function linkOf(links: NavLink[], key: NavKey): NavLink | undefined {
  return links.find((link) => link.key === key);
}

function labelsOf(links: NavLink[]): string[] {
  return links.map((link) => link.label);
}

describe('hasBusiness', () => {
  it('needs both a business id and the business itself', () => {
    expect(hasBusiness(userOf('bu', 'owner'))).toBe(true);
    expect(hasBusiness(userOf('bu', 'owner', { withBusiness: false }))).toBe(false);
    expect(hasBusiness({ ...userOf('bu', 'owner'), business: null })).toBe(false);
    expect(hasBusiness({ ...userOf('bu', 'owner'), business_id: null })).toBe(false);
  });
});

describe('navigationFor', () => {
  describe('owner (bu)', () => {
    const links = navigationFor(userOf('bu', 'owner', { btn3: 'Court sheet' }));

    it('shows every bar link in order, then Profile and Settings under the gear', () => {
      expect(keysOf(links)).toEqual([
        'dashboard',
        'lessons',
        'members',
        'checkin',
        'groups',
        'notifications',
        'payment',
        'reports',
        'shop',
        'profile',
        'settings',
      ]);
      expect(labelsOf(links)).toEqual([
        'Court sheet',
        'Lessons',
        'Customers',
        'Check-in',
        'Groups',
        'Notifications',
        'Payment',
        'Reports',
        'POS',
        'Profile',
        'Settings',
      ]);
    });

    it('labels the dashboard with the club btn3', () => {
      expect(linkOf(links, 'dashboard')).toEqual({
        key: 'dashboard',
        label: 'Court sheet',
        path: '/private/dashboard',
        placement: 'bar',
      });
    });

    it("falls back to 'Facility-sheet' when btn3 is empty", () => {
      const fallback = navigationFor(userOf('bu', 'owner', { btn3: '' }));
      expect(linkOf(fallback, 'dashboard')?.label).toBe('Facility-sheet');
    });

    it('puts Profile and Settings under the gear and everything else in the bar', () => {
      const gear = links.filter((link) => link.placement === 'gear').map((link) => link.key);
      expect(gear).toEqual(['profile', 'settings']);
      expect(links.filter((link) => link.placement === 'bar')).toHaveLength(9);
    });

    it('links to the expected paths', () => {
      expect(Object.fromEntries(links.map((link) => [link.key, link.path]))).toEqual({
        dashboard: '/private/dashboard',
        lessons: '/private/lessons/-1',
        members: '/private/members',
        checkin: '/private/checkin',
        groups: '/private/group',
        notifications: '/private/notifications',
        payment: '/private/stripe',
        reports: '/private/reports',
        shop: '/private/shop',
        profile: '/private/profile',
        settings: '/private/settings',
      });
    });

    it('labels the shop link POS for staff', () => {
      expect(linkOf(links, 'shop')?.label).toBe('POS');
    });

    it('has no Memberships link', () => {
      expect(linkOf(links, 'memberships')).toBeUndefined();
    });
  });

  it('admin (bu) sees the same links as the owner, Reports included', () => {
    const links = navigationFor(userOf('bu', 'admin'));
    expect(keysOf(links)).toEqual(keysOf(navigationFor(userOf('bu', 'owner'))));
    expect(linkOf(links, 'reports')?.label).toBe('Reports');
  });

  it('accountant (bu) sees Reports, Payment, POS and Settings', () => {
    const keys = keysOf(navigationFor(userOf('bu', 'accountant')));
    expect(keys).toEqual([
      'dashboard',
      'lessons',
      'members',
      'checkin',
      'groups',
      'notifications',
      'payment',
      'reports',
      'shop',
      'profile',
      'settings',
    ]);
  });

  it('reception (bu) sees no Reports but does see Payment, POS and Settings', () => {
    const keys = keysOf(navigationFor(userOf('bu', 'reception')));
    expect(keys).not.toContain('reports');
    expect(keys).toEqual([
      'dashboard',
      'lessons',
      'members',
      'checkin',
      'groups',
      'notifications',
      'payment',
      'shop',
      'profile',
      'settings',
    ]);
  });

  it('coach (bu) sees the dashboard and lessons but no Payment, Reports, POS or Settings', () => {
    const links = navigationFor(userOf('bu', 'coach'));
    const keys = keysOf(links);
    expect(keys).toContain('dashboard');
    expect(keys).toContain('lessons');
    for (const absent of ['payment', 'reports', 'settings', 'shop', 'memberships'] as const) {
      expect(keys).not.toContain(absent);
    }
    expect(keys).toEqual(['dashboard', 'lessons', 'members', 'checkin', 'groups', 'notifications', 'profile']);
  });

  it('supercoach (bu) reads analytics but still sees no Reports (Reports is for owner, admin and accountant)', () => {
    const keys = keysOf(navigationFor(userOf('bu', 'supercoach')));
    expect(keys).toEqual(['dashboard', 'lessons', 'members', 'checkin', 'groups', 'notifications', 'profile']);
  });

  it('head coach (bu) sees Payment and Settings but no Reports or POS', () => {
    const keys = keysOf(navigationFor(userOf('bu', 'superdupercoach')));
    expect(keys).toEqual([
      'dashboard',
      'lessons',
      'members',
      'checkin',
      'groups',
      'notifications',
      'payment',
      'profile',
      'settings',
    ]);
  });

  it('pro shop (bu) sees Customers, Payment, POS and Profile only', () => {
    const links = navigationFor(userOf('bu', 'proshop'));
    expect(keysOf(links)).toEqual(['members', 'checkin', 'payment', 'shop', 'profile']);
    expect(linkOf(links, 'shop')?.label).toBe('POS');
  });

  describe('member (nbu)', () => {
    const links = navigationFor(userOf('nbu', 'member'));
    const keys = keysOf(links);

    it('sees Home, the sheet, lessons, notifications, Pro Shop, Memberships and Profile (no groups, issue 26)', () => {
      expect(keys).toEqual([
        'home',
        'dashboard',
        'lessons',
        'notifications',
        'shop',
        'memberships',
        'mymembership',
        'profile',
      ]);
      expect(linkOf(links, 'home')).toEqual({ key: 'home', label: 'Home', path: '/private/home', placement: 'bar' });
    });

    it('finds My membership in their own (gear) menu (issue 24)', () => {
      expect(linkOf(links, 'mymembership')).toEqual({
        key: 'mymembership',
        label: 'My membership',
        path: '/private/my-membership',
        placement: 'gear',
      });
      expect(keysOf(navigationFor(userOf('bu', 'owner')))).not.toContain('mymembership');
    });

    it('sees no Payment, Reports, Customers, Groups or Settings', () => {
      for (const absent of ['payment', 'reports', 'members', 'groups', 'settings'] as const) {
        expect(keys).not.toContain(absent);
      }
    });

    it("labels the shop 'Pro Shop' and links Memberships to choose-business", () => {
      expect(linkOf(links, 'shop')).toEqual({
        key: 'shop',
        label: 'Pro Shop',
        path: '/private/shop',
        placement: 'bar',
      });
      expect(linkOf(links, 'memberships')).toEqual({
        key: 'memberships',
        label: 'Memberships',
        path: '/private/choose-business',
        placement: 'bar',
      });
    });
  });

  it('an nbu never sees Payment, even with roles granting payments', () => {
    const keys = keysOf(navigationFor(userOf('nbu', 'member', { roles: defaultRoles('owner') })));
    expect(keys).not.toContain('payment');
    expect(keys).toContain('shop');
    expect(keys).toContain('memberships');
  });

  it('a bu whose member type is member sees no Payment, even with roles granting payments', () => {
    const keys = keysOf(navigationFor(userOf('bu', 'member', { roles: defaultRoles('owner') })));
    expect(keys).not.toContain('payment');
    expect(keys).not.toContain('memberships');
  });

  it('Reports needs both a reporting member type and analytics read', () => {
    const ownerWithoutAnalytics = defaultRoles('owner').map((role) =>
      role.resource === 'analytics' ? { ...role, read: false, update: false } : role,
    );
    expect(keysOf(navigationFor(userOf('bu', 'owner', { roles: ownerWithoutAnalytics })))).not.toContain('reports');
    expect(keysOf(navigationFor(userOf('bu', 'coach', { roles: defaultRoles('owner') })))).not.toContain('reports');
  });

  it('a user with a club but no member type sees only Profile (bu) or Pro Shop, Memberships and Profile (nbu)', () => {
    expect(keysOf(navigationFor(userOf('bu', null)))).toEqual(['profile']);
    expect(keysOf(navigationFor(userOf('nbu', null)))).toEqual(['shop', 'memberships', 'profile']);
  });

  it('an nbu without a business sees only the club chooser, named "Find a club", and no Profile', () => {
    const links = navigationFor(userOf('nbu', null, { withBusiness: false }));
    expect(links).toEqual([
      { key: 'memberships', label: 'Find a club', path: '/private/choose-business', placement: 'bar' },
    ]);
  });

  it('a bu without a business sees only Profile, under the gear', () => {
    const links = navigationFor(userOf('bu', 'owner', { withBusiness: false }));
    expect(links).toEqual([{ key: 'profile', label: 'Profile', path: '/private/profile', placement: 'gear' }]);
  });

  it.each(MEMBER_TYPES)('%s (bu) never gets a duplicate link and always gets Profile', (key) => {
    const keys = keysOf(navigationFor(userOf('bu', key)));
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toContain('profile');
  });
});

describe('landingPathFor', () => {
  it('sends the accountant to payments rather than the court sheet', () => {
    expect(landingPathFor(userOf('bu', 'accountant', { fieldsCount: 5 }))).toBe('/private/stripe');
    expect(landingPathFor(userOf('bu', 'accountant', { fieldsCount: 5, roles: [] }))).toBe('/private/dashboard');
  });

  it('sends the pro shop to the register, or to payments when its type may not open the shop', () => {
    expect(landingPathFor(userOf('bu', 'proshop'))).toBe('/private/shop');
    expect(landingPathFor(userOf('bu', 'proshop', { fieldsCount: 0 }))).toBe('/private/shop');
    expect(landingPathFor(userOf('bu', 'proshop', { roles: [] }))).toBe('/private/stripe');
  });

  it('sends a member of a club to their home (issue 15), and one without a club to choose-business', () => {
    expect(landingPathFor(userOf('nbu', 'member', { fieldsCount: 5 }))).toBe('/private/home');
    expect(landingPathFor(userOf('bu', 'member', { fieldsCount: 0 }))).toBe('/private/home');
    expect(landingPathFor(userOf('nbu', 'member', { withBusiness: false }))).toBe('/private/choose-business');
  });

  it('gives the front desk to staff who read members, and never to members', () => {
    expect(keysOf(navigationFor(userOf('bu', 'reception')))).toContain('checkin');
    expect(keysOf(navigationFor(userOf('nbu', 'member')))).not.toContain('checkin');
    const withoutMembers = defaultRoles('reception').map((role) =>
      role.resource === 'members' ? { ...role, read: false, update: false } : role,
    );
    expect(keysOf(navigationFor(userOf('bu', 'reception', { roles: withoutMembers })))).not.toContain('checkin');
  });

  it('sends an nbu without a business to choose-business', () => {
    expect(landingPathFor(userOf('nbu', null, { withBusiness: false }))).toBe('/private/choose-business');
    expect(landingPathFor({ ...userOf('nbu', null), business: null })).toBe('/private/choose-business');
  });

  it('sends staff of a club with fields to the dashboard (the accountant to payments, above)', () => {
    for (const key of ['owner', 'admin', 'reception', 'coach', 'supercoach', 'superdupercoach'] as const) {
      expect(landingPathFor(userOf('bu', key, { fieldsCount: 1 })), key).toBe('/private/dashboard');
    }
  });

  it('sends staff of a club without fields to the profile', () => {
    expect(landingPathFor(userOf('bu', 'owner', { fieldsCount: 0 }))).toBe('/private/profile');
    expect(landingPathFor(userOf('bu', 'coach', { fieldsCount: 0 }))).toBe('/private/profile');
  });

  it('sends a bu without a business to the profile', () => {
    expect(landingPathFor(userOf('bu', 'owner', { withBusiness: false }))).toBe('/private/profile');
    expect(landingPathFor(userOf('bu', null, { withBusiness: false }))).toBe('/private/profile');
  });

  it('sends an nbu with a club but no member type by the field count', () => {
    expect(landingPathFor(userOf('nbu', null, { fieldsCount: 2 }))).toBe('/private/dashboard');
    expect(landingPathFor(userOf('nbu', null, { fieldsCount: 0 }))).toBe('/private/profile');
  });
});

describe('the court sheet heading', () => {
  it("is the club's own name for its sheet, else Court sheet", () => {
    expect(sheetHeading('Bay sheet')).toBe('Bay sheet');
    expect(sheetHeading('Facility-sheet')).toBe('Court sheet');
    expect(sheetHeading('')).toBe('Court sheet');
    expect(sheetHeading(null)).toBe('Court sheet');
  });
});
