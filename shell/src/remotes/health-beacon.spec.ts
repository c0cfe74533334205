import { HEALTH_REPORT_MAX_VIEWS, type RemoteHealthReport } from '@site/contracts';
import { countError, countView } from './health-beacon';

const STABLE = '/remotes/content/mf-manifest.json';
const CANARY = 'https://cdn.example.org/content/2026-12-01.1/mf-manifest.json';
const GAMES = '/remotes/games/mf-manifest.json';

const sendBeacon = jest.fn((_url: string, _data?: BodyInit | null) => true);
const fetchMock = jest.fn(async (_url: string, _init?: RequestInit) => ({ ok: true, status: 204 }));
let pages = 0;

/** A navigation to a page of its own, as the router makes it. */
function goToNewPage() {
  pages += 1;
  window.history.pushState(null, '', `/essays/${pages}?page=1`);
}

function hidePage() {
  window.dispatchEvent(new Event('pagehide'));
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

/** jsdom's Blob has no `text()`. */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

async function beaconReports(): Promise<RemoteHealthReport[]> {
  return Promise.all(
    sendBeacon.mock.calls.map(async ([url, data]) => {
      expect(url).toBe('/api/releases/health');
      const blob = data as Blob;
      expect(blob.type).toBe('application/json');
      return JSON.parse(await readText(blob)) as RemoteHealthReport;
    }),
  );
}

beforeAll(() => {
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, writable: true, value: sendBeacon });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

beforeEach(() => goToNewPage());

afterEach(() => {
  // What a test left counted is sent here, so that the next one starts from nothing.
  hidePage();
  navigator.sendBeacon = sendBeacon;
  sendBeacon.mockClear();
  sendBeacon.mockImplementation(() => true);
  fetchMock.mockClear();
});

test('sends one view per remote version per page and every error when the page is hidden, then starts again', async () => {
  countView('content', STABLE);
  countView('content', STABLE);
  countView('content', CANARY);
  countError('content', CANARY);
  countError('content', CANARY);
  countView('games', GAMES);

  hidePage();
  expect(await beaconReports()).toEqual([
    {
      counts: [
        { remote: 'content', manifestUrl: STABLE, views: 1, errors: 0 },
        { remote: 'content', manifestUrl: CANARY, views: 1, errors: 2 },
        { remote: 'games', manifestUrl: GAMES, views: 1, errors: 0 },
      ],
    },
  ]);

  sendBeacon.mockClear();
  hidePage();
  expect(sendBeacon).not.toHaveBeenCalled();

  // The same page after a report: its views were sent, not forgotten, so they are not counted twice.
  countView('content', STABLE);
  countError('games', GAMES);
  hidePage();
  expect(await beaconReports()).toEqual([{ counts: [{ remote: 'games', manifestUrl: GAMES, views: 0, errors: 1 }] }]);
  expect(fetchMock).not.toHaveBeenCalled();
});

test('counts a view again on each page the reader goes to, including one seen before', async () => {
  const first = window.location.pathname;
  countView('content', STABLE);
  goToNewPage();
  countView('content', STABLE);
  window.history.pushState(null, '', first);
  countView('content', STABLE);
  window.history.pushState(null, '', `${first}?page=2`);
  countView('content', STABLE);

  hidePage();
  expect(await beaconReports()).toEqual([
    { counts: [{ remote: 'content', manifestUrl: STABLE, views: 4, errors: 0 }] },
  ]);
});

test('sends when the page becomes hidden, not when it becomes visible', async () => {
  countView('content', STABLE);
  setVisibility('visible');
  expect(sendBeacon).not.toHaveBeenCalled();

  setVisibility('hidden');
  expect(await beaconReports()).toEqual([
    { counts: [{ remote: 'content', manifestUrl: STABLE, views: 1, errors: 0 }] },
  ]);
  setVisibility('visible');
});

test('counts nothing for a remote whose manifest URL is unknown', () => {
  countView('content', undefined);
  countError('content', undefined);
  hidePage();
  expect(sendBeacon).not.toHaveBeenCalled();
});

test(`sends as soon as a version reaches ${HEALTH_REPORT_MAX_VIEWS} views, and counts the next in a new report`, async () => {
  for (let view = 0; view < HEALTH_REPORT_MAX_VIEWS; view += 1) {
    countView('content', CANARY);
    goToNewPage();
  }
  countError('content', STABLE);
  expect(await beaconReports()).toEqual([
    { counts: [{ remote: 'content', manifestUrl: CANARY, views: HEALTH_REPORT_MAX_VIEWS, errors: 0 }] },
  ]);

  sendBeacon.mockClear();
  countView('content', CANARY);
  hidePage();
  expect(await beaconReports()).toEqual([
    {
      counts: [
        { remote: 'content', manifestUrl: STABLE, views: 0, errors: 1 },
        { remote: 'content', manifestUrl: CANARY, views: 1, errors: 0 },
      ],
    },
  ]);
});

test(`sends as soon as a version reaches ${HEALTH_REPORT_MAX_VIEWS} errors`, async () => {
  countView('games', GAMES);
  for (let error = 0; error < HEALTH_REPORT_MAX_VIEWS; error += 1) countError('games', GAMES);
  expect(await beaconReports()).toEqual([
    { counts: [{ remote: 'games', manifestUrl: GAMES, views: 1, errors: HEALTH_REPORT_MAX_VIEWS }] },
  ]);
});

test.each([
  ['refuses the beacon', () => sendBeacon.mockReturnValue(false)],
  [
    'throws',
    () =>
      sendBeacon.mockImplementation(() => {
        throw new TypeError('sendBeacon() with a Blob whose type is not CORS-safelisted is disabled');
      }),
  ],
  ['has no sendBeacon', () => Object.assign(navigator, { sendBeacon: undefined })],
])('posts with a keepalive fetch when the browser %s, and ignores its failure', async (_, arrange) => {
  arrange();
  fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  countError('learn', '/remotes/learn/mf-manifest.json');

  hidePage();
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const [url, init] = fetchMock.mock.calls[0];
  expect(url).toBe('/api/releases/health');
  expect(init).toMatchObject({ method: 'POST', keepalive: true, headers: { 'content-type': 'application/json' } });
  expect(JSON.parse(init?.body as string)).toEqual({
    counts: [{ remote: 'learn', manifestUrl: '/remotes/learn/mf-manifest.json', views: 0, errors: 1 }],
  });
  // Let the rejection settle: left unhandled, it would end the test run.
  await Promise.resolve();
});

test('listens for the page being hidden once, from the first count', () => {
  const addToDocument = jest.spyOn(document, 'addEventListener');
  const addToWindow = jest.spyOn(window, 'addEventListener');
  jest.isolateModules(() => {
    const beacon = jest.requireActual<typeof import('./health-beacon')>('./health-beacon');
    expect(addToWindow).not.toHaveBeenCalledWith('pagehide', expect.anything());
    beacon.countView('admin', '/remotes/admin/mf-manifest.json');
    beacon.countError('admin', '/remotes/admin/mf-manifest.json');
  });
  expect(addToDocument.mock.calls.filter(([type]) => type === 'visibilitychange')).toHaveLength(1);
  expect(addToWindow.mock.calls.filter(([type]) => type === 'pagehide')).toHaveLength(1);
  addToDocument.mockRestore();
  addToWindow.mockRestore();
});
