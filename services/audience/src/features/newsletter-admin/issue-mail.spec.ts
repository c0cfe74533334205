import { issueMail } from './issue-mail.js';

const SITE = 'https://site.example';
const ISSUE = { subject: 'On maps', html: '<p>See <a href="/essay/on-maps">it</a>.</p>', text: 'See it.' };

describe('the mail of an issue', () => {
  it("carries the subscriber's own unsubscribe link and the one-click headers", () => {
    const mail = issueMail(ISSUE, { email: 'ada@example.org', unsubscribeToken: 'tok_en' }, SITE);
    expect(mail).toMatchObject({ to: 'ada@example.org', subject: 'On maps' });
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${SITE}/api/newsletter/unsubscribe?token=tok_en>, <mailto:hello@commonplace.quest?subject=unsubscribe>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail.html).toContain(`<a href="${SITE}/essay/on-maps">it</a>`);
    expect(mail.html).toContain(`<a href="${SITE}/newsletter/unsubscribe?token=tok_en">Unsubscribe</a>`);
    expect(mail.text).toMatch(/^See it\.\n/);
    expect(mail.text).toContain(`Unsubscribe: ${SITE}/newsletter/unsubscribe?token=tok_en`);
  });

  it('marks a test in its subject and gives it no unsubscribe link', () => {
    const mail = issueMail(ISSUE, { email: 'author@example.org', test: true }, SITE);
    expect(mail.subject).toBe('[Test] On maps');
    expect(mail.headers).toBeUndefined();
    expect(mail.html).not.toContain('unsubscribe?token');
    expect(mail.text).toContain("This is a test. Each subscriber's copy has their own unsubscribe link here.");
  });
});
