import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { currentLocation, renderWithProviders } from '../../app/testing/render';
import { mockFetch, reader } from '@site/testing';
import type { User } from '@site/contracts';
import { toastStore } from '@site/shell-api';
import { Toaster } from '../toasts/Toaster';
import { AuthPage } from './AuthPage';

function setup({ user = null, from }: { user?: User | null; from?: string } = {}) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/auth" element={<AuthPage />} />
        <Route path="*" element={<p>Elsewhere</p>} />
      </Routes>
      <Toaster />
    </>,
    { route: '/auth', user, routeState: from ? { from: { pathname: from, search: '', hash: '' } } : undefined },
  );
}

const loginForm = () => screen.getByRole('form', { name: 'Login' });
const registerForm = () => screen.getByRole('form', { name: 'Register' });

afterEach(() => toastStore.setState({ toasts: [] }));

test('has Login and Register tabs; arrow keys switch between them', async () => {
  const { user } = setup();
  const login = screen.getByRole('tab', { name: 'Login' });
  expect(login.getAttribute('aria-selected')).toBe('true');
  expect(loginForm()).toBeTruthy();
  await user.click(login);
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Register' }).getAttribute('aria-selected')).toBe('true');
  expect(registerForm()).toBeTruthy();
  expect(screen.queryByRole('form', { name: 'Login' })).toBeNull();
});

test('login shows field errors before sending anything', async () => {
  const fetchMock = mockFetch({});
  const { user } = setup();
  await user.click(within(loginForm()).getByRole('button', { name: 'Log in' }));
  const username = screen.getByLabelText('Username or email');
  expect(username.getAttribute('aria-invalid')).toBe('true');
  expect(screen.getByText('Enter your username or email.')).toBeTruthy();
  expect(screen.getByText('Enter your password.')).toBeTruthy();
  expect(document.activeElement).toBe(username);
  expect(fetchMock).not.toHaveBeenCalled();
  await user.type(username, 'ada');
  expect(screen.queryByText('Enter your username or email.')).toBeNull();
});

test('a successful login welcomes the user back and goes to the dashboard', async () => {
  const fetchMock = mockFetch({ 'POST /api/login': { body: reader } });
  const { user } = setup();
  await user.type(screen.getByLabelText('Username or email'), ' ada ');
  await user.type(within(loginForm()).getByLabelText('Password'), 'correct horse battery');
  await user.click(within(loginForm()).getByRole('button', { name: 'Log in' }));
  expect(await screen.findByText('Login successful')).toBeTruthy();
  expect(screen.getByText('Welcome back, Ada Lovelace !')).toBeTruthy();
  expect(fetchMock.bodies('POST /api/login')[0]).toEqual({ username: 'ada', password: 'correct horse battery' });
  await waitFor(() => expect(currentLocation()).toBe('/dashboard'));
});

test('after login the user returns to the page that sent them here', async () => {
  mockFetch({ 'POST /api/login': { body: reader } });
  const { user } = setup({ from: '/bookmarks' });
  await user.type(screen.getByLabelText('Username or email'), 'ada');
  await user.type(within(loginForm()).getByLabelText('Password'), 'correct horse battery');
  await user.click(within(loginForm()).getByRole('button', { name: 'Log in' }));
  await waitFor(() => expect(currentLocation()).toBe('/bookmarks'));
});

test('a refused login shows the server message in the form and a destructive toast', async () => {
  mockFetch({ 'POST /api/login': { status: 401, body: { message: 'Invalid username or password' } } });
  const { user } = setup();
  await user.type(screen.getByLabelText('Username or email'), 'ada');
  await user.type(within(loginForm()).getByLabelText('Password'), 'wrong password');
  await user.click(within(loginForm()).getByRole('button', { name: 'Log in' }));
  const toast = await screen.findByText('Login failed');
  expect(toast.closest('[role="alert"]')?.textContent).toContain('Invalid username or password');
  expect(within(loginForm()).getByRole('alert').textContent).toBe('Invalid username or password');
  expect(currentLocation()).toBe('/auth');
});

test('registration checks every field before sending', async () => {
  const fetchMock = mockFetch({});
  const { user } = setup();
  await user.click(screen.getByRole('tab', { name: 'Register' }));
  const form = registerForm();
  await user.type(within(form).getByLabelText('Username'), 'a!');
  await user.type(within(form).getByLabelText('Email'), 'not-an-email');
  await user.type(within(form).getByLabelText('Password'), 'short');
  await user.click(within(form).getByRole('button', { name: 'Create account' }));
  expect(within(form).getByText('Enter your name.')).toBeTruthy();
  expect(within(form).getByText('Username must be 3 to 32 characters.')).toBeTruthy();
  expect(within(form).getByText('Enter a valid email address.')).toBeTruthy();
  expect(within(form).getByText('Password must be at least 8 characters.')).toBeTruthy();
  await user.type(within(form).getByLabelText('Username'), 'b!');
  expect(within(form).getByText('Username may hold only letters, digits, dots, dashes and underscores.')).toBeTruthy();
  expect(fetchMock).not.toHaveBeenCalled();
});

async function fillRegistration(user: ReturnType<typeof setup>['user']) {
  await user.click(screen.getByRole('tab', { name: 'Register' }));
  const form = registerForm();
  await user.type(within(form).getByLabelText('Name'), 'Ada Lovelace');
  await user.type(within(form).getByLabelText('Username'), 'ada.l');
  await user.type(within(form).getByLabelText('Email'), 'ada@example.org');
  await user.type(within(form).getByLabelText('Password'), 'analytical engine');
  await user.click(within(form).getByRole('button', { name: 'Create account' }));
}

