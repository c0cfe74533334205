/**
 * The audience service: contact messages and newsletter subscribers (`/api/contact`, `/api/newsletter`).
 * Types, limits and texts only, shared by the service and the browser so both judge input by one set of rules.
 */

export const CONTACT_NAME_MAX = 100;
export const CONTACT_EMAIL_MAX = 254;
export const CONTACT_SUBJECT_MAX = 150;
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5000;
/** A form sent sooner than this after it was drawn was filled by a program. */
export const CONTACT_MIN_FILL_MS = 3000;
/** Messages one address may send per hour. */
export const CONTACT_PER_HOUR = 5;

export const CONTACT_SENT_TEXT = 'Message sent';
export const CONTACT_TOO_MANY_TEXT = 'Too many messages from this address. Please try again in an hour.';
export const CONTACT_TOO_FAST_TEXT = 'That was quicker than anyone can type. Please take a moment and send it again.';

/** Body of POST /api/contact. */
export interface ContactInput {
  name: string;
  email: string;
  subject: string;
  message: string;
  /** The honeypot: hidden from people, filled in by programs. Must be empty. */
  website?: string;
  /** When the form was drawn (milliseconds since 1970), for the time trap. */
  startedAt: number;
}

/** Body of POST /api/newsletter/subscribe. */
export interface SubscribeInput {
  email: string;
  /** The honeypot, as on the contact form. */
  website?: string;
}

/** The one answer to a sign-up, whether or not the address was known: nobody learns who subscribes. */
export const SUBSCRIBE_SENT_TEXT = 'Almost there: check your inbox for a link to confirm your subscription.';
export const SUBSCRIBE_CONFIRMED_TEXT = 'Subscription confirmed. Thank you for reading.';
export const UNSUBSCRIBED_TEXT = 'You are unsubscribed. No more newsletters will be sent to this address.';
export const NEWSLETTER_TOKEN_INVALID_TEXT = 'This link is not valid any more. Please sign up again.';

/** Body of POST /api/newsletter/confirm and POST /api/newsletter/unsubscribe (the token from the mailed link). */
export interface NewsletterTokenInput {
  token: string;
}

/** A sent issue, as the archive on /newsletter lists it (GET /api/newsletter/issues, newest first). */
export interface NewsletterIssue {
  id: number;
  subject: string;
  /** Sanitised HTML of the issue as it was mailed. */
  html: string;
  /** When it was sent (ISO). */
  sentAt: string;
}
