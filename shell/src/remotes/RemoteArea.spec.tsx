import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { BrowserRouter, useNavigate } from 'react-router-dom';
import type { RemoteHealthReport } from '@site/contracts';
import { RemoteArea } from './RemoteArea';
import { loadRemoteModule, manifestUrlOf, retryRemoteModule } from './registry';
import { MANIFESTS } from './testing/fake-registry';

// As `/remotes.json` gave them to this browser: a canary of content; games is not listed.
jest.mock('./registry', () => jest.requireActual('./testing/fake-registry'));

const { content: CONTENT, learn: LEARN } = MANIFESTS;
const load = jest.mocked(loadRemoteModule);
const retry = jest.mocked(retryRemoteModule);
const sendBeacon = jest.fn((_url: string, _data?: BodyInit | null) => true);
const failure = new Error('Failed to load script resources. #RUNTIME-008');
let pages = 0;

function module(text: string) {
  return { default: () => <p>{text}</p> };
}

function GoTo({ to }: { to: string }) {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(to)}>
      Go to {to}
    </button>
  );
}

function renderPage(children: ReactNode) {
  return render(children, { wrapper: BrowserRouter });
}

/** The page is hidden: what was counted is sent, and read back here. */
async function sentReport(): Promise<RemoteHealthReport | null> {
  sendBeacon.mockClear();
  window.dispatchEvent(new Event('pagehide'));
  if (sendBeacon.mock.calls.length === 0) return null;
  const blob = sendBeacon.mock.calls[0][1] as Blob;
  const text = await new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });
  return JSON.parse(text) as RemoteHealthReport;
}

beforeAll(() => {
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, writable: true, value: sendBeacon });
});

beforeEach(() => {
  pages += 1;
  window.history.pushState(null, '', `/page/${pages}`);
});

afterEach(async () => {
  await sentReport();
  load.mockReset();
  retry.mockReset();
});

test('a rendered remote counts one view on its page for the manifest URL it was loaded from', async () => {
  load.mockImplementation(async (_remote, name) => module(`the ${name}`));
  const { rerender } = renderPage(
    <>
      <RemoteArea
        remote="content"
        module="RecentEssays"
        props={{ limit: 3 }}
        label="The essays could not be loaded."
        loading="…"
      />
      <RemoteArea
        remote="content"
        module="RecentJournal"
        props={{ limit: 3 }}
        label="The journal could not be loaded."
        loading="…"
      />
      <RemoteArea remote="learn" module="QuizTeaser" label="The quizzes could not be loaded." loading="…" />
      <GoTo to="?sort=new" />
    </>,
  );
  expect(await screen.findByText('the RecentEssays')).toBeTruthy();
  expect(await screen.findByText('the RecentJournal')).toBeTruthy();
  expect(await screen.findByText('the QuizTeaser')).toBeTruthy();
  rerender(
    <>
      <RemoteArea
        remote="content"
        module="RecentEssays"
        props={{ limit: 3 }}
        label="The essays could not be loaded."
        loading="…"
      />
      <GoTo to="?sort=new" />
    </>,
  );

  expect(await sentReport()).toEqual({
    counts: [
      { remote: 'content', manifestUrl: CONTENT, views: 1, errors: 0 },
      { remote: 'learn', manifestUrl: LEARN, views: 1, errors: 0 },
    ],
  });

  // Another query string is another page: the area still drawn counts again.
  fireEvent.click(screen.getByRole('button', { name: 'Go to ?sort=new' }));
  expect(await sentReport()).toEqual({ counts: [{ remote: 'content', manifestUrl: CONTENT, views: 1, errors: 0 }] });
});

test('a failing load counts one error, again for a retry that fails, and a view for one that works', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  load.mockRejectedValue(failure);
  retry.mockRejectedValueOnce(failure).mockResolvedValueOnce(module('the essays'));
  const area = (
    <RemoteArea
      remote="content"
      module="RecentEssays"
      props={{ limit: 3 }}
      label="The essays could not be loaded."
      loading="…"
    />
  );
  const { rerender } = renderPage(area);

  expect(await screen.findByText('The essays could not be loaded.')).toBeTruthy();
  rerender(area);
  expect(await sentReport()).toEqual({ counts: [{ remote: 'content', manifestUrl: CONTENT, views: 0, errors: 1 }] });

  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('The essays could not be loaded.')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('the essays')).toBeTruthy();
  expect(await sentReport()).toEqual({ counts: [{ remote: 'content', manifestUrl: CONTENT, views: 1, errors: 1 }] });
  jest.mocked(console.error).mockRestore();
});

test('a module that throws while rendering counts an error and no view', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  load.mockResolvedValue({
    default: () => {
      throw new Error('Cannot read properties of undefined');
    },
  });
  renderPage(<RemoteArea remote="learn" module="QuizTeaser" label="The quizzes could not be loaded." loading="…" />);

  expect(await screen.findByText('The quizzes could not be loaded.')).toBeTruthy();
  expect(await sentReport()).toEqual({ counts: [{ remote: 'learn', manifestUrl: LEARN, views: 0, errors: 1 }] });
  jest.mocked(console.error).mockRestore();
});

test('a remote whose manifest URL is unknown counts nothing', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  load.mockImplementation(async (remote) => {
    if (remote === 'games') return module('the game');
    throw failure;
  });
  renderPage(
    <>
      <RemoteArea remote="games" module="GameTeaser" label="The game could not be loaded." loading="…" />
      <RemoteArea remote="library" module="ReadingNow" label="The books could not be loaded." loading="…" />
    </>,
  );

  expect(await screen.findByText('the game')).toBeTruthy();
  expect(await screen.findByText('The books could not be loaded.')).toBeTruthy();
  expect(jest.mocked(manifestUrlOf)).toHaveBeenCalledWith('games');
  expect(await sentReport()).toBeNull();
  jest.mocked(console.error).mockRestore();
});

test('nothing is sent while the page is shown', async () => {
  load.mockResolvedValue(module('the essays'));
  renderPage(
    <RemoteArea
      remote="content"
      module="RecentEssays"
      props={{ limit: 3 }}
      label="The essays could not be loaded."
      loading="…"
    />,
  );
  expect(await screen.findByText('the essays')).toBeTruthy();
  await act(async () => undefined);
  expect(sendBeacon).not.toHaveBeenCalled();
});
