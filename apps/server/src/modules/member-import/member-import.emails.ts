import type { OutgoingEmail } from '../mail/index.js';

/**
 * The e-mail an imported person gets when staff tick "send invitations". A new account has no password: the link
 * leads to the sign-in page's existing password reset, where the person chooses one with this e-mail address.
 */
export function importedMemberEmail(
  club: { id: number; name: string },
  person: { email: string; firstName: string; newAccount: boolean },
  publicUrl: string,
): OutgoingEmail {
  const signIn = person.newAccount
    ? [
        'An account has been created for you with this e-mail address. To choose your password, open',
        `${publicUrl}/login`,
        'choose "Forgot password?" and enter this e-mail address.',
      ]
    : ['Sign in with your existing Fairplay account:', `${publicUrl}/login`];
  return {
    businessId: club.id,
    to: person.email,
    subject: `You are now a member of ${club.name}`,
    text: [
      `Hello ${person.firstName},`,
      '',
      `${club.name} has added you as a member on Fairplay, where you can book courts and lessons with the club.`,
      '',
      ...signIn,
      '',
      'If you did not expect this e-mail, you can ignore it.',
    ].join('\n'),
  };
}
