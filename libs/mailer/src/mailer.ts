import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { OutgoingMail } from './mail.js';

export interface MailerOptions {
  /** `smtp://user:pass@host:port` or `smtps://…`; without it mail is written to `outboxDir` as `.eml` files. */
  smtpUrl?: string;
  outboxDir: string;
  /** The sender of every mail that names none (`Name <address>`). */
  from: string;
}

export interface Mailer {
  /** Delivers the mail or throws; the outbox worker retries what throws. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export type MailLog = (line: string) => void;

// A server that accepts the connection and then stalls must fail the attempt, not hold the worker for minutes.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

const messageOf = (mail: OutgoingMail, from: string) => ({ ...mail, from: mail.from ?? from });

/** Nodemailer over SMTP, or, with no server configured, the raw messages as files for a developer to open. */
export function createMailer(options: MailerOptions, log: MailLog): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS });
    return {
      async send(mail) {
        await transport.sendMail(messageOf(mail, options.from));
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail(messageOf(mail, options.from));
      await mkdir(options.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      const file = path.join(options.outboxDir, name);
      await writeFile(file, info.message as Buffer);
      log(`No SMTP_URL: mail to ${mail.to} ("${mail.subject}") written to ${file}`);
    },
    close: () => transport.close(),
  };
}
