import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import type { Episode, PodcastOverview } from '@site/contracts';

/** The seed's episodes: the ones whose transcripts and chapters these tests count on (the author adds others). */
const SEEDED = new Set(
  (
    JSON.parse(
      readFileSync(path.resolve(import.meta.dirname, '../../services/content/seed/library/audio/scripts.json'), 'utf8'),
    ) as { episodes: { slug: string }[] }
  ).episodes.map((episode) => episode.slug),
);

/** The newest seeded episode, as the API gives it. */
async function newestEpisode(request: APIRequestContext): Promise<Episode> {
  const overview = (await (await request.get('/api/podcast')).json()) as PodcastOverview;
  const newest = overview.episodes.find((episode) => SEEDED.has(episode.slug));
  expect(newest).toBeDefined();
  return (await (await request.get(`/api/podcast/episodes/${newest!.slug}`)).json()) as Episode;
}

// The library's one player element, hidden at the end of the body.
const audio = (page: Page) => page.locator('audio[data-library-player]');
const currentTime = (page: Page) => audio(page).evaluate((element: HTMLAudioElement) => element.currentTime);
const episodePlayer = (page: Page, episode: Episode) => page.getByRole('group', { name: `Player: ${episode.title}` });

test.describe('the podcast player', () => {
  test('plays, seeks, changes speed, and resumes after a reload', async ({ page, request }) => {
    const episode = await newestEpisode(request);
    await page.goto(`/podcast/episode/${episode.slug}`);
    const player = episodePlayer(page, episode);
    await player.getByRole('button', { name: 'Play' }).click();
    await expect.poll(() => currentTime(page), { timeout: 15_000 }).toBeGreaterThan(1);

    const seek = player.getByRole('slider', { name: 'Seek' });
    await seek.fill('30');
    await expect.poll(() => currentTime(page)).toBeGreaterThanOrEqual(30);
    await expect(seek).toHaveAttribute('aria-valuetext', /^0:3\d of /);

    await player.getByRole('combobox', { name: 'Speed' }).selectOption('1.5');
    await expect.poll(() => audio(page).evaluate((element: HTMLAudioElement) => element.playbackRate)).toBe(1.5);

    await player.getByRole('button', { name: 'Pause' }).click();
    const stoppedAt = await currentTime(page);
    expect(stoppedAt).toBeGreaterThanOrEqual(30);

    await page.reload();
    const again = episodePlayer(page, episode);
    await expect(again.getByRole('combobox', { name: 'Speed' })).toHaveValue('1.5');
    await expect.poll(async () => Math.abs((await currentTime(page)) - stoppedAt)).toBeLessThan(1.5);
    await again.getByRole('button', { name: 'Play' }).click();
    await expect.poll(() => currentTime(page)).toBeGreaterThan(stoppedAt);
  });

  test('the transcript shows before playing, and a click on a line plays from there', async ({ page, request }) => {
    const episode = await newestEpisode(request);
    expect(episode.transcript.length).toBeGreaterThan(2);
    const target = episode.transcript[2];
    await page.goto(`/podcast/episode/${episode.slug}`);
    const lines = page.getByRole('region', { name: 'Transcript' }).getByRole('button');
    await expect(lines).toHaveCount(episode.transcript.length);

    await lines.nth(2).click();
    await expect.poll(() => currentTime(page)).toBeGreaterThanOrEqual(target.startSeconds);
    await expect(lines.nth(2)).toHaveAttribute('aria-current', 'true');
  });

  test('?t= opens the episode at that second', async ({ page, request }) => {
    const episode = await newestEpisode(request);
    await page.goto(`/podcast/episode/${episode.id}?t=20`);
    await expect(episodePlayer(page, episode).getByRole('slider', { name: 'Seek' })).toHaveAttribute(
      'aria-valuetext',
      /^0:20 of /,
    );
  });

  test('a lecture keeps playing in the sticky bar while the listener moves to the podcast', async ({ page }) => {
    await page.goto('/library/audio');
    await page
      .getByRole('button', { name: /^(Play|Resume from)/ })
      .first()
      .click();
    const bar = page.getByRole('region', { name: 'Audio player' });
    await expect(bar.getByRole('button', { name: 'Pause' })).toBeVisible();

    await page.getByRole('main').getByRole('link', { name: 'podcast', exact: true }).click();
    await expect(page).toHaveURL(/\/podcast$/);
    const before = await currentTime(page);
    await expect.poll(() => currentTime(page)).toBeGreaterThan(before);
    await expect(bar.getByRole('button', { name: 'Pause' })).toBeVisible();
  });

  test('an unknown episode is a 404 page', async ({ page }) => {
    const response = await page.goto('/podcast/episode/no-such-episode');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});
