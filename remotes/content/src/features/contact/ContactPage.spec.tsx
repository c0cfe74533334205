import { CONTACT_MESSAGE_MIN, CONTACT_SENT_TEXT, CONTACT_TOO_MANY_TEXT, type ContactInput } from '@site/contracts';
import { toastStore } from '@site/shell-api';
import { mockFetch, never, renderWithProviders } from '@site/testing';
import { screen, waitFor } from '@testing-library/react';
import App from '../../exposes/App';
import ContactPage from './ContactPage';

const toasts = () => toastStore.getState().toasts;
const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement | HTMLTextAreaElement;

afterEach(() => toastStore.setState({ toasts: [] }));

function setup(reply: Parameters<typeof mockFetch>[0][string] = { status: 201, body: { message: CONTACT_SENT_TEXT } }) {
  const fetch = mockFetch({ 'POST /api/contact': reply });
  const view = renderWithProviders(<ContactPage />, { route: '/contact' });
  return { ...view, fetch };
}

async function fillIn(user: ReturnType<typeof setup>['user']) {
  await user.type(field('Name'), '  Ada Lovelace ');
  await user.type(field('Email'), 'ada@example.org');
  await user.type(field('Subject'), 'The engine essay');
  await user.type(field('Message'), 'A note on the second paragraph.');
}

const send = () => screen.getByRole('button', { name: 'Send message' });

test('says what to write about and when to expect a reply', () => {
  setup();
  expect(screen.getByRole('heading', { level: 1, name: 'Contact' })).toBeTruthy();
  expect(screen.getByText(/reply within a week/)).toBeTruthy();
});

test('empty fields are named before anything is sent, and the first one takes the focus', async () => {
  const { user, fetch } = setup();
  await user.click(send());
  expect(field('Name').getAttribute('aria-invalid')).toBe('true');
  expect(screen.getByText('Enter your name.')).toBeTruthy();
  expect(screen.getByText('Enter your email address.')).toBeTruthy();
  expect(screen.getByText('Enter a subject.')).toBeTruthy();
  expect(screen.getByText('Write your message.')).toBeTruthy();
  expect(document.activeElement).toBe(field('Name'));
  expect(fetch.calls()).toEqual([]);
});

test('an invalid address and a short message are named, and a fixed field loses its error at once', async () => {
  const { user, fetch } = setup();
  await user.type(field('Email'), 'ada@');
  await user.type(field('Message'), 'Hi');
  await user.click(send());
  expect(screen.getByText('Enter a valid email address.')).toBeTruthy();
  expect(screen.getByText(`Message must be at least ${CONTACT_MESSAGE_MIN} characters.`)).toBeTruthy();
  await user.type(field('Email'), 'example.org');
  expect(screen.queryByText('Enter a valid email address.')).toBeNull();
  expect(field('Email').getAttribute('aria-invalid')).toBeNull();
  expect(fetch.calls()).toEqual([]);
});

test('the honeypot is in the form but hidden from people and assistive technology', () => {
  const { container } = setup();
  expect(screen.queryByRole('textbox', { name: 'Website' })).toBeNull();
  const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]');
  expect(honeypot).not.toBeNull();
  expect(honeypot!.tabIndex).toBe(-1);
  expect(honeypot!.closest('[aria-hidden="true"]')).not.toBeNull();
});

test('a sent message shows the toast and clears the form', async () => {
  const before = Date.now();
  const { user, fetch } = setup();
  await fillIn(user);
  await user.click(send());
  await waitFor(() => expect(toasts()).toEqual([expect.objectContaining({ title: 'Message sent' })]));
  const [body] = fetch.bodies('POST /api/contact') as ContactInput[];
  expect(body).toEqual({
    name: 'Ada Lovelace',
    email: 'ada@example.org',
    subject: 'The engine essay',
    message: 'A note on the second paragraph.',
    startedAt: expect.any(Number),
  });
  expect(body.startedAt).toBeGreaterThanOrEqual(before);
  for (const name of ['Name', 'Email', 'Subject', 'Message']) expect(field(name).value).toBe('');
  expect(screen.queryByRole('alert')).toBeNull();
});

test('the button is disabled while the message is on its way', async () => {
  const { user } = setup(never);
  await fillIn(user);
  await user.click(send());
  const sending = await screen.findByRole('button', { name: 'Sending…' });
  expect((sending as HTMLButtonElement).disabled).toBe(true);
});

test('past the hourly limit the 429 is explained and nothing typed is lost', async () => {
  const { user } = setup({ status: 429, body: { message: CONTACT_TOO_MANY_TEXT } });
  await fillIn(user);
  await user.click(send());
  expect((await screen.findByRole('alert')).textContent).toBe(CONTACT_TOO_MANY_TEXT);
  expect(field('Message').value).toBe('A note on the second paragraph.');
  expect(toasts()).toEqual([]);
});

test("the server's refusal is shown as it words it, and the text stays to be fixed", async () => {
  const { user } = setup({ status: 400, body: { statusCode: 400, message: 'subject must not contain NUL bytes' } });
  await fillIn(user);
  await user.click(send());
  expect((await screen.findByRole('alert')).textContent).toBe('subject must not contain NUL bytes');
  expect(field('Name').value).toBe('  Ada Lovelace ');
  expect(field('Subject').value).toBe('The engine essay');
  expect((send() as HTMLButtonElement).disabled).toBe(false);
});

// The page is a lazy chunk, slow to compile on a first run.
test('the content app draws the page at /contact', async () => {
  mockFetch({});
  renderWithProviders(<App />, { route: '/contact' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Contact' }, { timeout: 10_000 })).toBeTruthy();
});
