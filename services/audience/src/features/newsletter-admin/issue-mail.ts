import { pathTo, SITE_NAME } from '@site/contracts';
import type { OutgoingMail } from '@site/mailer';
import { unsubscribeHeaders } from '../newsletter/newsletter-mail.js';
import { absoluteLinks, escapeHtml } from './issue-content.js';

/** What a mail of an issue is made of. */
export interface MailedIssue {
  subject: string;
  html: string;
  text: string;
}

/** Who gets the mail: a subscriber with the token of this mail's unsubscribe link, or the author's test. */
export type Recipient = { email: string; unsubscribeToken: string } | { email: string; test: true };

const TEST_NOTE = "This is a test. Each subscriber's copy has their own unsubscribe link here.";

function document(subject: string, body: string, footer: string): string {
  return [
    '<!doctype html>',
    `<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0 auto;max-width:40em;padding:1em;font-family:Georgia,serif;line-height:1.6;color:#1a1a1a">',
    body,
    `<hr><p style="font-size:0.875em;color:#555">${footer}</p>`,
    '</body></html>',
  ].join('\n');
}

/**
 * One mail of an issue: HTML with the site's addresses made absolute, the plain-text part, and for a subscriber
 * the one-click unsubscribe headers and link of this very mail.
 */
export function issueMail(issue: MailedIssue, recipient: Recipient, siteUrl: string): OutgoingMail {
  const archiveUrl = `${siteUrl}${pathTo('newsletter')}`;
  const reason = `You receive this because you subscribed to the ${SITE_NAME} newsletter.`;
  if ('test' in recipient) {
    return {
      to: recipient.email,
      subject: `[Test] ${issue.subject}`,
      html: document(issue.subject, absoluteLinks(issue.html, siteUrl), `${escapeHtml(reason)} ${TEST_NOTE}`),
      text: [issue.text, '', '-- ', reason, TEST_NOTE].join('\n'),
    };
  }
  const unsubscribeUrl = `${siteUrl}${pathTo('newsletterUnsubscribe')}?token=${encodeURIComponent(recipient.unsubscribeToken)}`;
  const footer =
    `${escapeHtml(reason)} <a href="${archiveUrl}">Past issues</a> · ` +
    `<a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe</a>`;
  return {
    to: recipient.email,
    subject: issue.subject,
    html: document(issue.subject, absoluteLinks(issue.html, siteUrl), footer),
    text: [issue.text, '', '-- ', reason, `Past issues: ${archiveUrl}`, `Unsubscribe: ${unsubscribeUrl}`].join('\n'),
    headers: unsubscribeHeaders(siteUrl, recipient.unsubscribeToken),
  };
}
