import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../app/testing/render';
import { mockFetch, reader } from '@site/testing';
import { toastStore, USER_QUERY_KEY } from '@site/shell-api';
import { SettingsPage } from './SettingsPage';

afterEach(() => toastStore.setState({ toasts: [] }));

function setup() {
  return renderWithProviders(<SettingsPage />, { route: '/settings', user: reader });
}

test('starts from the saved profile', () => {
  setup();
  expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Ada Lovelace');
  expect((screen.getByLabelText(/Profile picture URL/) as HTMLInputElement).value).toBe('');
});

test('saves the name and picture with PATCH /api/user/profile and confirms', async () => {
  const saved = { ...reader, name: 'Augusta Ada King', profilePicture: 'https://example.org/ada.png' };
  const fetchMock = mockFetch({ 'PATCH /api/user/profile': { body: saved } });
  const { user, queryClient } = setup();
  await user.clear(screen.getByLabelText('Name'));
  await user.type(screen.getByLabelText('Name'), 'Augusta Ada King');
  await user.type(screen.getByLabelText(/Profile picture URL/), 'https://example.org/ada.png');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(queryClient.getQueryData(USER_QUERY_KEY)).toEqual(saved));
  expect(fetchMock.bodies('PATCH /api/user/profile')[0]).toEqual({
    name: 'Augusta Ada King',
    profilePicture: 'https://example.org/ada.png',
  });
  expect(toastStore.getState().toasts[0]).toMatchObject({ title: 'Profile updated' });
});

test('checks the fields first', async () => {
  const fetchMock = mockFetch({});
  const { user } = setup();
  await user.clear(screen.getByLabelText('Name'));
  await user.type(screen.getByLabelText(/Profile picture URL/), 'javascript:alert(1)');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(screen.getByText('Enter your name.')).toBeTruthy();
  expect(screen.getByText('Use a web address starting with https://.')).toBeTruthy();
  expect(fetchMock).not.toHaveBeenCalled();
});

test('a refused change is reported', async () => {
  mockFetch({ 'PATCH /api/user/profile': { status: 400, body: { message: ['name must be shorter'] } } });
  const { user } = setup();
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  expect((await screen.findByRole('alert')).textContent).toBe('name must be shorter');
  expect(toastStore.getState().toasts[0]).toMatchObject({ title: 'Profile not saved', variant: 'destructive' });
});
