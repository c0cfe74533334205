import { expect, test, type APIRequestContext, type Browser, type Page } from './fixtures';
import { ADMIN } from '../playwright.config';
import { logIn, newReader, type Reader } from './helpers';
import { mailTo } from './mail';

/** Markup that runs script if a page ever writes it as HTML; each is tagged so it can be found as text. */
const payloads = (tag: string) => ({
  img: `<img src=x onerror="window.__xss=1">${tag}`,
  script: `<script>window.__xss=1</script>${tag}`,
  svg: `"><svg onload=window.__xss=1>${tag}`,
});
type Payloads = ReturnType<typeof payloads>;

/** What any of the payloads would leave in the DOM had it been parsed as markup. */
const INJECTED = 'img[onerror], svg[onload], [onload], [onerror]';

/**
 * Records script the content security policy blocked: the policy would hide an injection from `window.__xss`
 * alone, so a blocked inline script or handler counts as one too.
 */
async function watchForScript(page: Page) {
  await page.addInitScript(() => {
    const blocked: string[] = [];
    Object.assign(window, { __blockedScript: blocked });
    document.addEventListener('securitypolicyviolation', (event) => {
      if (event.effectiveDirective.startsWith('script-src')) blocked.push(event.effectiveDirective);
    });
  });
}

/** Nothing ran, nothing was injected, and each text is on the page as the text it is. */
async function expectShownAsText(page: Page, texts: string[]) {
  for (const text of texts) await expect(page.getByText(text).first()).toBeVisible();
  await expectNoScript(page);
}

async function expectNoScript(page: Page) {
  await expect(page.locator(INJECTED)).toHaveCount(0);
  const { ran, blocked } = await page.evaluate(() => ({
    ran: (window as { __xss?: unknown }).__xss,
    blocked: (window as { __blockedScript?: string[] }).__blockedScript ?? [],
  }));
  expect(ran).toBeUndefined();
  expect(blocked).toEqual([]);
}

async function registerVerified(request: APIRequestContext, reader: Reader) {
  expect((await request.post('/api/register', { data: reader })).status()).toBe(201);
  const code = /\b(\d{6})\b/.exec((await mailTo(reader.email, /verification code/)).text ?? '')![1];
  expect((await request.post('/api/verify-email', { data: { email: reader.email, code } })).status()).toBe(200);
}

async function adminPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await watchForScript(page);
  await logIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  return page;
}

