import { pathTo, PASSWORD_RESET_VALID_MINUTES, SITE_NAME } from '@site/contracts';
import type { OutgoingMail } from '@site/mailer';

/** The single-use link to choose a new password. */
export function passwordResetMail(to: string, siteUrl: string, token: string): OutgoingMail {
  const link = `${siteUrl}${pathTo('passwordReset')}?token=${encodeURIComponent(token)}`;
  return {
    to,
    subject: `Reset your ${SITE_NAME} password`,
    text: [
      `Someone, probably you, asked to reset the password of the ${SITE_NAME} account of this address.`,
      '',
      'To choose a new password, open this link:',
      link,
      '',
      `It works once, for ${PASSWORD_RESET_VALID_MINUTES} minutes. Every session of the account ends when the new password is set.`,
      '',
      'If it was not you, ignore this mail: your password stays as it is.',
    ].join('\n'),
  };
}
