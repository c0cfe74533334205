import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { mockFetch } from '@site/testing';
import { toastStore } from '@site/shell-api';
import { renderWithProviders } from '../../app/testing/render';
import { ResetPasswordPage } from './ResetPasswordPage';

const TOKEN = 'a'.repeat(43);

function setup(search: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/auth/reset" element={<ResetPasswordPage />} />
    </Routes>,
    { route: `/auth/reset${search}` },
  );
}

afterEach(() => toastStore.setState({ toasts: [] }));

test('sets the new password with the token of the link, then offers to log in', async () => {
  const fetchMock = mockFetch({
    'POST /api/account/password-reset/confirm': { body: { message: 'Your password has been changed.' } },
  });
  const { user } = setup(`?token=${TOKEN}`);
  expect(screen.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeTruthy();
  const form = screen.getByRole('form', { name: 'Set a new password' });
  await user.type(within(form).getByLabelText('New password'), 'a-brand-new-secret');
  await user.type(within(form).getByLabelText('Repeat new password'), 'a-brand-new-secreT');
  await user.click(within(form).getByRole('button', { name: 'Set new password' }));
  expect(within(form).getByText('The two passwords differ.')).toBeTruthy();
  expect(fetchMock).not.toHaveBeenCalled();

  await user.clear(within(form).getByLabelText('Repeat new password'));
  await user.type(within(form).getByLabelText('Repeat new password'), 'a-brand-new-secret');
  await user.click(within(form).getByRole('button', { name: 'Set new password' }));
  expect((await screen.findByRole('status')).textContent).toBe('Your password has been changed.');
  expect(fetchMock.bodies('POST /api/account/password-reset/confirm')[0]).toEqual({
    token: TOKEN,
    password: 'a-brand-new-secret',
  });
  expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/auth');
});

test('shows why a used or expired link is refused', async () => {
  mockFetch({
    'POST /api/account/password-reset/confirm': {
      status: 400,
      body: { message: 'This link is invalid, used or expired. Ask for a new one.' },
    },
  });
  const { user } = setup(`?token=${TOKEN}`);
  await user.type(screen.getByLabelText('New password'), 'a-brand-new-secret');
  await user.type(screen.getByLabelText('Repeat new password'), 'a-brand-new-secret');
  await user.click(screen.getByRole('button', { name: 'Set new password' }));
  expect((await screen.findByRole('alert')).textContent).toBe(
    'This link is invalid, used or expired. Ask for a new one.',
  );
});

test('a link without its token leads back to the login', () => {
  setup('');
  expect(screen.queryByRole('form')).toBeNull();
  expect(screen.getByText(/This link is incomplete/)).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Back to login' }).getAttribute('href')).toBe('/auth');
});
