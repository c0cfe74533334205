import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockFetch, reader } from '@site/testing';
import { toastStore, USER_QUERY_KEY } from '@site/shell-api';
import { renderWithProviders } from '../../app/testing/render';
import { APPEARANCE_STORAGE_KEY } from '../appearance/appearance';
import { SettingsPage } from './SettingsPage';

const subscription = { email: 'ada@example.org', subscribed: false };

afterEach(() => {
  toastStore.setState({ toasts: [] });
  localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
  document.documentElement.removeAttribute('data-motion');
});

function setup(routes: Parameters<typeof mockFetch>[0] = {}) {
  const fetchMock = mockFetch({
    'GET /api/user/preferences': { body: { theme: 'system', reducedMotion: false } },
    'GET /api/newsletter/subscription': { body: subscription },
    ...routes,
  });
  return { fetchMock, ...renderWithProviders(<SettingsPage />, { route: '/settings', user: reader }) };
}

const section = (name: string) => screen.getByRole('region', { name });

describe('profile', () => {
  test('starts from the saved profile', () => {
    setup();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Ada Lovelace');
    expect((screen.getByLabelText(/^Username/) as HTMLInputElement).value).toBe('ada');
  });

  test('saves the name and username with PATCH /api/user/profile and confirms', async () => {
    const saved = { ...reader, name: 'Augusta Ada King', username: 'countess' };
    const { fetchMock, user, queryClient } = setup({ 'PATCH /api/user/profile': { body: saved } });
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Augusta Ada King');
    await user.clear(screen.getByLabelText(/^Username/));
    await user.type(screen.getByLabelText(/^Username/), 'countess');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(queryClient.getQueryData(USER_QUERY_KEY)).toEqual(saved));
    expect(fetchMock.bodies('PATCH /api/user/profile')[0]).toEqual({ name: 'Augusta Ada King', username: 'countess' });
    expect(toastStore.getState().toasts[0]).toMatchObject({ title: 'Profile updated' });
  });

  test('checks the fields first', async () => {
    const { fetchMock, user } = setup();
    await user.clear(screen.getByLabelText('Name'));
    await user.clear(screen.getByLabelText(/^Username/));
    await user.type(screen.getByLabelText(/^Username/), 'a b');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByText('Enter your name.')).toBeTruthy();
    expect(screen.getByText('Username may hold only letters, digits, dots, dashes and underscores.')).toBeTruthy();
    expect(fetchMock.calls().filter((call) => call.startsWith('PATCH'))).toEqual([]);
  });

  test('a taken username is reported', async () => {
    const { user } = setup({
      'PATCH /api/user/profile': { status: 409, body: { message: 'That username is already taken.' } },
    });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await screen.findByRole('alert')).textContent).toBe('That username is already taken.');
    expect(toastStore.getState().toasts[0]).toMatchObject({ title: 'Profile not saved', variant: 'destructive' });
  });
});

describe('picture', () => {
  const png = (bytes = 10) => new File([new Uint8Array(bytes)], 'me.png', { type: 'image/png' });

  test('uploads a chosen picture as form data and shows it everywhere', async () => {
    const saved = { ...reader, profilePicture: '/api/user/avatars/7-0123456789abcdef.webp' };
    const { fetchMock, user, queryClient } = setup({ 'PUT /api/user/avatar': { body: saved } });
    await user.upload(screen.getByLabelText('Upload a picture'), png());
    await waitFor(() => expect(queryClient.getQueryData(USER_QUERY_KEY)).toEqual(saved));
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/user/avatar')!;
    expect(init?.method).toBe('PUT');
    expect((init?.body as FormData).get('file')).toBeInstanceOf(File);
    expect(toastStore.getState().toasts[0]).toMatchObject({ title: 'Picture updated' });
  });

  test('refuses a file of the wrong type or over 5 MB before sending it', async () => {
    const { fetchMock } = setup();
    const input = screen.getByLabelText('Upload a picture');
    fireEvent.change(input, { target: { files: [new File(['gif'], 'me.gif', { type: 'image/gif' })] } });
    expect((await screen.findByRole('alert')).textContent).toBe('Choose a PNG, JPEG or WebP image.');
    fireEvent.change(input, { target: { files: [png(5 * 1024 * 1024 + 1)] } });
    expect((await screen.findByRole('alert')).textContent).toBe('The image is larger than 5 MB. Choose a smaller one.');
    expect(fetchMock.calls().filter((call) => call.includes('/api/user/avatar'))).toEqual([]);
  });

  test("shows the server's reason when it refuses the file", async () => {
    const { user } = setup({
      'PUT /api/user/avatar': { status: 400, body: { message: 'The image could not be read. Choose another one.' } },
    });
    await user.upload(screen.getByLabelText('Upload a picture'), png());
    expect((await screen.findByRole('alert')).textContent).toBe('The image could not be read. Choose another one.');
  });

  test('removing the picture goes back to the initials', async () => {
    const withPicture = { ...reader, profilePicture: '/api/user/avatars/7-0123456789abcdef.webp' };
    mockFetch({
      'GET /api/user/preferences': { body: { theme: 'system', reducedMotion: false } },
      'GET /api/newsletter/subscription': { body: subscription },
      'DELETE /api/user/avatar': { body: reader },
    });
    const { user, queryClient } = renderWithProviders(<SettingsPage />, { route: '/settings', user: withPicture });
    await user.click(screen.getByRole('button', { name: 'Remove picture' }));
    await waitFor(() => expect(queryClient.getQueryData(USER_QUERY_KEY)).toEqual(reader));
    // The signed-in user's changes are drawn in a transition: the cache holds them a moment before the screen.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove picture' })).toBeNull());
    expect(screen.getByLabelText('Upload a picture')).toBeTruthy();
  });
});

