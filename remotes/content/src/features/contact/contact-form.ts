import { formatCount } from '@site/ui';
import {
  CONTACT_EMAIL_MAX,
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_MIN,
  CONTACT_NAME_MAX,
  CONTACT_SUBJECT_MAX,
} from '@site/contracts';

/** What the visitor types; the honeypot and the time trap travel beside it. */
export interface ContactFields {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export type ContactErrors = Partial<Record<keyof ContactFields, string>>;

export const EMPTY_CONTACT: ContactFields = { name: '', email: '', subject: '', message: '' };

// The service applies the same limits; checking first spares the visitor a round trip.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function nameError(name: string): string | null {
  if (!name) return 'Enter your name.';
  if (name.length > CONTACT_NAME_MAX) return `Name must be at most ${CONTACT_NAME_MAX} characters.`;
  return null;
}

/** The trimmed address's problem, if any; the newsletter's sign-up asks the same. */
export function emailError(email: string): string | null {
  if (!email) return 'Enter your email address.';
  if (email.length > CONTACT_EMAIL_MAX || !EMAIL_PATTERN.test(email)) return 'Enter a valid email address.';
  return null;
}

function subjectError(subject: string): string | null {
  if (!subject) return 'Enter a subject.';
  if (subject.length > CONTACT_SUBJECT_MAX) return `Subject must be at most ${CONTACT_SUBJECT_MAX} characters.`;
  return null;
}

function messageError(message: string): string | null {
  if (!message) return 'Write your message.';
  if (message.length < CONTACT_MESSAGE_MIN) return `Message must be at least ${CONTACT_MESSAGE_MIN} characters.`;
  if (message.length > CONTACT_MESSAGE_MAX) {
    return `Message must be at most ${formatCount(CONTACT_MESSAGE_MAX)} characters.`;
  }
  return null;
}

/** The fields as they are sent: without the spaces around them. */
export function trimContact(fields: ContactFields): ContactFields {
  return {
    name: fields.name.trim(),
    email: fields.email.trim(),
    subject: fields.subject.trim(),
    message: fields.message.trim(),
  };
}

/** Each field's problem, judged on the trimmed values; an empty object when the form may be sent. */
export function validateContact(fields: ContactFields): ContactErrors {
  const { name, email, subject, message } = trimContact(fields);
  const errors: Record<keyof ContactFields, string | null> = {
    name: nameError(name),
    email: emailError(email),
    subject: subjectError(subject),
    message: messageError(message),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, error]) => error)) as ContactErrors;
}
