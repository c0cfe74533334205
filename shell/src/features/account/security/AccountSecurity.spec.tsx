import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { mockFetch, reader } from '@site/testing';
import type { AccountSession } from '@site/contracts';
import { toastStore } from '@site/shell-api';
import { currentLocation, renderWithProviders } from '../../../app/testing/render';
import { Toaster } from '../../toasts/Toaster';
import { AccountSecurity } from './AccountSecurity';

const SESSIONS: AccountSession[] = [
  {
    id: 'current-session-id-0000',
    device: 'Firefox on Linux',
    createdAt: '2026-11-20T08:00:00.000Z',
    lastSeenAt: '2026-11-23T08:00:00.000Z',
    current: true,
  },
  {
    id: 'phone-session-id-000000',
    device: 'Safari on iPhone',
    createdAt: '2026-11-01T08:00:00.000Z',
    lastSeenAt: '2026-11-22T18:30:00.000Z',
    current: false,
  },
];

function setup(routes: Parameters<typeof mockFetch>[0] = {}) {
  const fetchMock = mockFetch({ 'GET /api/account/sessions': { body: SESSIONS }, ...routes });
  const rendered = renderWithProviders(
    <>
      <Routes>
        <Route path="/settings" element={<AccountSecurity user={reader} />} />
        <Route path="*" element={<p>Home</p>} />
      </Routes>
      <Toaster />
    </>,
    { route: '/settings', user: reader },
  );
  return { ...rendered, fetchMock };
}

afterEach(() => toastStore.setState({ toasts: [] }));

test('shows the account area with its parts under headings', async () => {
  setup();
  expect(screen.getByRole('heading', { level: 2, name: 'Account' })).toBeTruthy();
  for (const name of ['Change password', 'Change email', 'Sessions', 'Delete account'])
    expect(screen.getByRole('heading', { level: 3, name })).toBeTruthy();
  expect(await screen.findByText('Firefox on Linux (this browser)')).toBeTruthy();
});

test('changes the password with the current one and says the other sessions ended', async () => {
  const { user, fetchMock } = setup({
    'POST /api/account/password': { body: { message: 'Your other sessions have been ended.' } },
  });
  const form = screen.getByRole('form', { name: 'Change password' });
  await user.click(within(form).getByRole('button', { name: 'Change password' }));
  expect(within(form).getByText('Enter your current password.')).toBeTruthy();
  await user.type(within(form).getByLabelText('Current password'), 'the-old-secret');
  await user.type(within(form).getByLabelText('New password'), 'a-brand-new-secret');
  await user.type(within(form).getByLabelText('Repeat new password'), 'a-brand-new-secret');
  await user.click(within(form).getByRole('button', { name: 'Change password' }));
  expect(await screen.findByText('Your other sessions have been ended.')).toBeTruthy();
  expect(fetchMock.bodies('POST /api/account/password')[0]).toEqual({
    currentPassword: 'the-old-secret',
    newPassword: 'a-brand-new-secret',
  });
});

test('shows why a wrong current password is refused', async () => {
  const { user } = setup({
    'POST /api/account/password': { status: 403, body: { message: 'Your current password is not correct.' } },
  });
  const form = screen.getByRole('form', { name: 'Change password' });
  await user.type(within(form).getByLabelText('Current password'), 'a-wrong-secret');
  await user.type(within(form).getByLabelText('New password'), 'a-brand-new-secret');
  await user.type(within(form).getByLabelText('Repeat new password'), 'a-brand-new-secret');
  await user.click(within(form).getByRole('button', { name: 'Change password' }));
  expect((await within(form).findByRole('alert')).textContent).toBe('Your current password is not correct.');
});

test('changes the email once the code mailed to the new address is entered', async () => {
  const { user, fetchMock } = setup({
    'POST /api/account/email': { body: { message: 'We sent a code to the new address.' } },
    'POST /api/account/email/verify': { body: { ...reader, email: 'new@example.org' } },
  });
  const request = screen.getByRole('form', { name: 'New email' });
  await user.type(within(request).getByLabelText('New email'), 'new@example.org');
  await user.type(within(request).getByLabelText('Password'), 'the-secret');
  await user.click(within(request).getByRole('button', { name: 'Send code' }));
  const confirm = await screen.findByRole('form', { name: 'Confirm new email' });
  expect(within(confirm).getByRole('status').textContent).toContain('new@example.org');
  await user.type(within(confirm).getByLabelText('Code from the mail'), '123456');
  await user.click(within(confirm).getByRole('button', { name: 'Confirm email' }));
  expect(await screen.findByText('Your address is now new@example.org.')).toBeTruthy();
  expect(fetchMock.bodies('POST /api/account/email')[0]).toEqual({ email: 'new@example.org', password: 'the-secret' });
  expect(fetchMock.bodies('POST /api/account/email/verify')[0]).toEqual({ code: '123456' });
});

test('lists the sessions with their device and ends another one', async () => {
  const { user, fetchMock } = setup({
    'DELETE /api/account/sessions/phone-session-id-000000': { body: { message: 'The session has been ended.' } },
  });
  const list = await screen.findByRole('list', { name: 'Sessions' });
  expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  await user.click(within(list).getByRole('button', { name: 'End session: Safari on iPhone' }));
  expect(await screen.findByText('Session ended')).toBeTruthy();
  expect(fetchMock.calls()).toContain('DELETE /api/account/sessions/phone-session-id-000000');
});

test('deletes the account only after a confirmation with the password, then leaves for home', async () => {
  const { user, fetchMock } = setup({
    'DELETE /api/account': { body: { message: 'Your account has been deleted.' } },
  });
  await user.click(screen.getByRole('button', { name: 'Delete my account…' }));
  const form = screen.getByRole('form', { name: 'Confirm deletion' });
  expect(within(form).getByRole('alert').textContent).toMatch(/cannot be undone/);
  await user.click(within(form).getByRole('button', { name: 'Delete my account' }));
  expect(fetchMock.bodies('DELETE /api/account')).toHaveLength(0);
  await user.type(within(form).getByLabelText('Password'), 'the-secret');
  await user.click(within(form).getByRole('button', { name: 'Delete my account' }));
  expect(await screen.findByText('Your account has been deleted.')).toBeTruthy();
  expect(fetchMock.bodies('DELETE /api/account')[0]).toEqual({ password: 'the-secret' });
  await waitFor(() => expect(currentLocation()).toBe('/'));
});