describe('appearance', () => {
  test('a theme applies at once, is remembered here and saved on the account', async () => {
    const { fetchMock, user } = setup({
      'PATCH /api/user/preferences': { body: { theme: 'dark', reducedMotion: false } },
    });
    const appearance = section('Appearance');
    await waitFor(() =>
      expect(within(appearance).getByRole('radio', { name: /System/ })).toHaveProperty('checked', true),
    );
    await user.click(within(appearance).getByRole('radio', { name: 'Dark' }));
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    expect(JSON.parse(localStorage.getItem(APPEARANCE_STORAGE_KEY)!)).toEqual({ theme: 'dark', reducedMotion: false });
    await waitFor(() => expect(fetchMock.bodies('PATCH /api/user/preferences')).toEqual([{ theme: 'dark' }]));
    expect(within(appearance).getByRole('radio', { name: 'Dark' })).toHaveProperty('checked', true);
  });

  test('reduced motion marks the page, and a refused change is undone with a toast', async () => {
    const { user } = setup({ 'PATCH /api/user/preferences': { status: 503, body: { message: 'Try again later.' } } });
    const motion = await screen.findByRole('checkbox', { name: 'Reduce motion' });
    await waitFor(() => expect(motion).toHaveProperty('checked', false));
    await user.click(motion);
    await waitFor(() => expect(toastStore.getState().toasts[0]).toMatchObject({ title: 'Setting not saved' }));
    expect(document.documentElement.hasAttribute('data-motion')).toBe(false);
    expect(motion).toHaveProperty('checked', false);
  });
});

describe('newsletter', () => {
  test('subscribes the account address at once and can unsubscribe', async () => {
    const { fetchMock, user } = setup({
      'PUT /api/newsletter/subscription': ({ body }) => ({ body: { ...subscription, ...(body as object) } }),
    });
    const newsletter = section('Newsletter');
    expect(await within(newsletter).findByText('Get new essays and notes by mail at ada@example.org.')).toBeTruthy();
    await user.click(within(newsletter).getByRole('button', { name: 'Subscribe' }));
    expect(await within(newsletter).findByRole('button', { name: 'Unsubscribe' })).toBeTruthy();
    expect(toastStore.getState().toasts[0]).toMatchObject({ title: 'Subscribed' });
    await user.click(within(newsletter).getByRole('button', { name: 'Unsubscribe' }));
    expect(await within(newsletter).findByRole('button', { name: 'Subscribe' })).toBeTruthy();
    expect(fetchMock.bodies('PUT /api/newsletter/subscription')).toEqual([{ subscribed: true }, { subscribed: false }]);
  });

  test('shows the subscription at the new address once a change of address is confirmed', async () => {
    let address = 'ada@example.org';
    const { user } = setup({
      'GET /api/user': () => ({ body: { ...reader, email: address } }),
      'GET /api/newsletter/subscription': () => ({ body: { email: address, subscribed: true } }),
      'POST /api/account/email': { body: { message: 'We sent a code to the new address.' } },
      'POST /api/account/email/verify': () => {
        address = 'new@example.org';
        return { body: { ...reader, email: address } };
      },
    });
    const newsletter = section('Newsletter');
    expect(await within(newsletter).findByText(/mailed to ada@example\.org/)).toBeTruthy();
    const request = screen.getByRole('form', { name: 'New email' });
    await user.type(within(request).getByLabelText('New email'), 'new@example.org');
    await user.type(within(request).getByLabelText('Password'), 'the-secret');
    await user.click(within(request).getByRole('button', { name: 'Send code' }));
    const confirm = await screen.findByRole('form', { name: 'Confirm new email' });
    await user.type(within(confirm).getByLabelText('Code from the mail'), '123456');
    await user.click(within(confirm).getByRole('button', { name: 'Confirm email' }));
    expect(await within(newsletter).findByText(/mailed to new@example\.org/)).toBeTruthy();
    expect(within(newsletter).getByRole('button', { name: 'Unsubscribe' })).toBeTruthy();
  });
});
