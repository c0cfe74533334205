import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { FirstHtml, REVALIDATE_MS } from './first-html.js';
import type { RenderAnswer } from './render-client.js';

const STATIC_SHELL = '<!doctype html><html><body><div id="root"></div></body></html>';
const REMOTES = { content: '/remotes/content/mf-manifest.json' };

function setup() {
  const asked: { address: string; remotes: Record<string, string> }[] = [];
  const answers = new Map<string, RenderAnswer | Error>();
  const logged: string[] = [];
  const reported: unknown[] = [];
  let now = 0;
  const firstHtml = new FirstHtml({
    report: async (counts) => void reported.push(...counts),
    render: {
      render: async (address, remotes) => {
        asked.push({ address, remotes });
        const answer = answers.get(address) ?? new Error('the renderer answered 500');
        if (answer instanceof Error) throw answer;
        return answer;
      },
    },
    template: { read: async () => ({ text: STATIC_SHELL, version: '1' }) },
    log: (_error, message) => logged.push(message),
    now: () => now,
  });
  return { firstHtml, asked, answers, logged, reported, advance: (ms: number) => (now += ms) };
}

const page = (title: string) => `<!DOCTYPE html><html><head><title>${title}</title></head><body>${title}</body></html>`;

describe('FirstHtml', () => {
  it("answers with the renderer's page, told where the remotes are, and compressed once", async () => {
    const { firstHtml, asked, answers } = setup();
    answers.set('/essays?page=2', { status: 200, html: page('Essays') });
    const answer = await firstHtml.page('/essays?page=2', { known: true, remotes: REMOTES });
    expect(answer.status).toBe(200);
    expect(answer.html.toString()).toBe(page('Essays'));
    expect(gunzipSync(answer.encoded!.gzip).toString()).toBe(page('Essays'));
    expect(brotliDecompressSync(answer.encoded!.br).toString()).toBe(page('Essays'));
    expect(asked).toEqual([{ address: '/essays?page=2', remotes: REMOTES }]);
  });

  it('keeps a page for a second, then renders it again and keeps its validator while it is unchanged', async () => {
    const { firstHtml, asked, answers, advance } = setup();
    answers.set('/essays', { status: 200, html: page('Essays') });
    const first = await firstHtml.page('/essays', { known: true, remotes: REMOTES });
    advance(REVALIDATE_MS - 1);
    await firstHtml.page('/essays', { known: true, remotes: REMOTES });
    expect(asked).toHaveLength(1);
    advance(1);
    const again = await firstHtml.page('/essays', { known: true, remotes: REMOTES });
    expect(asked).toHaveLength(2);
    expect(again.etag).toBe(first.etag);
    answers.set('/essays', { status: 200, html: page('Essays, one more') });
    advance(REVALIDATE_MS);
    const changed = await firstHtml.page('/essays', { known: true, remotes: REMOTES });
    expect(changed.etag).not.toBe(first.etag);
    expect(changed.html.toString()).toContain('one more');
  });

  it("keeps a canary visitor's page apart from everyone else's", async () => {
    const { firstHtml, asked, answers } = setup();
    answers.set('/games', { status: 200, html: page('Games') });
    const canary = { ...REMOTES, games: 'https://cdn.example.org/games/2/mf-manifest.json' };
    await firstHtml.page('/games', { known: true, remotes: REMOTES });
    await firstHtml.page('/games', { known: true, remotes: canary });
    await firstHtml.page('/games', { known: true, remotes: canary });
    expect(asked).toEqual([
      { address: '/games', remotes: REMOTES },
      { address: '/games', remotes: canary },
    ]);
  });

  it('counts each render toward the health of the releases whose areas it drew, a failed area as an error', async () => {
    const { firstHtml, answers, reported, advance } = setup();
    answers.set('/', {
      status: 200,
      html: page('Home'),
      remotes: { drawn: ['content', 'games'], failed: ['games'] },
    });
    const remotes = { ...REMOTES, games: 'https://cdn.example.org/games/2/mf-manifest.json' };
    await firstHtml.page('/', { known: true, remotes });
    await firstHtml.page('/', { known: true, remotes });
    expect(reported).toEqual([
      { remote: 'content', manifestUrl: REMOTES.content, views: 1, errors: 0 },
      { remote: 'games', manifestUrl: remotes.games, views: 1, errors: 1 },
    ]);
    // The page kept within its second was not counted again; a second later it is rendered, and counted, again.
    advance(REVALIDATE_MS);
    await firstHtml.page('/', { known: true, remotes });
    expect(reported).toHaveLength(4);
  });

  it('renders a page once for every request that arrives while it is being rendered', async () => {
    const { firstHtml, asked, answers } = setup();
    answers.set('/', { status: 200, html: page('Home') });
    await Promise.all([1, 2, 3].map(() => firstHtml.page('/', { known: true, remotes: REMOTES })));
    expect(asked).toHaveLength(1);
  });

  it("answers 404 with the renderer's not-found page, and keeps no page of an address no route knows", async () => {
    const { firstHtml, asked, answers } = setup();
    answers.set('/no/such/page', { status: 404, html: page('Page not found') });
    const answer = await firstHtml.page('/no/such/page', { known: false, remotes: REMOTES });
    expect(answer.status).toBe(404);
    expect(answer.html.toString()).toContain('Page not found');
    await firstHtml.page('/no/such/page', { known: false, remotes: REMOTES });
    expect(asked).toHaveLength(2);
  });

  it('sends the static shell when the renderer fails for a page never rendered, and says so', async () => {
    const { firstHtml, logged } = setup();
    const known = await firstHtml.page('/courses', { known: true, remotes: REMOTES });
    expect(known.status).toBe(200);
    expect(known.html.toString()).toBe(STATIC_SHELL);
    expect(known.encoded).toBeUndefined();
    const unknown = await firstHtml.page('/nowhere', { known: false, remotes: REMOTES });
    expect(unknown.status).toBe(404);
    expect(logged).toEqual([
      'no rendered page for /courses; sent the static shell',
      'no rendered page for /nowhere; sent the static shell',
    ]);
  });

  it('keeps the last rendered page while the renderer fails, and asks it again a second later', async () => {
    const { firstHtml, asked, answers, advance } = setup();
    answers.set('/library', { status: 200, html: page('Library') });
    await firstHtml.page('/library', { known: true, remotes: REMOTES });
    answers.set('/library', new Error('timed out'));
    advance(REVALIDATE_MS);
    const kept = await firstHtml.page('/library', { known: true, remotes: REMOTES });
    expect(kept.html.toString()).toBe(page('Library'));
    await firstHtml.page('/library', { known: true, remotes: REMOTES });
    expect(asked).toHaveLength(2);
    advance(REVALIDATE_MS);
    await firstHtml.page('/library', { known: true, remotes: REMOTES });
    expect(asked).toHaveLength(3);
  });
});
