import { describe, expect, it } from 'vitest';
import { defaultRoles, isProtectedRole, removedProtectedRole, RESOURCES } from './permissions.js';

describe('protected owner roles', () => {
  it("protects only the owner type's settings and members", () => {
    expect(RESOURCES.filter((resource) => isProtectedRole('owner', resource))).toEqual(['members', 'settings']);
    for (const resource of RESOURCES) expect(isProtectedRole('admin', resource)).toBe(false);
  });

  it('finds a protected flag turned off, and accepts lists that keep them', () => {
    const owner = defaultRoles('owner');
    expect(removedProtectedRole('owner', owner)).toBeNull();
    const noSettingsUpdate = owner.map((role) => (role.resource === 'settings' ? { ...role, update: false } : role));
    expect(removedProtectedRole('owner', noSettingsUpdate)).toEqual({
      resource: 'settings',
      read: true,
      update: false,
    });
    const noMembers = owner.filter((role) => role.resource !== 'members');
    expect(removedProtectedRole('owner', noMembers)?.resource).toBe('members');
    const lessCourt = owner.map((role) => (role.resource === 'court' ? { ...role, read: false, update: false } : role));
    expect(removedProtectedRole('owner', lessCourt)).toBeNull();
    expect(removedProtectedRole('admin', defaultRoles('member'))).toBeNull();
  });
});