test('a registration that signs in welcomes the new user', async () => {
  const fetchMock = mockFetch({ 'POST /api/register': { body: reader } });
  const { user } = setup();
  await fillRegistration(user);
  expect(await screen.findByText('Registration successful')).toBeTruthy();
  expect(screen.getByText('Welcome, Ada Lovelace!')).toBeTruthy();
  expect(fetchMock.bodies('POST /api/register')[0]).toEqual({
    name: 'Ada Lovelace',
    username: 'ada.l',
    email: 'ada@example.org',
    password: 'analytical engine',
  });
  await waitFor(() => expect(currentLocation()).toBe('/dashboard'));
});

test('a registration awaiting verification asks for the mailed code, which signs the new user in', async () => {
  const fetchMock = mockFetch({
    'POST /api/register': {
      body: { requiresVerification: true, message: 'Please check your email for verification code' },
    },
    'POST /api/verify-email': { body: { ...reader, name: 'Ada Lovelace' } },
  });
  const { user } = setup();
  await fillRegistration(user);
  expect(await screen.findByText('Registration successful')).toBeTruthy();
  const form = screen.getByRole('form', { name: 'Check your email' });
  expect(currentLocation()).toBe('/auth');
  expect((within(form).getByLabelText('Email') as HTMLInputElement).value).toBe('ada@example.org');

  await user.click(within(form).getByRole('button', { name: 'Verify email' }));
  expect(within(form).getByText('Enter the six digits from the mail.')).toBeTruthy();
  await user.type(within(form).getByLabelText('Verification code'), '042917');
  await user.click(within(form).getByRole('button', { name: 'Verify email' }));
  expect(await screen.findByText('Welcome, Ada Lovelace!')).toBeTruthy();
  expect(fetchMock.bodies('POST /api/verify-email')[0]).toEqual({ email: 'ada@example.org', code: '042917' });
  await waitFor(() => expect(currentLocation()).toBe('/dashboard'));
});

test('a wrong code is explained in the code form', async () => {
  mockFetch({
    'POST /api/register': {
      body: { requiresVerification: true, message: 'Please check your email for verification code' },
    },
    'POST /api/verify-email': { status: 400, body: { message: 'That code is wrong or has expired.' } },
  });
  const { user } = setup();
  await fillRegistration(user);
  const form = await screen.findByRole('form', { name: 'Check your email' });
  await user.type(within(form).getByLabelText('Verification code'), '111111');
  await user.click(within(form).getByRole('button', { name: 'Verify email' }));
  expect((await within(form).findByRole('alert')).textContent).toBe('That code is wrong or has expired.');
  expect(currentLocation()).toBe('/auth');
});

test('the login of an unverified account offers the code form, which can send a new code', async () => {
  const fetchMock = mockFetch({
    'POST /api/login': {
      status: 403,
      body: { statusCode: 403, message: 'Please verify your email address first.', reason: 'email-unverified' },
    },
    'POST /api/verify-email/resend': { body: { message: 'A new code is on its way.' } },
  });
  const { user } = setup();
  await user.type(screen.getByLabelText('Username or email'), 'ada@example.org');
  await user.type(within(loginForm()).getByLabelText('Password'), 'analytical engine');
  await user.click(within(loginForm()).getByRole('button', { name: 'Log in' }));
  const form = await screen.findByRole('form', { name: 'Check your email' });
  expect((within(form).getByLabelText('Email') as HTMLInputElement).value).toBe('ada@example.org');
  await user.click(within(form).getByRole('button', { name: 'Send a new code' }));
  expect(await screen.findByText('A new code is on its way.')).toBeTruthy();
  expect(fetchMock.bodies('POST /api/verify-email/resend')[0]).toEqual({ email: 'ada@example.org' });
  await user.click(within(form).getByRole('button', { name: 'Back to login' }));
  expect(screen.getByRole('tab', { name: 'Login' }).getAttribute('aria-selected')).toBe('true');
});

test('"Forgot password?" asks for a mailed link and shows the answer', async () => {
  const fetchMock = mockFetch({
    'POST /api/account/password-reset': { body: { message: 'If an account uses that address, a link is on its way.' } },
  });
  const { user } = setup();
  await user.click(within(loginForm()).getByRole('button', { name: 'Forgot password?' }));
  const form = screen.getByRole('form', { name: 'Forgot password?' });
  await user.type(within(form).getByLabelText('Email'), 'ada@example.org');
  await user.click(within(form).getByRole('button', { name: 'Send reset link' }));
  expect((await within(form).findByRole('status')).textContent).toBe(
    'If an account uses that address, a link is on its way.',
  );
  expect(fetchMock.bodies('POST /api/account/password-reset')[0]).toEqual({ email: 'ada@example.org' });
});

test('a failed registration shows the server message', async () => {
  mockFetch({ 'POST /api/register': { status: 400, body: { message: ['That username is taken.'] } } });
  const { user } = setup();
  await fillRegistration(user);
  const toast = await screen.findByText('Registration failed');
  expect(toast.closest('[role="alert"]')?.textContent).toContain('That username is taken.');
  expect(within(registerForm()).getByRole('alert').textContent).toBe('That username is taken.');
});

test('a signed-in user visiting /auth goes to the dashboard', () => {
  setup({ user: reader });
  expect(currentLocation()).toBe('/dashboard');
});
