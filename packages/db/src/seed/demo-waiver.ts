import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../client.js';
import { businesses, businessFiles, businessMembers, memberTypes, users, waiverSignatures } from '../schema/index.js';

/** The member who has signed only last season's waiver: the booking dialog asks them to sign the current one. */
export const DEMO_UNSIGNED_MEMBER = 'jack.hughes';

/**
 * The Garcia family (issue 14: adults sign for their family): Samuel, the payer, signed the current waiver for his
 * son Leo; nobody has signed it for his daughter Isla yet, so the family screen offers Samuel a Sign button for her
 * and booking for her asks for it first.
 */
export const DEMO_SIGNED_FOR_CHILD = {
  parent: 'sam.garcia',
  signedFor: 'leo.garcia',
  unsigned: 'isla.garcia',
} as const;

const WAIVER_LINES = [
  'Riverside Racquet & Golf Club - Release of Liability and Assumption of Risk',
  '',
  'I take part in tennis, pickleball, padel, golf simulator and fitness activities at the club of my own free will.',
  'I understand these activities carry risks of injury, including falls, collisions and being struck by balls.',
  'I agree to follow the club rules, the instructions of staff, and to wear suitable shoes on every court.',
  'I release the club, its staff and coaches from claims arising from ordinary risks of play, except negligence.',
  'I confirm I am fit to play, and I accept responsibility for the guests I bring to the club.',
  '',
  'Signed electronically through Fairplay; the date and the name typed are kept with this version.',
];

/** A one-page PDF holding the waiver's text (Helvetica), with the cross-reference table readers need. */
export function demoWaiverPdf(): Buffer {
  const escape = (line: string) => line.replace(/[\\()]/g, (character) => `\\${character}`);
  const text = WAIVER_LINES.map((line, index) => `BT /F1 10 Tf 50 ${740 - index * 18} Td (${escape(line)}) Tj ET`).join(
    '\n',
  );
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/**
 * The demo club's waiver (issue 10): on file and required of members before they book. Every member has signed the
 * current version over the last months except DEMO_UNSIGNED_MEMBER, who signed only last season's document (a
 * version since replaced), so the booking dialog asks them again, and DEMO_SIGNED_FOR_CHILD's family, where the
 * parent signed for one child and not (yet) for the other.
 */
export async function seedWaiver(tx: Executor, context: { businessId: number; now: Date }): Promise<void> {
  const { businessId, now } = context;
  const DAY = 86_400_000;
  const content = demoWaiverPdf();
  // Last season's document, signed then and replaced since: its version (row id) lives on in the signature.
  const storeWaiver = async (fileName: string, daysAgo: number) => {
    const [file] = await tx
      .insert(businessFiles)
      .values({
        businessId,
        kind: 'waiver',
        fileName,
        contentType: 'application/pdf',
        sizeBytes: content.length,
        content,
        createdAt: new Date(now.getTime() - daysAgo * DAY),
      })
      .returning({ id: businessFiles.id });
    return file!.id;
  };
  const lastSeason = {
    fileName: 'riverside-waiver-2025.pdf',
    version: await storeWaiver('riverside-waiver-2025.pdf', 400),
  };
  await tx.delete(businessFiles).where(eq(businessFiles.id, lastSeason.version));
  const fileName = 'riverside-waiver-2026.pdf';
  const version = await storeWaiver(fileName, 200);
  await tx
    .update(businesses)
    .set({ signFile: '/api/v1/business/waiver', requireWaiverSign: true })
    .where(eq(businesses.id, businessId));
  const members = await tx
    .select({ userId: users.id, username: users.username, firstName: users.firstName, lastName: users.lastName })
    .from(businessMembers)
    .innerJoin(users, eq(users.id, businessMembers.userId))
    .innerJoin(memberTypes, eq(memberTypes.id, businessMembers.memberTypeId))
    .where(and(eq(businessMembers.businessId, businessId), inArray(memberTypes.key, ['member'])));
  const parent = members.find((member) => member.username === DEMO_SIGNED_FOR_CHILD.parent);
  const signedBy = (username: string | null) =>
    username === DEMO_SIGNED_FOR_CHILD.signedFor && parent ? parent : undefined;
  await tx.insert(waiverSignatures).values(
    members.flatMap((member, index) => {
      if (member.username === DEMO_SIGNED_FOR_CHILD.unsigned) return [];
      const unsigned = member.username === DEMO_UNSIGNED_MEMBER;
      const signer = signedBy(member.username);
      return {
        businessId,
        userId: member.userId,
        signedBy: signer?.userId ?? member.userId,
        // Last season's document had an earlier version, long since replaced.
        waiverVersion: unsigned ? lastSeason.version : version,
        fileName: unsigned ? lastSeason.fileName : fileName,
        signedName: `${(signer ?? member).firstName} ${(signer ?? member).lastName}`.trim(),
        signedAt: new Date(now.getTime() - (unsigned ? 380 : 1 + ((index * 11) % 190)) * DAY),
      };
    }),
  );
}
