import type { OutgoingEmail } from '../mail/index.js';

/** The e-mails of joining a club; names are plain text, never HTML. */

export function approvedEmail(
  club: { id: number; name: string },
  to: string,
  firstName: string,
  publicUrl: string,
): OutgoingEmail {
  return {
    businessId: club.id,
    to,
    subject: `Welcome to ${club.name}`,
    text: [
      `Hello ${firstName},`,
      '',
      `${club.name} has approved your request to join. You can now book and play with the club.`,
      '',
      `Sign in: ${publicUrl}/private/choose-business`,
    ].join('\n'),
  };
}

export function invitationEmail(
  club: { id: number; name: string },
  to: string,
  inviter: string,
  link: string,
  role = 'a member',
): OutgoingEmail {
  return {
    businessId: club.id,
    to,
    subject: `${club.name} invites you to join`,
    text: [
      'Hello,',
      '',
      `${inviter} invites you to join ${club.name} as ${role}.`,
      '',
      `Accept the invitation: ${link}`,
      '',
      'Sign in, or create a free account with this e-mail address, and the invitation is accepted.',
      'If you did not expect this e-mail, you can ignore it.',
    ].join('\n'),
  };
}
