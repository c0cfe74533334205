import { CONTACT_EMAIL, SITE_NAME } from '@site/contracts';
import type { OutgoingMail } from '@site/mailer';

/** Tells the author, while away from the inbox, that a visitor started a conversation. */
export function newConversationMail(body: string, email: string | null, siteUrl: string): OutgoingMail {
  return {
    to: CONTACT_EMAIL,
    ...(email ? { replyTo: email } : {}),
    subject: `[${SITE_NAME} chat] A visitor wrote while you were away`,
    text: [
      email ? `From: ${email}` : 'From: a visitor who left no address',
      '',
      body,
      '',
      `-- Answer in the inbox: ${siteUrl}/admin/inbox`,
    ].join('\n'),
  };
}

/** The author's chat answer, also sent by mail to the address the visitor left. */
export function chatAnswerMail(to: string, answer: string, question: string | null, siteUrl: string): OutgoingMail {
  return {
    to,
    replyTo: CONTACT_EMAIL,
    subject: `[${SITE_NAME}] An answer to your message`,
    text: [
      answer,
      '',
      ...(question ? ['You wrote:', ...question.split('\n').map((line) => `> ${line}`), ''] : []),
      `-- The conversation goes on in the chat of ${siteUrl}, or reply to this mail.`,
    ].join('\n'),
  };
}
