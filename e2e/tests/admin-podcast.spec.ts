import { readFileSync } from 'node:fs';
import path from 'node:path';
import { EPISODE_AUDIO_WRONG_TYPE_TEXT, type PodcastOverview } from '@site/contracts';
import { expect, test } from './fixtures';
import { ADMIN } from '../playwright.config';
import { expectToast, logIn } from './helpers';

const CONTENT = path.resolve(import.meta.dirname, '../../services/content');
/** The recording script's own account of its files: what the server must read from the bytes. */
const RECORDINGS = JSON.parse(readFileSync(path.join(CONTENT, 'seed/library/audio/recordings.json'), 'utf8')) as {
  episodes: Record<string, { url: string; byteLength: number; durationSeconds: number }>;
};
const RECORDING = RECORDINGS.episodes['why-keep-a-commonplace-book'];
const MP3 = path.join(CONTENT, RECORDING.url.replace(/^\//, ''));

const transcript = (phrase: string) =>
  [
    'WEBVTT',
    '',
    '00:00:00.000 --> 00:00:05.000',
    'Welcome.',
    '',
    '00:00:21.000 --> 00:00:25.000',
    `<v Host>${phrase}`,
  ].join('\n');

test('the author publishes an episode from an MP3: the podcast page, the feed and search have it', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const title = `Lighthouse keepers ${stamp}`;
  const phrase = `quarrelsome gannets ${stamp}`;
  await logIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Podcast' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Podcast' })).toBeVisible();
  await page.getByRole('link', { name: 'New episode' }).click();
  // The podcast page, leaving for 0.2 s, has a Title of its own (the show's): inert, which Playwright's fill ignores.
  await expect(page.getByRole('heading', { level: 1, name: 'New episode' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('textbox', { name: /^Summary/ }).fill('On lighthouses and the people who kept them.');
  await page.getByRole('textbox', { name: 'Show notes (markdown)' }).fill('Notes on **keepers**.');
  await page.getByRole('button', { name: 'Create draft' }).click();
  await expectToast(page, 'Episode created');
  await expect(page).toHaveURL(/\/admin\/podcast\/episodes\/\d+$/);
  const slug = await page.getByRole('textbox', { name: /^Slug/ }).inputValue();

  // Text named .mp3 is refused by what it holds, with the reason, and nothing is kept.
  const audioField = page.getByLabel('Audio file');
  await audioField.setInputFiles({
    name: 'notes.mp3',
    mimeType: 'audio/mpeg',
    buffer: Buffer.from('not audio\n'.repeat(99)),
  });
  await expect(page.getByRole('alert').filter({ hasText: EPISODE_AUDIO_WRONG_TYPE_TEXT })).toBeVisible();

  await audioField.setInputFiles(MP3);
  await expectToast(page, 'Audio uploaded');
  await expect(page.getByLabel('The uploaded audio')).toBeVisible();

  await page
    .getByLabel('Transcript file')
    .setInputFiles({ name: 'keepers.vtt', mimeType: 'text/vtt', buffer: Buffer.from(transcript(phrase)) });
  await expectToast(page, 'Transcript uploaded');

  await page.getByRole('button', { name: 'Add a chapter' }).click();
  await page.getByRole('textbox', { name: 'Chapter 1 title' }).fill('Welcome');
  await page.getByRole('radio', { name: /^Published/ }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Episode published');

  // Public reads are shared for a second: the episode may be a moment away.
  await expect(async () => {
    await page.goto('/podcast');
    await expect(page.getByRole('link', { name: title })).toBeVisible({ timeout: 1000 });
  }).toPass();
  // Its page plays the uploaded file.
  await page.getByRole('link', { name: title }).click();
  await page
    .getByRole('group', { name: `Player: ${title}` })
    .getByRole('button', { name: 'Play' })
    .click();
  const audio = page.locator('audio[data-library-player]');
  await expect
    .poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime), { timeout: 15_000 })
    .toBeGreaterThan(1);

  const overview = (await (await page.request.get('/api/podcast')).json()) as PodcastOverview;
  const published = overview.episodes.find((episode) => episode.slug === slug)!;
  expect(published.audio).toMatchObject({ type: 'audio/mpeg', byteLength: RECORDING.byteLength });
  expect(published.audio.durationSeconds).toBeCloseTo(RECORDING.durationSeconds, 0);
  const feed = await (await page.request.get('/podcast/feed.xml')).text();
  const item = feed.slice(feed.indexOf(`<title>${title}</title>`));
  expect(item).toContain(`length="${RECORDING.byteLength}" type="audio/mpeg"`);
  expect(item).toContain(`<itunes:duration>${Math.round(RECORDING.durationSeconds)}</itunes:duration>`);

  await page.goto(`/search?q=${encodeURIComponent(`"${phrase}"`)}`);
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await expect(page.locator(`a[href="/podcast/episode/${slug}?t=21"]`)).toBeVisible();
});
