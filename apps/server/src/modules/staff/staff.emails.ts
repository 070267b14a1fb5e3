import type { OutgoingEmail } from '../mail/index.js';

/** The e-mails of being added to a club's staff; names are plain text, never HTML. */

/** To a person who already has an account: they are on the staff now. */
export function addedToStaffEmail(
  club: { id: number; name: string },
  to: string,
  firstName: string,
  typeName: string,
  publicUrl: string,
): OutgoingEmail {
  return {
    businessId: club.id,
    to,
    subject: `You are now on the staff of ${club.name}`,
    text: [
      `Hello ${firstName},`,
      '',
      `${club.name} has added you to its staff as ${typeName}.`,
      '',
      `Sign in with your Fairplay account: ${publicUrl}/login`,
    ].join('\n'),
  };
}

/** To a new person: their account exists, and the link sets its password (the reset flow's code, valid a week). */
export function staffAccountEmail(
  club: { id: number; name: string },
  to: string,
  firstName: string,
  typeName: string,
  username: string,
  link: string,
): OutgoingEmail {
  return {
    businessId: club.id,
    to,
    subject: `${club.name} invites you to its staff`,
    text: [
      `Hello ${firstName},`,
      '',
      `${club.name} has added you to its staff as ${typeName}, and a Fairplay account was created for you.`,
      `Your username is ${username}.`,
      '',
      `Choose your password here (the link works once, for 7 days): ${link}`,
      '',
      'If you did not expect this e-mail, you can ignore it.',
    ].join('\n'),
  };
}