/** The JSON of a call that must succeed. */
async function ok<T>(answer: Promise<{ ok(): boolean; status(): number; json(): Promise<unknown> }>): Promise<T> {
  const response = await answer;
  expect(response.ok(), `answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

test.beforeEach(async ({ page }) => watchForScript(page));

test("a reader's name, profile name and bookmark titles show as text on their pages and in the admin's user list", async ({
  page,
  browser,
}) => {
  const reader = newReader();
  const registered = payloads(`reg-${reader.username}`);
  await registerVerified(page.request, { ...reader, name: registered.img });
  await page.goto('/dashboard');
  await expectShownAsText(page, [registered.img]);

  const renamed = payloads(`profile-${reader.username}`);
  await ok(page.request.patch('/api/user/profile', { data: { name: renamed.svg } }));
  const titles = payloads(`bookmark-${reader.username}`);
  for (const [index, title] of Object.values(titles).entries()) {
    await ok(
      page.request.post('/api/bookmarks', {
        data: { kind: 'essay', target: `xss-${index}`, title, path: `/essay/xss-${index}` },
      }),
    );
  }
  await page.goto('/dashboard');
  await expectShownAsText(page, [renamed.svg]);
  await page.goto('/settings');
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(renamed.svg);
  await expectNoScript(page);
  await page.goto('/bookmarks');
  await expectShownAsText(page, Object.values(titles));

  const admin = await adminPage(browser);
  await admin.goto(`/admin/users?q=${reader.username}`);
  await expectShownAsText(admin, [renamed.svg]);
  await admin.context().close();
});

test("contact and chat messages, and the author's answer, show as text in the inbox and in the widget", async ({
  page,
  browser,
}) => {
  const reader = newReader();
  await registerVerified(page.request, reader);
  const contact = payloads(`contact-${reader.username}`);
  await ok(
    page.request.post('/api/contact', {
      data: {
        name: contact.img,
        email: reader.email,
        subject: contact.svg,
        message: `${contact.script} is the message.`,
        startedAt: Date.now() - 60_000,
      },
    }),
  );
  const chat = payloads(`chat-${reader.username}`);
  const { conversation } = await ok<{ conversation: { id: number } }>(
    page.request.post('/api/chat/conversations', { data: { body: chat.script } }),
  );
  await ok(page.request.post(`/api/chat/conversations/${conversation.id}/messages`, { data: { body: chat.img } }));

  const admin = await adminPage(browser);
  await admin.goto('/admin/inbox');
  const threads = admin.getByRole('list', { name: 'Threads' });
  await threads
    .getByRole('link', { name: new RegExp(`contact-${reader.username}`) })
    .first()
    .click();
  await expectShownAsText(admin, [contact.img, contact.svg, `${contact.script} is the message.`]);
  await threads
    .getByRole('link', { name: new RegExp(`chat-${reader.username}`) })
    .first()
    .click();
  await expectShownAsText(admin, [chat.script, chat.img]);

  const answer = payloads(`answer-${reader.username}`);
  await ok(
    admin.request.post(`/api/admin/inbox/chat/${conversation.id}/replies`, { data: { body: answer.svg, via: 'chat' } }),
  );
  await admin.context().close();

  await page.goto('/essays');
  await page.getByRole('button', { name: /^Chat with the author/ }).click();
  const messages = page.getByRole('dialog', { name: 'Chat with the author' }).getByRole('log', { name: 'Messages' });
  for (const text of [chat.script, chat.img, answer.svg]) await expect(messages.getByText(text)).toBeVisible();
  await expectNoScript(page);
});

test.describe('what the author writes', () => {
  const tag = `author-${Date.now().toString(36)}`;
  const written: Payloads = payloads(tag);
  const topic = 'Philosophy';

  test("an essay's title, excerpt and body, a topic's description and a quiz's texts never run as script", async ({
    page,
    browser,
  }) => {
    // A quiz starts only for a reader who is logged in.
    await registerVerified(page.request, newReader());
    const admin = await adminPage(browser);
    const api = admin.request;
    const slug = `xss-${tag}`;
    const essay = await ok<{ id: number }>(
      api.post('/api/admin/essays', {
        data: {
          title: written.img,
          slug,
          excerpt: written.svg,
          body: Object.values(written).join('\n\n'),
          topics: [topic],
          tags: [],
          seoTitle: '',
          seoDescription: '',
          status: 'published',
        },
      }),
    );
    const { description } = await ok<{ description: string }>(page.request.get(`/api/topics/${topic}`));
    await ok(api.patch(`/api/admin/topics/${topic}`, { data: { description: written.script } }));
    const quiz = await ok<{ id: number }>(
      api.post('/api/admin/quizzes', {
        data: {
          slug,
          title: written.svg,
          description: written.img,
          questions: [
            {
              kind: 'single',
              prompt: written.script,
              options: [
                { id: 'a', text: written.img, svg: null },
                { id: 'b', text: written.svg, svg: null },
              ],
              answer: 'a',
              explanation: written.script,
            },
          ],
        },
      }),
    );
    await ok(api.put(`/api/admin/quizzes/${quiz.id}/status`, { data: { status: 'published' } }));

    try {
      await page.goto('/essays');
      await expectShownAsText(page, [written.img]);
      await page.goto(`/essay/${slug}`);
      await expectShownAsText(page, [written.img, written.svg]);
      await page.goto(`/topic/${topic}`);
      await expectShownAsText(page, [written.script]);
      await page.goto('/quizzes');
      await expectShownAsText(page, [written.svg]);
      await page.goto(`/quizzes/${slug}`);
      await expectShownAsText(page, [written.svg]);
      await page.getByRole('button', { name: 'Start' }).click();
      await expectShownAsText(page, [written.img, written.svg]);

      for (const path of ['/admin/essays', '/admin/quizzes', '/admin/topics']) {
        await admin.goto(path);
        await expectNoScript(admin);
      }
      await admin.goto('/admin/topics');
      await expectShownAsText(admin, [written.script]);
    } finally {
      // The seed's other readers (the crawl, the counts) find the site as it was.
      await api.patch(`/api/admin/topics/${topic}`, { data: { description } });
      await api.put(`/api/admin/quizzes/${quiz.id}/status`, { data: { status: 'draft' } });
      await api.delete(`/api/admin/quizzes/${quiz.id}`);
      await api.delete(`/api/admin/essays/${essay.id}`);
      await admin.context().close();
    }
  });
});
