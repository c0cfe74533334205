import { CONTACT_EMAIL, SITE_NAME, type ContactInput } from '@site/contracts';
import type { OutgoingMail } from '@site/mailer';

/** The mail that brings a contact message to the author; replying answers the visitor. */
export function contactMail(input: Pick<ContactInput, 'name' | 'email' | 'subject' | 'message'>): OutgoingMail {
  return {
    to: CONTACT_EMAIL,
    replyTo: { name: input.name, address: input.email },
    subject: `[${SITE_NAME} contact] ${input.subject}`,
    text: [
      `From: ${input.name} <${input.email}>`,
      `Subject: ${input.subject}`,
      '',
      input.message,
      '',
      `-- Sent with the contact form of ${SITE_NAME}. Reply to this mail to answer ${input.name}.`,
    ].join('\n'),
  };
}
