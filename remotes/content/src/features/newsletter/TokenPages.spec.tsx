import { NEWSLETTER_TOKEN_INVALID_TEXT, SUBSCRIBE_CONFIRMED_TEXT, UNSUBSCRIBED_TEXT } from '@site/contracts';
import { mockFetch, renderWithProviders, type FakeRoute } from '@site/testing';
import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import App from '../../exposes/App';
import { metaContents } from '../../test/head';
import ConfirmPage from './ConfirmPage';
import UnsubscribePage from './UnsubscribePage';

interface Case {
  Page: ComponentType;
  path: string;
  heading: string;
  button: string;
  endpoint: string;
  done: string;
}

const CASES: Case[] = [
  {
    Page: ConfirmPage,
    path: '/newsletter/confirm',
    heading: 'Confirm your subscription',
    button: 'Confirm subscription',
    endpoint: 'POST /api/newsletter/confirm',
    done: SUBSCRIBE_CONFIRMED_TEXT,
  },
  {
    Page: UnsubscribePage,
    path: '/newsletter/unsubscribe',
    heading: 'Unsubscribe',
    button: 'Unsubscribe',
    endpoint: 'POST /api/newsletter/unsubscribe',
    done: UNSUBSCRIBED_TEXT,
  },
];

function setup({ Page, path, endpoint, done }: Case, search: string, reply: FakeRoute = { body: { message: done } }) {
  const fetch = mockFetch({ [endpoint]: reply });
  return { ...renderWithProviders(<Page />, { route: path + search }), fetch };
}

describe.each(CASES)('$path', (page) => {
  test('opening the mailed link sends nothing; the button sends the token', async () => {
    const { user, fetch } = setup(page, '?token=abc123');
    expect(screen.getByRole('heading', { level: 1, name: page.heading })).toBeTruthy();
    expect(fetch.calls()).toEqual([]);
    await user.click(screen.getByRole('button', { name: page.button }));
    expect(await screen.findByText(page.done)).toBeTruthy();
    expect(fetch.bodies(page.endpoint)).toEqual([{ token: 'abc123' }]);
    expect(screen.queryByRole('button', { name: page.button })).toBeNull();
    expect(screen.getByRole('link', { name: /newsletter page/ }).getAttribute('href')).toBe('/newsletter');
  });

  test('search engines are asked to leave it out', () => {
    setup(page, '?token=abc123');
    expect(metaContents('robots')).toEqual(['noindex,follow']);
  });

  test('without a token the page says the link is not valid and offers no button', () => {
    const { fetch } = setup(page, '');
    expect(screen.getByRole('heading', { level: 1, name: page.heading })).toBeTruthy();
    expect(screen.getByText(NEWSLETTER_TOKEN_INVALID_TEXT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: page.button })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to the newsletter page' }).getAttribute('href')).toBe('/newsletter');
    expect(fetch.calls()).toEqual([]);
  });

  test('a token the service refuses is reported as an invalid link', async () => {
    const { user } = setup(page, '?token=stale', { status: 400, body: { message: NEWSLETTER_TOKEN_INVALID_TEXT } });
    await user.click(screen.getByRole('button', { name: page.button }));
    expect((await screen.findByRole('alert')).textContent).toBe(NEWSLETTER_TOKEN_INVALID_TEXT);
    expect(screen.queryByRole('button', { name: page.button })).toBeNull();
  });

  test('a failure of the server keeps the button to try again', async () => {
    const { user } = setup(page, '?token=abc123', { status: 503, body: { message: 'Service unavailable' } });
    await user.click(screen.getByRole('button', { name: page.button }));
    expect((await screen.findByRole('alert')).textContent).toBe('Service unavailable');
    expect(screen.getByRole('button', { name: page.button })).toBeTruthy();
  });

  // The page is a lazy chunk, slow to compile on a first run.
  test('the content app draws it', async () => {
    mockFetch({});
    renderWithProviders(<App />, { route: page.path });
    expect(await screen.findByRole('heading', { level: 1, name: page.heading }, { timeout: 10_000 })).toBeTruthy();
  });
});
