import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';
import { DATA_DIR } from '../playwright.config';

/** Where the SMTP server the site mails through keeps what it received (e2e/support/smtp-sink.mjs). */
const INBOX = path.join(DATA_DIR, 'smtp');

async function mailsTo(address: string): Promise<ParsedMail[]> {
  const files = await readdir(INBOX).catch(() => [] as string[]);
  const mails = await Promise.all(
    files
      .filter((file) => file.endsWith('.eml'))
      .map(async (file) => simpleParser(await readFile(path.join(INBOX, file)))),
  );
  return mails.filter(
    (mail) => mail.to && !Array.isArray(mail.to) && mail.to.value.some((to) => to.address === address),
  );
}

/** The one mail to `address` whose subject matches, once the SMTP server has received it. */
export async function mailTo(address: string, subject: RegExp): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(address)).find((mail) => subject.test(mail.subject ?? ''));
        return found !== undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}
