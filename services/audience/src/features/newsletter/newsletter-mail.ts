import { CONTACT_EMAIL, pathTo, SITE_NAME } from '@site/contracts';
import type { OutgoingMail } from '@site/mailer';

export interface SubscriberTokens {
  confirm: string;
  unsubscribe: string;
}

const withToken = (url: string, token: string) => `${url}?token=${encodeURIComponent(token)}`;

/**
 * The headers every newsletter mail carries: mail clients show an unsubscribe button, and post
 * `List-Unsubscribe=One-Click` to the link (RFC 8058) without a cookie or a page.
 */
export function unsubscribeHeaders(siteUrl: string, token: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${withToken(`${siteUrl}/api/newsletter/unsubscribe`, token)}>, <mailto:${CONTACT_EMAIL}?subject=unsubscribe>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/** The double opt-in mail: its link opens a page whose button confirms, so a mail scanner's GET confirms nothing. */
export function confirmMail(to: string, siteUrl: string, tokens: SubscriberTokens): OutgoingMail {
  const confirmUrl = withToken(`${siteUrl}${pathTo('newsletterConfirm')}`, tokens.confirm);
  const unsubscribeUrl = withToken(`${siteUrl}${pathTo('newsletterUnsubscribe')}`, tokens.unsubscribe);
  return {
    to,
    subject: `Confirm your subscription to ${SITE_NAME}`,
    text: [
      `Someone, probably you, asked for the ${SITE_NAME} newsletter to be sent to this address.`,
      '',
      'To confirm, open this link and press the button on the page:',
      confirmUrl,
      '',
      'If it was not you, ignore this mail: nothing is sent to an address that has not confirmed.',
      '',
      `Not interested after all? ${unsubscribeUrl}`,
    ].join('\n'),
    headers: unsubscribeHeaders(siteUrl, tokens.unsubscribe),
  };
}
