import { EMAIL_CODE_VALID_MINUTES, SITE_NAME } from '@site/contracts';
import type { OutgoingMail } from '@site/mailer';

/** The code that proves the new address of an email change. */
export function emailChangeCodeMail(to: string, name: string, code: string): OutgoingMail {
  return {
    to,
    subject: `Confirm your new ${SITE_NAME} address: ${code}`,
    text: [
      `Hello ${name},`,
      '',
      `To make this the address of your ${SITE_NAME} account, enter this code in your settings: ${code}`,
      '',
      `It works for ${EMAIL_CODE_VALID_MINUTES} minutes. If you did not ask for this, ignore this mail.`,
    ].join('\n'),
  };
}

/** Tells the old address where the account's mail goes now, so a stolen session cannot move it unseen. */
export function emailChangedNotice(to: string, name: string, newEmail: string): OutgoingMail {
  return {
    to,
    subject: `Your ${SITE_NAME} address has changed`,
    text: [
      `Hello ${name},`,
      '',
      `The address of your ${SITE_NAME} account was changed to ${newEmail}. Mail for the account goes there from now on.`,
      '',
      'If you did not make this change, write to us at once by replying to this mail.',
    ].join('\n'),
  };
}

/** A security notice after a password change from the settings. */
export function passwordChangedNotice(to: string, name: string): OutgoingMail {
  return {
    to,
    subject: `Your ${SITE_NAME} password has changed`,
    text: [
      `Hello ${name},`,
      '',
      `The password of your ${SITE_NAME} account was just changed, and every other session of the account was ended.`,
      '',
      'If you did not make this change, reset your password with "Forgot password?" on the login page at once.',
    ].join('\n'),
  };
}
