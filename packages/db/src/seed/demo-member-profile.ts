import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '../client.js';
import { levelTypes, memberLevels, memberNotes, memberRatings, profilePictures, users } from '../schema/index.js';
import { demoPortraitPng } from './demo-picture.js';

/** The member detail's demo data: the club's level types, members' levels and NTRP, staff notes and two pictures. */

const LEVEL_TYPES = [
  { key: 'junior', name: 'Junior Academy', levels: ['Red', 'Orange', 'Green'] },
  {
    key: 'pickleball',
    name: 'Pickleball DUPR-like',
    levels: ['2.0', '2.5', '3.0', '3.5', '4.0', '4.5', '5.0', '5.5', '6.0'],
  },
] as const;

const NTRP: [string, number][] = [
  ['member', 4],
  ['lucas.wilson', 4.5],
  ['sam.garcia', 3.5],
  ['ana.garcia', 3],
  ['grace.hopper', 5],
  ['tom.brady', 3.5],
  ['zoe.martin', 2.5],
  ['omar.haddad', 4],
];

const LEVELS: [string, (typeof LEVEL_TYPES)[number]['key'], string][] = [
  ['mia.wilson', 'junior', 'Orange'],
  ['leo.garcia', 'junior', 'Red'],
  ['isla.garcia', 'junior', 'Green'],
  ['kim.nguyen', 'junior', 'Orange'],
  ['member', 'pickleball', '3.5'],
  ['julia.rossi', 'pickleball', '4.0'],
  ['ben.carter', 'pickleball', '3.0'],
];

const NOTES: { about: string; by: string; hoursAgo: number; body: string }[] = [
  { about: 'member', by: 'reception', hoursAgo: 50, body: 'Prefers early morning courts on weekdays.' },
  { about: 'member', by: 'owner', hoursAgo: 6, body: 'Interested in the Thursday doubles clinic; send the schedule.' },
  { about: 'mia.wilson', by: 'coach', hoursAgo: 30, body: 'Ready to move up to Green ball after the spring term.' },
  { about: 'grace.hopper', by: 'owner', hoursAgo: 80, body: 'Club championship finalist last season.' },
];

const PICTURES: { username: string; from: [number, number, number]; to: [number, number, number] }[] = [
  { username: 'member', from: [27, 177, 228], to: [12, 94, 140] },
  { username: 'coach.sofia', from: [240, 140, 60], to: [170, 70, 30] },
];

export async function seedMemberProfiles(
  tx: Executor,
  demo: { businessId: number; userIds: Map<string, number>; now: Date },
): Promise<void> {
  const { businessId, now } = demo;
  const id = (username: string) => {
    const userId = demo.userIds.get(username);
    if (userId === undefined) throw new Error(`demo person ${username} is missing`);
    return userId;
  };
  const typeIds = new Map<string, number>();
  for (const type of LEVEL_TYPES) {
    const [row] = await tx
      .insert(levelTypes)
      .values({ businessId, name: type.name, levels: [...type.levels] })
      .returning({ id: levelTypes.id });
    typeIds.set(type.key, row!.id);
  }
  const owner = id('owner');
  await tx.insert(memberRatings).values(
    NTRP.map(([username, ntrp]) => ({
      businessId,
      userId: id(username),
      levelNtrp: ntrp.toFixed(1),
      updatedBy: owner,
    })),
  );
  await tx.insert(memberLevels).values(
    LEVELS.map(([username, type, level]) => ({
      businessId,
      userId: id(username),
      levelTypeId: typeIds.get(type)!,
      level,
      updatedBy: id('coach'),
    })),
  );
  await tx.insert(memberNotes).values(
    NOTES.map((note) => ({
      businessId,
      userId: id(note.about),
      authorId: id(note.by),
      body: note.body,
      createdAt: new Date(now.getTime() - note.hoursAgo * 3_600_000),
    })),
  );
  for (const picture of PICTURES) {
    const key = randomBytes(18).toString('base64url');
    const content = demoPortraitPng(picture.from, picture.to);
    await tx.insert(profilePictures).values({
      userId: id(picture.username),
      key,
      contentType: 'image/png',
      sizeBytes: content.length,
      content,
      uploadedBy: id(picture.username),
    });
    // The address the member-profile module serves pictures at (GET users/picture/{key}).
    await tx
      .update(users)
      .set({ profileImage: `/api/v1/users/picture/${key}` })
      .where(eq(users.id, id(picture.username)));
  }
}
