import { act, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { currentLocation, renderWithProviders } from '../../app/testing/render';
import { fakeResponse, reader } from '@site/testing';
import { forgetSignedInUser } from '@site/shell-api';
import type { User } from '@site/contracts';
import { RequireUser } from './RequireUser';

function AuthProbe() {
  const { state } = useLocation();
  return <p>Login page, coming from {(state as { from?: { pathname: string } } | null)?.from?.pathname}</p>;
}

function setup(user?: User | null) {
  return renderWithProviders(
    <Routes>
      <Route
        path="/bookmarks"
        element={
          <RequireUser>
            <p>Secret bookmarks</p>
          </RequireUser>
        }
      />
      <Route path="/auth" element={<AuthProbe />} />
      <Route path="/" element={<p>Home</p>} />
    </Routes>,
    { route: '/bookmarks', user },
  );
}

test('shows a spinner while the session loads', async () => {
  let answer: (response: Response) => void = () => undefined;
  globalThis.fetch = jest.fn(() => new Promise<Response>((resolve) => (answer = resolve))) as unknown as typeof fetch;
  setup();
  expect(screen.getByRole('status', { name: 'Checking your session' })).toBeTruthy();
  answer(fakeResponse({ body: reader }));
  expect(await screen.findByText('Secret bookmarks')).toBeTruthy();
});

test('sends a visitor to /auth, remembering where they were going', () => {
  setup(null);
  expect(currentLocation()).toBe('/auth');
  expect(screen.getByText('Login page, coming from /bookmarks')).toBeTruthy();
  expect(screen.queryByText('Secret bookmarks')).toBeNull();
});

test('shows the page to a signed-in user', () => {
  setup(reader);
  expect(screen.getByText('Secret bookmarks')).toBeTruthy();
  expect(currentLocation()).toBe('/bookmarks');
});

test('takes a reader whose session ends on the page home, not to the login form', async () => {
  const { queryClient } = setup(reader);
  act(() => forgetSignedInUser(queryClient));
  await waitFor(() => expect(currentLocation()).toBe('/'));
  expect(screen.getByText('Home')).toBeTruthy();
});
