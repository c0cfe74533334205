import { screen, waitFor } from '@testing-library/react';
import { mockFetch } from '@site/testing';
import { renderWithProviders } from '../../app/testing/render';
import { ChatLauncher } from './ChatLauncher';
import { FakeEventSource } from './fake-event-source';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  FakeEventSource.install();
  mockFetch({ 'GET /api/chat/status': { body: { authorAvailable: true } } });
});

describe('ChatLauncher', () => {
  it('is a small button that loads the chat only when first opened', async () => {
    const { user } = renderWithProviders(<ChatLauncher />, { user: null });
    const button = screen.getByRole('button', { name: 'Chat with the author' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(button);
    expect(await screen.findByRole('dialog', { name: 'Chat with the author' })).toBeTruthy();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /Your message/ })));
    expect(sessionStorage.getItem('site.chat.open')).toBe('true');
  });

  it('closes with Escape and gives focus back to the button', async () => {
    const { user } = renderWithProviders(<ChatLauncher />, { user: null });
    await user.click(screen.getByRole('button', { name: 'Chat with the author' }));
    await screen.findByRole('dialog', { name: 'Chat with the author' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Chat with the author' }));
  });

  it('opens again after a reload when it was open in this tab', async () => {
    sessionStorage.setItem('site.chat.open', 'true');
    renderWithProviders(<ChatLauncher />, { user: null });
    expect(await screen.findByRole('dialog', { name: 'Chat with the author' })).toBeTruthy();
  });
});
