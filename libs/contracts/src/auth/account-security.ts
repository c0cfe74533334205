import type { User } from './user.js';

/** Email verification, password reset, password and email change, account deletion and sessions. */

/** A mailed verification code: six digits. */
export const EMAIL_CODE_LENGTH = 6;
export const EMAIL_CODE_PATTERN = /^\d{6}$/;
/** A code works this long after it was sent. */
export const EMAIL_CODE_VALID_MINUTES = 15;
/** Wrong entries before a code stops working and a new one must be asked for. */
export const EMAIL_CODE_MAX_TRIES = 5;
/**
 * An account whose address is not verified this many days after registering is deleted, so an address (or a
 * username) typed by mistake is free again; its owner may then register it.
 */
export const UNVERIFIED_ACCOUNT_MAX_DAYS = 7;
/** A password reset link works this long, once. */
export const PASSWORD_RESET_VALID_MINUTES = 30;
/** A reset link's token: 32 random bytes, base64url. */
export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const VERIFICATION_SENT_TEXT = 'Please check your email for verification code';
export const EMAIL_NOT_VERIFIED_TEXT =
  'Please verify your email address first: enter the code we sent you, or ask for a new one.';
/** `reason` of the 403 a login of an unverified account gets, so the page can offer the code form. */
export const EMAIL_NOT_VERIFIED_REASON = 'email-unverified';
export const EMAIL_AWAITING_VERIFICATION_TEXT =
  'An account with that email is waiting for its verification code. Enter the code from the mail or ask for a new one; ' +
  `an account not verified within ${UNVERIFIED_ACCOUNT_MAX_DAYS} days is removed, and its address can be registered again.`;
export const CODE_INVALID_TEXT = 'That code is wrong or has expired. Check the latest mail, or ask for a new code.';
export const CODE_RESENT_TEXT = 'If that account is waiting for verification, a new code is on its way.';
export const RESET_REQUESTED_TEXT =
  'If an account uses that address, a link to choose a new password is on its way. It works for 30 minutes.';
export const RESET_TOKEN_INVALID_TEXT = 'This link is invalid, used or expired. Ask for a new one.';
export const PASSWORD_RESET_TEXT = 'Your password has been changed. Log in with the new one.';
export const PASSWORD_CHANGED_TEXT = 'Your password has been changed. Your other sessions have been ended.';
export const EMAIL_CHANGE_SENT_TEXT = 'We sent a code to the new address. Enter it here to finish the change.';
export const ACCOUNT_DELETED_TEXT = 'Your account has been deleted.';
export const SESSION_ENDED_TEXT = 'The session has been ended.';

/** POST /api/verify-email: the code mailed at registration; a right one logs the account in. */
export interface VerifyEmailInput {
  email: string;
  code: string;
}

/** POST /api/verify-email/resend. */
export interface ResendCodeInput {
  email: string;
}

/** POST /api/account/password-reset: ask for a link. */
export interface PasswordResetRequestInput {
  email: string;
}

/** POST /api/account/password-reset/confirm: the link's token and the new password. */
export interface PasswordResetInput {
  token: string;
  password: string;
}

/** POST /api/account/password. */
export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}

/** POST /api/account/email: the new address gets a code; the account keeps the old one until it is entered. */
export interface ChangeEmailInput {
  email: string;
  password: string;
}

/** POST /api/account/email/verify. */
export interface ConfirmEmailChangeInput {
  code: string;
}

/** The identity service's answer to the gateway once a change of address is confirmed (internal). */
export interface EmailChangeConfirmed {
  /** The account with its new address. */
  user: User;
  /** The address the account had until now. */
  previousEmail: string;
}

/** DELETE /api/account. */
export interface DeleteAccountInput {
  password: string;
}

/** One of the caller's sessions (GET /api/account/sessions). */
export interface AccountSession {
  /** Stands for the session; never the session's secret id. */
  id: string;
  /** Browser and system, e.g. "Firefox on Linux". */
  device: string;
  createdAt: string;
  lastSeenAt: string;
  /** The session this request came with. */
  current: boolean;
}
