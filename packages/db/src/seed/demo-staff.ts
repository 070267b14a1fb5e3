import { createHash, randomBytes } from 'node:crypto';
import type { Executor } from '../client.js';
import { clubInvitations, staffFacilityGroups, staffProfiles } from '../schema/index.js';

const HOUR_MS = 3_600_000;

/**
 * Where the demo club's staff work (issue 16): the tennis coaches in Tennis (Sofia also runs Pickleball), the golf
 * pro in the golf simulators, James hidden from members while he is on leave. Staff not listed work club-wide.
 */
export const DEMO_STAFF_PROFILES: {
  username: string;
  groups: string[];
  hidden?: boolean;
  color: string;
  bio: string;
}[] = [
  { username: 'coach', groups: ['Tennis'], color: '#1c7ed6', bio: 'USPTA tennis pro; juniors and adult clinics.' },
  {
    username: 'coach.sofia',
    groups: ['Tennis', 'Pickleball'],
    color: '#ae3ec9',
    bio: 'Former college player; doubles strategy and pickleball for beginners.',
  },
  {
    username: 'coach.james',
    groups: ['Tennis'],
    hidden: true,
    color: '#f08c00',
    bio: 'On leave until spring; not bookable by members.',
  },
  {
    username: 'coach.mei',
    groups: ['Golf simulators'],
    color: '#2f9e44',
    bio: 'PGA golf professional; swing analysis on the simulators.',
  },
];

/** A staff invitation still waiting: a new tennis coach invited by the owner a day ago. */
export const DEMO_STAFF_INVITATION = { email: 'nina.kowalski@example.org', memberType: 'coach', hoursAgo: 20 } as const;

export async function seedStaff(
  tx: Executor,
  demo: {
    businessId: number;
    userIds: Map<string, number>;
    groupIds: Map<string, number>;
    coachTypeId: number;
    ownerId: number;
    now: Date;
  },
): Promise<void> {
  for (const profile of DEMO_STAFF_PROFILES) {
    const userId = demo.userIds.get(profile.username)!;
    await tx.insert(staffProfiles).values({
      businessId: demo.businessId,
      userId,
      hidden: profile.hidden ?? false,
      bio: profile.bio,
      color: profile.color,
    });
    await tx.insert(staffFacilityGroups).values(
      profile.groups.map((group) => ({
        businessId: demo.businessId,
        userId,
        facilityGroupId: demo.groupIds.get(group)!,
      })),
    );
  }
  await tx.insert(clubInvitations).values({
    businessId: demo.businessId,
    email: DEMO_STAFF_INVITATION.email,
    tokenHash: createHash('sha256').update(randomBytes(32)).digest('hex'),
    invitedBy: demo.ownerId,
    memberTypeId: demo.coachTypeId,
    createdAt: new Date(demo.now.getTime() - DEMO_STAFF_INVITATION.hoursAgo * HOUR_MS),
  });
}
