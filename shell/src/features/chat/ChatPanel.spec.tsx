import { act, screen, waitFor, within } from '@testing-library/react';
import {
  CHAT_TOKEN_HEADER,
  CHAT_TOO_MANY_TEXT,
  type ChatConversation,
  type ChatConversationSummary,
  type ChatMessage,
} from '@site/contracts';
import { mockFetch, reader } from '@site/testing';
import { renderWithProviders } from '../../app/testing/render';
import ChatPanel from './ChatPanel';
import { storeConversation, storedConversation } from './chat-storage';
import { FakeEventSource } from './fake-event-source';

const TOKEN = 'T'.repeat(43);
const message = (id: number, from: ChatMessage['from'], body: string): ChatMessage => ({
  id,
  conversationId: 5,
  from,
  body,
  createdAt: '2026-11-20T10:00:00.000Z',
  mailed: false,
});
const conversation = (messages: ChatMessage[], email: string | null = null): ChatConversation => ({
  id: 5,
  email,
  messages,
  createdAt: '2026-11-20T10:00:00.000Z',
});

function setup({ open = true, user = null as typeof reader | null } = {}) {
  const onClose = jest.fn();
  const onUnread = jest.fn();
  const view = renderWithProviders(<ChatPanel open={open} onClose={onClose} onUnread={onUnread} />, { user });
  return { ...view, onClose, onUnread };
}

const log = () => screen.getByRole('log', { name: 'Messages' });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  FakeEventSource.install();
});

