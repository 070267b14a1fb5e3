import type { OutgoingEmail } from '../mail/index.js';

/** The e-mail a person gets when staff add them with a new account: a link to set their password. */
export function welcomeEmail(
  club: { id: number; name: string },
  person: { email: string; first_name: string },
  link: string,
): OutgoingEmail {
  return {
    businessId: club.id,
    to: person.email,
    subject: `${club.name} added you as a member`,
    text: [
      `Hello ${person.first_name},`,
      '',
      `${club.name} added you as a member on Fairplay. Set your password to sign in and book (the link works for 7 days):`,
      '',
      link,
      '',
      'If the link has expired, use "Forgot password" on the sign-in page with this e-mail address.',
    ].join('\n'),
  };
}

/** The e-mail a child or spouse gets when a member adds them to their family: a link to set their password. */
export function addedToFamilyEmail(
  club: { id: number; name: string },
  person: { email: string; first_name: string },
  addedBy: string,
  link: string,
): OutgoingEmail {
  return {
    businessId: club.id,
    to: person.email,
    subject: `${addedBy} added you to their family at ${club.name}`,
    text: [
      `Hello ${person.first_name},`,
      '',
      `${addedBy} added you to their family at ${club.name} on Fairplay, so they can book for you. Set your password to sign in yourself (the link works for 7 days):`,
      '',
      link,
      '',
      'If this is a mistake, reply to the club and they will take you out of the family.',
    ].join('\n'),
  };
}
