import type { z } from 'zod';
import type { contactUsBody, requestDemoBody } from '@fairplay/contracts';
import type { OutgoingEmail } from '../mail/index.js';
import { formatClubDate, formatInstantClock } from '@fairplay/domain';

type ContactUs = z.output<typeof contactUsBody>;
type DemoRequest = z.output<typeof requestDemoBody>;

/** The texts the public site e-mails; visitors' words are quoted as plain text, never as HTML. */
export function contactEmail(operator: string, body: ContactUs): OutgoingEmail {
  return {
    businessId: null,
    to: operator,
    subject: `Contact us: ${body.first_name} ${body.last_name}`,
    text: [
      `${body.first_name} ${body.last_name} wrote through the contact form.`,
      '',
      `E-mail: ${body.email}`,
      `Phone: ${body.phone || '-'}`,
      `Job title: ${body.job_title || '-'}`,
      '',
      body.message,
    ].join('\n'),
  };
}

export function demoRequestEmail(operator: string, body: DemoRequest, id: number): OutgoingEmail {
  return {
    businessId: null,
    to: operator,
    subject: `Demo request #${id}: ${body.company}`,
    text: [
      `${body.fullName} (${body.jobTitle}, ${body.company}) asked for a private demo.`,
      '',
      `E-mail: ${body.email}`,
      `Message: ${body.message || '-'}`,
      '',
      'They are picking a time now; a second e-mail follows when they book one.',
    ].join('\n'),
  };
}

function when(start: Date, timeZone: string): string {
  // The visitor's own zone and the 12-hour clock, as the demo-request page showed them the slot.
  return `${formatClubDate(start, timeZone, 'fullDay')}, ${formatInstantClock(start, timeZone, true)} (${timeZone})`;
}

export function demoBookedEmails(
  operator: string,
  request: { id: number; fullName: string; email: string; company: string },
  start: Date,
  timeZone: string,
): OutgoingEmail[] {
  const time = when(start, timeZone);
  return [
    {
      businessId: null,
      to: operator,
      subject: `Demo booked: ${request.company}, ${time}`,
      text: `${request.fullName} of ${request.company} (${request.email}) booked demo request #${request.id} for ${time}, 30 minutes.`,
    },
    {
      businessId: null,
      to: request.email,
      subject: 'Your Fairplay demo is booked',
      text: [
        `Hi ${request.fullName},`,
        '',
        `Thank you for your interest in Fairplay. Your private demo is booked for ${time} and takes 30 minutes.`,
        'We will send you a meeting link before the call. Reply to this e-mail if you need another time.',
        '',
        'The Fairplay team',
      ].join('\n'),
    },
  ];
}