describe('ChatPanel', () => {
  it('starts a conversation, asking for an address while the author is away, and keeps it for later visits', async () => {
    const api = mockFetch({
      'GET /api/chat/status': { body: { authorAvailable: false } },
      'POST /api/chat/conversations': ({ body }) => ({
        status: 201,
        body: { conversation: conversation([message(11, 'visitor', (body as { body: string }).body)]), token: TOKEN },
      }),
    });
    const { user } = setup();
    expect(screen.getByRole('dialog', { name: 'Chat with the author' })).toBeTruthy();
    expect(await screen.findByText('The author is away right now and will answer later.')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /Your email \(optional\)/ }), 'ada@example.org');
    await user.type(screen.getByRole('textbox', { name: /Your message/ }), 'Hello there{Enter}');

    expect(await within(await screen.findByRole('log', { name: 'Messages' })).findByText('Hello there')).toBeTruthy();
    expect(api.bodies('POST /api/chat/conversations')).toEqual([{ body: 'Hello there', email: 'ada@example.org' }]);
    expect(storedConversation()).toEqual({ id: 5, token: TOKEN });
    expect((screen.getByRole('textbox', { name: /Your message/ }) as HTMLTextAreaElement).value).toBe('');
    // The answer will come live, after the last message the page holds.
    await waitFor(() =>
      expect(FakeEventSource.latest().url).toBe(`/api/chat/conversations/5/stream?after=11&token=${TOKEN}`),
    );
  });

  it("shows the author's answer live, as text, never as HTML", async () => {
    storeConversation({ id: 5, token: TOKEN });
    const api = mockFetch({
      'GET /api/chat/status': { body: { authorAvailable: true } },
      'GET /api/chat/conversations/5': { body: conversation([message(11, 'visitor', 'Is <b>this</b> bold?')]) },
    });
    setup();
    expect(
      await within(await screen.findByRole('log', { name: 'Messages' })).findByText('Is <b>this</b> bold?'),
    ).toBeTruthy();
    expect(log().querySelector('b')).toBeNull();
    const [, init] = api.mock.calls.find(([url]) => url === '/api/chat/conversations/5')!;
    expect((init?.headers as Record<string, string>)[CHAT_TOKEN_HEADER]).toBe(TOKEN);

    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    act(() => FakeEventSource.latest().emit('message', message(12, 'author', 'No, <i>plain</i>.')));
    expect(
      await within(await screen.findByRole('log', { name: 'Messages' })).findByText('No, <i>plain</i>.'),
    ).toBeTruthy();
    // The same event again (a resumed stream) adds nothing.
    act(() => FakeEventSource.latest().emit('message', message(12, 'author', 'No, <i>plain</i>.')));
    expect(within(log()).getAllByRole('listitem')).toHaveLength(2);
    // The author is here and the conversation is under way: no address asked for.
    expect(screen.queryByRole('textbox', { name: /Your email/ })).toBeNull();
  });

  it('tells the reason when a message is refused, and keeps the text to send again', async () => {
    storeConversation({ id: 5, token: TOKEN });
    mockFetch({
      'GET /api/chat/status': { body: { authorAvailable: true } },
      'GET /api/chat/conversations/5': { body: conversation([message(11, 'visitor', 'First')]) },
      'POST /api/chat/conversations/5/messages': {
        status: 429,
        body: { message: CHAT_TOO_MANY_TEXT, statusCode: 429 },
      },
    });
    const { user } = setup();
    await within(await screen.findByRole('log', { name: 'Messages' })).findByText('First');
    await user.type(screen.getByRole('textbox', { name: /Your message/ }), 'Again');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toContain(CHAT_TOO_MANY_TEXT);
    expect((screen.getByRole('textbox', { name: /Your message/ }) as HTMLTextAreaElement).value).toBe('Again');
  });

  it("counts the author's answers not yet seen while closed", async () => {
    storeConversation({ id: 5, token: TOKEN });
    mockFetch({
      'GET /api/chat/conversations/5': {
        body: conversation([message(11, 'visitor', 'Question'), message(12, 'author', 'Answer')]),
      },
    });
    const { onUnread } = setup({ open: false });
    await waitFor(() => expect(onUnread).toHaveBeenLastCalledWith(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the writer in the message box after sending with the button, so Escape still closes the chat', async () => {
    mockFetch({
      'GET /api/chat/status': { body: { authorAvailable: true } },
      'POST /api/chat/conversations': ({ body }) => ({
        status: 201,
        body: { conversation: conversation([message(11, 'visitor', (body as { body: string }).body)]), token: TOKEN },
      }),
    });
    const { user } = setup();
    const box = screen.getByRole('textbox', { name: /Your message/ });
    await user.type(box, 'Hello there');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));
    expect(document.activeElement).toBe(box);
  });

  it('closes on Escape', async () => {
    mockFetch({ 'GET /api/chat/status': { body: { authorAvailable: true } } });
    const { user, onClose } = setup();
    await user.type(screen.getByRole('textbox', { name: /Your message/ }), '{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it("lists a reader's past conversations and opens the latest", async () => {
    const past: ChatConversationSummary[] = [
      { id: 5, last: message(12, 'author', 'Latest answer'), messageCount: 2, createdAt: '2026-11-20T10:00:00.000Z' },
      {
        id: 3,
        last: message(4, 'visitor', 'An older question'),
        messageCount: 1,
        createdAt: '2026-10-01T10:00:00.000Z',
      },
    ];
    mockFetch({
      'GET /api/chat/status': { body: { authorAvailable: false } },
      'GET /api/chat/conversations': { body: past },
      'GET /api/chat/conversations/5': {
        body: conversation(
          [message(11, 'visitor', 'A question'), message(12, 'author', 'Latest answer')],
          reader.email,
        ),
      },
    });
    setup({ user: reader });
    expect(await within(await screen.findByRole('log', { name: 'Messages' })).findByText('Latest answer')).toBeTruthy();
    expect(screen.getByText('Your conversations (2)')).toBeTruthy();
    expect(screen.getByRole('button', { name: /An older question/ })).toBeTruthy();
    // A reader is answered at their account's address: no need to ask.
    expect(screen.queryByRole('textbox', { name: /Your email/ })).toBeNull();
  });
});
