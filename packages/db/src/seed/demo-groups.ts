import type { Executor } from '../client.js';
import { groupMembers, groups } from '../schema/index.js';

/** The demo club's groups of members (issue 16), by the usernames of their members. */
export const DEMO_GROUPS: { name: string; members: string[]; archived?: boolean }[] = [
  {
    name: 'Junior Academy',
    members: ['mia.wilson', 'leo.garcia', 'isla.garcia', 'kim.nguyen', 'nils.larsen', 'dev.patel'],
  },
  {
    name: "Ladies' League",
    members: ['member', 'ana.garcia', 'linh.nguyen', 'freya.larsen', 'julia.rossi', 'hana.sato'],
  },
  {
    name: "Men's 4.0 Team",
    members: ['sam.garcia', 'erik.larsen', 'raj.patel', 'omar.haddad', 'ben.carter', 'ivan.petrov'],
  },
  { name: 'Pickleball Beginners', members: ['grace.hopper', 'zoe.martin', 'chloe.dubois', 'ada.okafor', 'kai.morgan'] },
  { name: 'Golf Sim Night', members: ['tom.brady', 'noah.fischer', 'liam.walsh', 'chidi.okafor', 'diego.ramos'] },
  { name: 'Summer Camp 2025', members: ['mia.wilson', 'leo.garcia', 'dev.patel'], archived: true },
];

export async function seedGroups(
  tx: Executor,
  context: { businessId: number; ownerId: number; userIds: Map<string, number>; now: Date },
): Promise<void> {
  for (const group of DEMO_GROUPS) {
    const [row] = await tx
      .insert(groups)
      .values({
        businessId: context.businessId,
        name: group.name,
        createdBy: context.ownerId,
        archivedAt: group.archived ? context.now : null,
      })
      .returning({ id: groups.id });
    await tx.insert(groupMembers).values(
      group.members.map((username) => ({
        businessId: context.businessId,
        groupId: row!.id,
        userId: context.userIds.get(username)!,
        addedBy: context.ownerId,
        addedAt: context.now,
      })),
    );
  }
}
