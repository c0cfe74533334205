import type { ParsedMail } from 'mailparser';
import type request from 'supertest';
import type { SmtpInbox } from '@site/mailer/testing';

export interface NewReader {
  name: string;
  username: string;
  email: string;
  password: string;
}

const codeFor = (email: string) => (mail: ParsedMail) =>
  mail.to !== undefined &&
  !Array.isArray(mail.to) &&
  mail.to.text === email &&
  /verification code/.test(mail.subject ?? '');

/** The six-digit code the latest verification mail to `email` holds, once it has arrived. */
export async function verificationCode(inbox: SmtpInbox, email: string): Promise<string> {
  await inbox.waitFor(codeFor(email));
  const mail = inbox.mails.filter(codeFor(email)).at(-1)!;
  return /\b(\d{6})\b/.exec(mail.text ?? '')![1];
}

/**
 * Registers through the gateway and enters the mailed code, as a reader does: the agent ends up logged in.
 * Answers the verified user.
 */
export async function registerVerified(
  agent: request.Agent,
  reader: NewReader,
  inbox: SmtpInbox,
): Promise<Record<string, unknown>> {
  await agent.post('/api/register').send(reader).expect(201);
  const code = await verificationCode(inbox, reader.email.toLowerCase());
  const verified = await agent.post('/api/verify-email').send({ email: reader.email, code }).expect(200);
  return verified.body as Record<string, unknown>;
}
