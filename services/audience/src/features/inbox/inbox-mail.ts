import { CONTACT_EMAIL, SITE_NAME } from '@site/contracts';
import type { OutgoingMail } from '@site/mailer';
import type { ContactMessageEntity } from '../contact/contact-message.entity.js';

const quoted = (text: string) => text.split('\n').map((line) => `> ${line}`);

/** The author's answer to a contact message, with the message quoted; replying reaches the author. */
export function contactReplyMail(message: ContactMessageEntity, answer: string): OutgoingMail {
  return {
    to: message.email,
    replyTo: CONTACT_EMAIL,
    subject: `Re: ${message.subject}`,
    text: [
      answer,
      '',
      `On ${message.createdAt.toUTCString()}, ${message.name} wrote to ${SITE_NAME}:`,
      ...quoted(message.message),
    ].join('\n'),
  };
}
