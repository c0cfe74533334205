import { act, renderHook, waitFor } from '@testing-library/react';
import { mockFetch, queryWrapper, reader } from '@site/testing';
import { removeToast, toastStore } from '../toast/toast-store';
import { USER_QUERY_KEY } from './api/current-user';
import { useCurrentUser } from './use-current-user';
import { useLogin } from './use-login';
import { useLogout } from './use-logout';
import { useRegister } from './use-register';

const lastToast = () => toastStore.getState().toasts[0];

afterEach(() => removeToast());

describe('useCurrentUser', () => {
  test('gives the user from GET /api/user', async () => {
    mockFetch({ 'GET /api/user': { body: reader } });
    const { result } = renderHook(() => useCurrentUser(), queryWrapper());
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.user).toEqual(reader));
    expect(result.current.isLoading).toBe(false);
  });

  test.each([
    ['a null body', { body: null }],
    ['a 401', { status: 401, body: { message: 'Unauthorized' } }],
    ['a server error', { status: 500, body: { message: 'boom' } }],
  ])('gives null for %s', async (_case, reply) => {
    const fetchMock = mockFetch({ 'GET /api/user': reply });
    const { result } = renderHook(() => useCurrentUser(), queryWrapper());
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.user).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  test('draws a user already in the cache at once, and follows a sign-in and sign-out made elsewhere', async () => {
    mockFetch({});
    const { queryClient, wrapper } = queryWrapper();
    queryClient.setQueryData(USER_QUERY_KEY, null);
    const { result } = renderHook(() => useCurrentUser(), { wrapper });
    expect(result.current).toEqual({ user: null, isLoading: false });
    act(() => queryClient.setQueryData(USER_QUERY_KEY, reader));
    await waitFor(() => expect(result.current.user).toEqual(reader));
    act(() => queryClient.setQueryData(USER_QUERY_KEY, null));
    await waitFor(() => expect(result.current.user).toBeNull());
  });
});

describe('useLogin', () => {
  test('stores the user, refreshes other queries and welcomes them back', async () => {
    const fetchMock = mockFetch({ 'POST /api/login': { body: reader } });
    const { queryClient, wrapper } = queryWrapper();
    queryClient.setQueryData(['bookmarks'], []);
    const { result } = renderHook(() => useLogin(), { wrapper });
    await act(() => result.current.mutateAsync({ username: 'ada', password: 'correct horse' }));
    expect(fetchMock.bodies('POST /api/login')).toEqual([{ username: 'ada', password: 'correct horse' }]);
    expect(queryClient.getQueryData(USER_QUERY_KEY)).toEqual(reader);
    expect(queryClient.getQueryState(['bookmarks'])?.isInvalidated).toBe(true);
    expect(lastToast()).toMatchObject({
      title: 'Login successful',
      description: 'Welcome back, Ada Lovelace !',
      variant: 'default',
    });
  });

  test('welcomes by username when the name is empty', async () => {
    mockFetch({ 'POST /api/login': { body: { ...reader, name: '' } } });
    const { result } = renderHook(() => useLogin(), queryWrapper());
    await act(() => result.current.mutateAsync({ username: 'ada', password: 'correct horse' }));
    expect(lastToast().description).toBe('Welcome back, ada !');
  });

  test('shows the server message when the login is refused', async () => {
    mockFetch({ 'POST /api/login': { status: 401, body: { message: 'Invalid username or password' } } });
    const { queryClient, wrapper } = queryWrapper();
    const { result } = renderHook(() => useLogin(), { wrapper });
    await act(() => result.current.mutateAsync({ username: 'ada', password: 'wrong' }).catch(() => undefined));
    expect(queryClient.getQueryData(USER_QUERY_KEY)).toBeUndefined();
    expect(lastToast()).toMatchObject({
      title: 'Login failed',
      description: 'Invalid username or password',
      variant: 'destructive',
    });
  });
});

describe('useRegister', () => {
  test('signs the new user in and welcomes them', async () => {
    mockFetch({ 'POST /api/register': { body: reader } });
    const { queryClient, wrapper } = queryWrapper();
    const { result } = renderHook(() => useRegister(), { wrapper });
    await act(() =>
      result.current.mutateAsync({
        name: 'Ada Lovelace',
        username: 'ada',
        email: 'ada@example.org',
        password: 'x'.repeat(8),
      }),
    );
    expect(queryClient.getQueryData(USER_QUERY_KEY)).toEqual(reader);
    expect(lastToast()).toMatchObject({ title: 'Registration successful', description: 'Welcome, Ada Lovelace!' });
  });

  test('does not sign in when the email must be verified first', async () => {
    mockFetch({
      'POST /api/register': { body: { requiresVerification: true, message: 'Check your inbox' } },
    });
    const { queryClient, wrapper } = queryWrapper();
    const { result } = renderHook(() => useRegister(), { wrapper });
    await act(() =>
      result.current.mutateAsync({ name: 'Ada', username: 'ada', email: 'ada@example.org', password: 'x'.repeat(8) }),
    );
    expect(queryClient.getQueryData(USER_QUERY_KEY)).toBeUndefined();
    expect(lastToast()).toMatchObject({
      title: 'Registration successful',
      description: 'Please check your email for verification code',
    });
  });

  test('shows the server message when registration fails', async () => {
    mockFetch({ 'POST /api/register': { status: 400, body: { message: ['Username is already taken.'] } } });
    const { result } = renderHook(() => useRegister(), queryWrapper());
    await act(() =>
      result.current
        .mutateAsync({ name: 'Ada', username: 'ada', email: 'ada@example.org', password: 'x'.repeat(8) })
        .catch(() => undefined),
    );
    expect(lastToast()).toMatchObject({
      title: 'Registration failed',
      description: 'Username is already taken.',
      variant: 'destructive',
    });
  });
});

describe('useLogout', () => {
  test('clears the user and what was fetched for them', async () => {
    mockFetch({ 'POST /api/logout': { body: {} } });
    const { queryClient, wrapper } = queryWrapper();
    queryClient.setQueryData(USER_QUERY_KEY, reader);
    queryClient.setQueryData(['bookmarks'], [{ id: 1 }]);
    const { result } = renderHook(() => useLogout(), { wrapper });
    await act(() => result.current.mutateAsync());
    expect(queryClient.getQueryData(USER_QUERY_KEY)).toBeNull();
    expect(queryClient.getQueryData(['bookmarks'])).toBeUndefined();
    expect(lastToast()).toMatchObject({ title: 'Logged out', description: 'You have been successfully logged out.' });
  });

  test('reports a failed logout and keeps the user', async () => {
    mockFetch({ 'POST /api/logout': { status: 403, body: { message: 'Origin not allowed' } } });
    const { queryClient, wrapper } = queryWrapper();
    queryClient.setQueryData(USER_QUERY_KEY, reader);
    const { result } = renderHook(() => useLogout(), { wrapper });
    await act(() => result.current.mutateAsync().catch(() => undefined));
    expect(queryClient.getQueryData(USER_QUERY_KEY)).toEqual(reader);
    expect(lastToast()).toMatchObject({
      title: 'Logout failed',
      description: 'Origin not allowed',
      variant: 'destructive',
    });
  });
});
