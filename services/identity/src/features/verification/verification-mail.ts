import { EMAIL_CODE_VALID_MINUTES, SITE_NAME } from '@site/contracts';
import type { OutgoingMail } from '@site/mailer';

/** The code that proves a new account's address. */
export function verificationMail(to: string, name: string, code: string): OutgoingMail {
  return {
    to,
    subject: `Your ${SITE_NAME} verification code: ${code}`,
    text: [
      `Hello ${name},`,
      '',
      `Your verification code is ${code}`,
      '',
      `Enter it on the page where you registered. It works for ${EMAIL_CODE_VALID_MINUTES} minutes.`,
      '',
      `If you did not register at ${SITE_NAME}, ignore this mail: the account stays unusable without the code.`,
    ].join('\n'),
  };
}
