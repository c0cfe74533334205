import { expect, test } from './fixtures';
import type { Episode, PodcastOverview } from '@site/contracts';

/** What podcast apps and crawlers fetch from the running site: feed, files with ranges, and first HTML. */
test.describe('the podcast for apps and crawlers', () => {
  test('serves the feed with an enclosure, transcript and chapters per episode', async ({ request }) => {
    const overview = (await (await request.get('/api/podcast')).json()) as PodcastOverview;
    const response = await request.get('/podcast/feed.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
    const xml = await response.text();
    expect(xml).toContain('xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"');
    expect(xml).toContain('<podcast:guid>');
    for (const episode of overview.episodes) {
      expect(xml).toContain(`length="${episode.audio.byteLength}" type="audio/mpeg"`);
      expect(xml).toContain(`/podcast/episodes/${episode.slug}/transcript.vtt`);
      expect(xml).toContain(`/podcast/episodes/${episode.slug}/chapters.json`);
    }
    const [first] = overview.episodes;
    const vtt = await request.get(`/podcast/episodes/${first.slug}/transcript.vtt`);
    expect(vtt.headers()['access-control-allow-origin']).toBe('*');
    expect((await vtt.text()).startsWith('WEBVTT')).toBe(true);
    const chapters = await (await request.get(`/podcast/episodes/${first.slug}/chapters.json`)).json();
    expect(chapters.version).toBe('1.2.0');
  });

  test('serves the audio whole, by byte range, and refuses a range past its end', async ({ request }) => {
    const [episode] = ((await (await request.get('/api/podcast')).json()) as PodcastOverview).episodes;
    const whole = await request.get(episode.audio.url);
    expect(whole.status()).toBe(200);
    expect(whole.headers()['accept-ranges']).toBe('bytes');
    expect(whole.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await whole.body()).length).toBe(episode.audio.byteLength);

    const part = await request.get(episode.audio.url, { headers: { Range: 'bytes=0-1023' } });
    expect(part.status()).toBe(206);
    expect(part.headers()['content-range']).toBe(`bytes 0-1023/${episode.audio.byteLength}`);
    expect((await part.body()).length).toBe(1024);

    const past = await request.get(episode.audio.url, { headers: { Range: `bytes=${episode.audio.byteLength}-` } });
    expect(past.status()).toBe(416);
    expect(past.headers()['content-range']).toBe(`bytes */${episode.audio.byteLength}`);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('an episode’s first HTML carries its PodcastEpisode JSON-LD, notes and transcript', async ({
      page,
      request,
    }) => {
      const [summary] = ((await (await request.get('/api/podcast')).json()) as PodcastOverview).episodes;
      const episode = (await (await request.get(`/api/podcast/episodes/${summary.slug}`)).json()) as Episode;
      const response = await page.goto(`/podcast/episode/${episode.slug}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: episode.title })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Transcript' })).toBeVisible();
      await expect(page.getByText(episode.transcript[0].text)).toBeVisible();
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(blocks.map((text) => (JSON.parse(text) as { '@type': string })['@type'])).toContain('PodcastEpisode');
    });

    test('the podcast page is a PodcastSeries, and an unknown episode is a 404 page', async ({ page }) => {
      expect((await page.goto('/podcast'))?.status()).toBe(200);
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(blocks.map((text) => (JSON.parse(text) as { '@type': string })['@type'])).toContain('PodcastSeries');
      expect((await page.goto('/podcast/episode/no-such-episode'))?.status()).toBe(404);
    });
  });
});
