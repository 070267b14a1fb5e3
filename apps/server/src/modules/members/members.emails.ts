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
