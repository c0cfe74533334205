/** A name with its address, kept apart so a name holding quotes or commas cannot change the address. */
export interface MailAddress {
  name: string;
  address: string;
}

/** One mail as a service writes it to its outbox: plain data, so it can wait in a jsonb column. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Defaults to the mailer's `from` (`MAIL_FROM`). */
  from?: string;
  replyTo?: string | MailAddress;
  /** Extra headers such as `List-Unsubscribe`. */
  headers?: Record<string, string>;
}
