import { act, screen, waitFor, within } from '@testing-library/react';
import type { InboxItem, InboxList, InboxThread } from '@site/contracts';
import { currentLocation, mockFetch, renderWithProviders } from '@site/testing';
import InboxPage from './InboxPage';

/** EventSource for tests (jsdom has none): the page's stream, through which a test sends events. */
class FakeEventSource {
  static latest: FakeEventSource | null = null;
  readonly listeners = new Map<string, ((event: MessageEvent) => void)[]>();

  constructor(readonly url: string) {
    FakeEventSource.latest = this;
  }

  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close() {}

  emit(type: string, data: unknown) {
    for (const listener of this.listeners.get(type) ?? [])
      listener(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
}

const contactItem: InboxItem = {
  kind: 'contact',
  id: 3,
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  subject: 'On the analytical engine',
  preview: 'A question about your essay.',
  lastAt: '2026-11-20T09:00:00.000Z',
  waiting: true,
};
const chatItem: InboxItem = {
  kind: 'chat',
  id: 5,
  name: null,
  email: null,
  subject: 'Hello, <b>anyone</b>?',
  preview: 'Hello, <b>anyone</b>?',
  lastAt: '2026-11-20T10:00:00.000Z',
  waiting: true,
};
const noticeItem: InboxItem = {
  kind: 'notice',
  id: 7,
  name: null,
  email: null,
  subject: 'The games canary 0.2.0 was rolled back',
  preview: 'The games canary 0.2.0 was rolled back by its error rate: 14 errors in 220 views against 0 in 1,900.',
  lastAt: '2026-11-20T11:00:00.000Z',
  waiting: true,
};
const noticeThread: InboxThread = {
  kind: 'notice',
  id: 7,
  name: null,
  email: null,
  subject: noticeItem.subject,
  waiting: true,
  createdAt: noticeItem.lastAt,
  messages: [{ id: 7, from: 'site', body: noticeItem.preview, createdAt: noticeItem.lastAt, via: 'site' }],
};
const list = (items: InboxItem[]): InboxList => ({ items, total: items.length, page: 1, pageSize: 30 });
const chatThread = (answers: string[] = []): InboxThread => ({
  kind: 'chat',
  id: 5,
  name: null,
  email: null,
  subject: 'Hello, <b>anyone</b>?',
  waiting: answers.length === 0,
  createdAt: '2026-11-20T10:00:00.000Z',
  messages: [
    { id: 11, from: 'visitor', body: 'Hello, <b>anyone</b>?', createdAt: '2026-11-20T10:00:00.000Z', via: 'chat' },
    ...answers.map((body, index) => ({
      id: 12 + index,
      from: 'author' as const,
      body,
      createdAt: '2026-11-20T10:05:00.000Z',
      via: 'chat' as const,
    })),
  ],
});
const contactThread: InboxThread = {
  kind: 'contact',
  id: 3,
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  subject: 'On the analytical engine',
  waiting: true,
  createdAt: '2026-11-20T09:00:00.000Z',
  messages: [
    {
      id: 3,
      from: 'visitor',
      body: 'A question about your essay.',
      createdAt: '2026-11-20T09:00:00.000Z',
      via: 'form',
    },
  ],
};

beforeEach(() => {
  (globalThis as unknown as { EventSource: unknown }).EventSource = FakeEventSource;
});

test('lists contact messages and chats together, waiting first, and filters by answered', async () => {
  const api = mockFetch({
    'GET /api/admin/inbox': ({ query }) => ({
      body: query.get('filter') === 'answered' ? list([]) : list([chatItem, contactItem]),
    }),
  });
  const { user } = renderWithProviders(<InboxPage />, { route: '/admin/inbox' });
  expect(screen.getByRole('heading', { level: 1, name: 'Inbox' })).toBeTruthy();
  const threads = within(await screen.findByRole('list', { name: 'Threads' })).getAllByRole('link');
  expect(threads.map((link) => link.textContent)).toEqual([
    expect.stringContaining('Chat'),
    expect.stringContaining('Contact form'),
  ]);
  expect(threads[0].textContent).toContain('Hello, <b>anyone</b>?');
  expect(api.requested('/api/admin/inbox')).toEqual(['/api/admin/inbox?filter=waiting&page=1']);

  await user.click(within(screen.getByRole('navigation', { name: 'Show' })).getByRole('link', { name: 'Answered' }));
  expect(await screen.findByText('No messages here.')).toBeTruthy();
  expect(currentLocation()).toBe('/admin/inbox?filter=answered');
});

test('answers a chat in the chat, and the thread shows the answer', async () => {
  const api = mockFetch({
    'GET /api/admin/inbox': { body: list([chatItem]) },
    'GET /api/admin/inbox/chat/5': { body: chatThread() },
    'POST /api/admin/inbox/chat/5/replies': { status: 201, body: chatThread(['Here I am.']) },
  });
  const { user } = renderWithProviders(<InboxPage />, { route: '/admin/inbox?open=chat:5' });
  const thread = await screen.findByRole('region', { name: 'Hello, <b>anyone</b>?' });
  expect(within(thread).getByRole('list', { name: 'Messages' }).querySelector('b')).toBeNull();
  // No address was left: mail is not on offer.
  expect((within(thread).getByRole('checkbox', { name: /Also send by mail/ }) as HTMLInputElement).disabled).toBe(true);

  await user.type(within(thread).getByRole('textbox', { name: /Your answer/ }), 'Here I am.');
  await user.click(within(thread).getByRole('button', { name: 'Send answer' }));
  expect(await within(thread).findByText('Answer sent to the chat.')).toBeTruthy();
  expect(api.bodies('POST /api/admin/inbox/chat/5/replies')).toEqual([{ body: 'Here I am.', via: 'chat' }]);
  expect(within(thread).getByText('Here I am.')).toBeTruthy();
});

test('answers a contact message by mail', async () => {
  const api = mockFetch({
    'GET /api/admin/inbox': { body: list([contactItem]) },
    'GET /api/admin/inbox/contact/3': { body: contactThread },
    'POST /api/admin/inbox/contact/3/replies': {
      status: 201,
      body: {
        ...contactThread,
        waiting: false,
        messages: [
          ...contactThread.messages,
          { id: 1, from: 'author', body: 'Thank you.', createdAt: '2026-11-20T11:00:00.000Z', via: 'mail' },
        ],
      },
    },
  });
  const { user } = renderWithProviders(<InboxPage />, { route: '/admin/inbox?open=contact:3' });
  const thread = await screen.findByRole('region', { name: 'On the analytical engine' });
  expect(within(thread).getByText('Sent by mail to ada@example.org.')).toBeTruthy();
  await user.type(within(thread).getByRole('textbox', { name: /Your answer/ }), 'Thank you.');
  await user.click(within(thread).getByRole('button', { name: 'Send by mail' }));
  expect(await within(thread).findByText('Answer sent by mail.')).toBeTruthy();
  expect(api.bodies('POST /api/admin/inbox/contact/3/replies')).toEqual([{ body: 'Thank you.', via: 'mail' }]);
});

test('marks a contact message answered when the author answered from their own mail', async () => {
  const api = mockFetch({
    'GET /api/admin/inbox': { body: list([contactItem]) },
    'GET /api/admin/inbox/contact/3': { body: contactThread },
    'PATCH /api/admin/inbox/contact/3': { body: { ...contactThread, waiting: false } },
  });
  const { user } = renderWithProviders(<InboxPage />, { route: '/admin/inbox?open=contact:3' });
  const thread = await screen.findByRole('region', { name: 'On the analytical engine' });
  await user.click(within(thread).getByRole('button', { name: 'Mark as answered' }));
  expect(await within(thread).findByRole('button', { name: 'Mark as waiting' })).toBeTruthy();
  expect(api.bodies('PATCH /api/admin/inbox/contact/3')).toEqual([{ waiting: false }]);
});

test('shows a new message live and tells a screen reader', async () => {
  let items = [contactItem];
  mockFetch({ 'GET /api/admin/inbox': () => ({ body: list(items) }) });
  renderWithProviders(<InboxPage />, { route: '/admin/inbox' });
  await screen.findByText('On the analytical engine');
  expect(FakeEventSource.latest?.url).toBe('/api/admin/inbox/stream');

  items = [chatItem, contactItem];
  act(() => FakeEventSource.latest!.emit('inbox', { kind: 'chat', id: 5, from: 'visitor' }));
  await waitFor(() =>
    expect(within(screen.getByRole('list', { name: 'Threads' })).getAllByRole('link')).toHaveLength(2),
  );
  expect(screen.getByText('A new chat message arrived.')).toBeTruthy();
});

test('shows a notice from the site with no answer form, marks it read, and announces a new one', async () => {
  let items = [contactItem];
  const api = mockFetch({
    'GET /api/admin/inbox': () => ({ body: list(items) }),
    'GET /api/admin/inbox/notice/7': { body: noticeThread },
    'PATCH /api/admin/inbox/notice/7': { body: { ...noticeThread, waiting: false } },
  });
  const { user } = renderWithProviders(<InboxPage />, { route: '/admin/inbox?open=notice:7' });
  const thread = await screen.findByRole('region', { name: 'The games canary 0.2.0 was rolled back' });
  expect(within(thread).getByText('Site notice · The site · Unread')).toBeTruthy();
  expect(within(thread).getByText(noticeItem.preview)).toBeTruthy();
  expect(within(thread).queryByRole('textbox')).toBeNull();
  expect(within(thread).queryByRole('button', { name: /Send/ })).toBeNull();
  expect(within(thread).getByText('Sent by the site itself: there is no one to answer.')).toBeTruthy();

  await user.click(within(thread).getByRole('button', { name: 'Mark as read' }));
  expect(await within(thread).findByRole('button', { name: 'Mark as unread' })).toBeTruthy();
  expect(api.bodies('PATCH /api/admin/inbox/notice/7')).toEqual([{ waiting: false }]);

  items = [noticeItem, contactItem];
  act(() => FakeEventSource.latest!.emit('inbox', { kind: 'notice', id: 7, from: 'site' }));
  expect(await screen.findByText('A notice from the site arrived.')).toBeTruthy();
  await waitFor(() =>
    expect(within(screen.getByRole('list', { name: 'Threads' })).getAllByRole('link')).toHaveLength(2),
  );
  const threads = within(screen.getByRole('list', { name: 'Threads' })).getAllByRole('link');
  expect(threads[0].textContent).toContain('Site notice');
  expect(threads[0].textContent).toContain('Unread');
  expect(threads[0].getAttribute('aria-current')).toBe('true');
});
