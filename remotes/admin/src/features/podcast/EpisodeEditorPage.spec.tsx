import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { EPISODE_AUDIO_WRONG_TYPE_TEXT, EPISODE_NEEDS_AUDIO_TEXT, type AdminEpisode } from '@site/contracts';
import { toastStore } from '@site/shell-api';
import { currentLocation, mockFetch, renderWithProviders, type FakeRequest, type FakeRoute } from '@site/testing';
import EpisodeEditorPage from './EpisodeEditorPage';
import { AUDIO, EPISODE, WITH_AUDIO } from './fixtures';

/** The render endpoint draws markdown paragraphs as the service would, enough to see the preview follow. */
const render = (request: FakeRequest) => ({
  body: { html: `<p>${(request.body as { body: string }).body.trim()}</p>` },
});

/** The service's answer to a PUT: the episode as it was sent. */
const saved = (request: FakeRequest) => ({ body: { ...EPISODE, ...(request.body as object) } });

// jsdom's files cannot give their text yet; this reads it as the browser's File.text() does.
beforeAll(() => {
  File.prototype.text = function text(this: File) {
    return new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.onerror = () => reject(reader.error);
      reader.readAsText(this);
    });
  };
});

afterEach(() => toastStore.setState({ toasts: [] }));

const toasts = () => toastStore.getState().toasts.map(({ title, description }) => ({ title, description }));

function openEpisode(routes: Record<string, FakeRoute> = {}, episode: AdminEpisode = EPISODE) {
  const fetchMock = mockFetch({ 'POST /api/admin/essays/render': render, ...routes });
  const rendered = renderWithProviders(<EpisodeEditorPage />, {
    route: `/admin/podcast/episodes/${episode.id}`,
    path: '/admin/podcast/episodes/:id',
    queryData: [[['admin', 'podcast', 'episode', String(episode.id)], episode]],
  });
  return { fetchMock, ...rendered };
}

const group = (name: string) => within(screen.getByRole('group', { name }));

const valuesOf = (name: RegExp) =>
  group('Chapters')
    .queryAllByRole('textbox', { name })
    .map((input) => (input as HTMLInputElement).value);
const starts = () => valuesOf(/^Chapter \d+ start$/);
const titles = () => valuesOf(/^Chapter \d+ title$/);

test('creates an episode as a draft: the slug follows the title, a taken slug is said, and saving opens its editor', async () => {
  const fetchMock = mockFetch({
    'POST /api/admin/essays/render': render,
    'POST /api/admin/podcast/episodes': {
      status: 409,
      body: { message: 'Another episode already has the slug "on-doubt-again".', statusCode: 409 },
    },
  });
  const { user } = renderWithProviders(<EpisodeEditorPage />, {
    route: '/admin/podcast/episodes/new',
    path: '/admin/podcast/episodes/new',
  });
  expect(screen.getByRole('heading', { level: 1, name: 'New episode' })).toBeTruthy();
  expect(screen.queryByRole('group', { name: 'Audio' })).toBeNull();
  expect(screen.queryByRole('group', { name: 'Status' })).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Create draft' }));
  expect(screen.getByText('Give the episode a title.')).toBeTruthy();
  expect(fetchMock.bodies('POST /api/admin/podcast/episodes')).toEqual([]);

  await user.type(screen.getByRole('textbox', { name: 'Title' }), 'On Doubt, Again!');
  expect((screen.getByRole('textbox', { name: /^Slug/ }) as HTMLInputElement).value).toBe('on-doubt-again');
  await user.type(screen.getByRole('textbox', { name: /^Summary/ }), 'Why doubt helps.');
  await user.type(screen.getByRole('textbox', { name: 'Show notes (markdown)' }), 'Some notes.');
  expect(await within(screen.getByRole('region', { name: 'Preview' })).findByText('Some notes.')).toBeTruthy();
  await user.click(screen.getByRole('checkbox', { name: 'Explicit content' }));
  await user.click(group('Chapters').getByRole('button', { name: 'Add a chapter' }));
  await user.type(group('Chapters').getByRole('textbox', { name: 'Chapter 1 title' }), 'Opening');

  await user.click(screen.getByRole('button', { name: 'Create draft' }));
  expect((await screen.findByRole('alert')).textContent).toBe('Another episode already has the slug "on-doubt-again".');
  expect((screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe('On Doubt, Again!');
  expect(titles()).toEqual(['Opening']);

  fetchMock.set('POST /api/admin/podcast/episodes', (request) => ({
    status: 201,
    body: { ...EPISODE, ...(request.body as object), id: 34 },
  }));
  await user.click(screen.getByRole('button', { name: 'Create draft' }));
  await waitFor(() => expect(currentLocation()).toBe('/admin/podcast/episodes/34'));
  const sent = {
    slug: 'on-doubt-again',
    title: 'On Doubt, Again!',
    summary: 'Why doubt helps.',
    notes: 'Some notes.',
    explicit: true,
    status: 'draft',
    publishAt: null,
    chapters: [{ startSeconds: 0, title: 'Opening' }],
  };
  expect(fetchMock.bodies('POST /api/admin/podcast/episodes')).toEqual([sent, sent]);
  expect(toasts()).toEqual([{ title: 'Episode created', description: 'On Doubt, Again! is saved as a draft.' }]);
});

test('adds, moves and removes chapters from the keyboard, and refuses them out of order', async () => {
  const { fetchMock, user } = openEpisode({ 'PUT /api/admin/podcast/episodes/31': saved });
  expect(screen.getByRole('heading', { level: 1, name: 'Edit episode' })).toBeTruthy();
  const chapters = group('Chapters');
  expect(chapters.getByText('No chapters.')).toBeTruthy();

  const add = chapters.getByRole('button', { name: 'Add a chapter' });
  await user.click(add);
  expect(document.activeElement).toBe(chapters.getByRole('textbox', { name: 'Chapter 1 start' }));
  await user.type(chapters.getByRole('textbox', { name: 'Chapter 1 title' }), 'Opening');
  for (const [start, title] of [
    ['12:30', 'Middle'],
    ['5:00', 'Late'],
  ]) {
    await user.click(add);
    await user.keyboard(start);
    await user.tab();
    await user.keyboard(title);
  }
  expect(starts()).toEqual(['0:00', '12:30', '5:00']);

  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(chapters.getByRole('alert').textContent).toBe('Chapter 3 starts before or with the one before it.');
  expect(fetchMock.bodies('PUT /api/admin/podcast/episodes/31')).toEqual([]);
  expect(titles()).toEqual(['Opening', 'Middle', 'Late']);

  chapters.getByRole('button', { name: 'Move chapter 3 up' }).focus();
  await user.keyboard('{Enter}');
  expect(titles()).toEqual(['Opening', 'Late', 'Middle']);
  expect(chapters.getByRole('status').textContent).toBe('“Late” moved to position 2 of 3.');
  expect(document.activeElement).toBe(chapters.getByRole('button', { name: 'Move chapter 2 up' }));
  expect(chapters.getByRole('button', { name: 'Move chapter 1 up' })).toHaveProperty('disabled', true);

  await user.click(add);
  await user.keyboard('1:02:03');
  await user.click(chapters.getByRole('button', { name: 'Remove chapter 4' }));
  expect(starts()).toEqual(['0:00', '5:00', '12:30']);
  expect(document.activeElement).toBe(add);

  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(toasts()).toEqual([{ title: 'Episode saved', description: 'On Doubt' }]));
  expect(fetchMock.bodies('PUT /api/admin/podcast/episodes/31')).toEqual([
    {
      slug: 'on-doubt',
      title: 'On Doubt',
      summary: 'Why doubt helps.',
      notes: 'Notes.\n',
      explicit: false,
      status: 'draft',
      publishAt: null,
      chapters: [
        { startSeconds: 0, title: 'Opening' },
        { startSeconds: 300, title: 'Late' },
        { startSeconds: 750, title: 'Middle' },
      ],
    },
  ]);
  expect(chapters.queryByRole('alert')).toBeNull();
});

test('loads the chapters of a JSON chapters file, and says why a broken one is not read', async () => {
  const { user } = openEpisode();
  const chapters = group('Chapters');
  const file = chapters.getByLabelText(/^Load a JSON chapters file/);
  const json = JSON.stringify({
    version: '1.2.0',
    chapters: [
      { startTime: 95.5, title: 'Second' },
      { startTime: 0, title: ' First ' },
    ],
  });
  await user.upload(file, new File([json], 'chapters.json', { type: 'application/json' }));
  await waitFor(() => expect(starts()).toEqual(['0:00', '1:35.5']));
  expect(titles()).toEqual(['First', 'Second']);
  expect(chapters.getByRole('status').textContent).toBe('2 chapters loaded from chapters.json.');

  await user.upload(file, new File(['{"chapters": '], 'broken.json', { type: 'application/json' }));
  expect((await chapters.findByRole('alert')).textContent).toBe('The chapters file is not JSON.');
  expect(titles()).toEqual(['First', 'Second']);
});

test('uploads the audio and shows its type, size and length as the service read them, with a player', async () => {
  const { fetchMock, user } = openEpisode({
    'PUT /api/admin/podcast/episodes/31/audio': { body: WITH_AUDIO },
  });
  const audio = group('Audio');
  expect(audio.getByText(/^No audio yet/)).toBeTruthy();
  const input = audio.getByLabelText(/^Audio file/);
  expect(input.getAttribute('accept')).toBe('.mp3,.m4a,audio/mpeg,audio/mp4,audio/x-m4a');

  await user.upload(input, new File(['ID3'], 'on-doubt.mp3', { type: 'audio/mpeg' }));
  expect(await audio.findByText('MP3 · 48.2 MB · 42:17 long')).toBeTruthy();
  expect(audio.getByLabelText('The uploaded audio').getAttribute('src')).toBe(AUDIO.url);
  const [sent] = fetchMock.bodies('PUT /api/admin/podcast/episodes/31/audio') as FormData[];
  expect((sent.get('file') as File).name).toBe('on-doubt.mp3');
  expect(toasts()).toEqual([{ title: 'Audio uploaded', description: 'On Doubt' }]);
});

test("shows the service's refusal of the audio beside it, keeping what the author typed", async () => {
  const { fetchMock, user } = openEpisode({
    'PUT /api/admin/podcast/episodes/31/audio': {
      status: 400,
      body: { message: EPISODE_AUDIO_WRONG_TYPE_TEXT, statusCode: 400 },
    },
  });
  await user.type(screen.getByRole('textbox', { name: 'Title' }), ' Again');
  const audio = group('Audio');
  await user.upload(
    audio.getByLabelText(/^Audio file/),
    new File(['not audio'], 'renamed.mp3', { type: 'audio/mpeg' }),
  );
  expect((await audio.findByRole('alert')).textContent).toBe(EPISODE_AUDIO_WRONG_TYPE_TEXT);
  expect(fetchMock.bodies('PUT /api/admin/podcast/episodes/31/audio')).toHaveLength(1);
  expect((screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe('On Doubt Again');
  expect(audio.getByText(/^No audio yet/)).toBeTruthy();

  // A file that is plainly no recording is not sent at all.
  fireEvent.change(audio.getByLabelText(/^Audio file/), {
    target: { files: [new File(['text'], 'notes.txt', { type: 'text/plain' })] },
  });
  expect(audio.getByRole('alert').textContent).toBe(EPISODE_AUDIO_WRONG_TYPE_TEXT);
  expect(fetchMock.bodies('PUT /api/admin/podcast/episodes/31/audio')).toHaveLength(1);
});

test("sends the transcript file's text, shows the lines read, and removes it", async () => {
  const vtt = 'WEBVTT\n\n00:00.000 --> 00:04.000\nWelcome back.\n\n00:04.000 --> 00:07.000\nToday: doubt.\n';
  const { fetchMock, user } = openEpisode({
    'PUT /api/admin/podcast/episodes/31/transcript': {
      body: { ...EPISODE, transcriptLines: 2, transcriptPreview: ['Welcome back.', 'Today: doubt.'] },
    },
    'DELETE /api/admin/podcast/episodes/31/transcript': { body: EPISODE },
  });
  const transcript = group('Transcript');
  expect(transcript.getByText('No transcript yet.')).toBeTruthy();
  const input = transcript.getByLabelText(/^Transcript file/);
  expect(input.getAttribute('accept')).toBe('.vtt,.srt');

  await user.upload(input, new File([vtt], 'on-doubt.vtt', { type: 'text/vtt' }));
  expect(await transcript.findByText('2 lines. The first:')).toBeTruthy();
  expect(fetchMock.bodies('PUT /api/admin/podcast/episodes/31/transcript')).toEqual([{ text: vtt }]);
  expect(transcript.getByText('Welcome back.')).toBeTruthy();
  expect(transcript.getByText('Today: doubt.')).toBeTruthy();
  expect(toasts()).toEqual([{ title: 'Transcript uploaded', description: 'On Doubt' }]);

  await user.click(transcript.getByRole('button', { name: 'Remove transcript' }));
  expect(await transcript.findByText('No transcript yet.')).toBeTruthy();
  expect(fetchMock.calls()).toContain('DELETE /api/admin/podcast/episodes/31/transcript');
  expect(toasts()).toEqual([{ title: 'Transcript removed', description: 'On Doubt' }]);
});

test('publishes an episode only once its audio is there', async () => {
  const { fetchMock, user } = openEpisode({ 'PUT /api/admin/podcast/episodes/31': saved });
  await user.click(screen.getByRole('radio', { name: /^Published/ }));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByRole('alert').textContent).toBe(EPISODE_NEEDS_AUDIO_TEXT);
  expect(fetchMock.bodies('PUT /api/admin/podcast/episodes/31')).toEqual([]);
});

test('schedules and publishes an episode with its audio', async () => {
  const { fetchMock, user } = openEpisode(
    { 'PUT /api/admin/podcast/episodes/31': (request) => ({ body: { ...WITH_AUDIO, ...(request.body as object) } }) },
    WITH_AUDIO,
  );
  await user.click(screen.getByRole('radio', { name: /^Scheduled/ }));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByText('Choose when the episode publishes itself.')).toBeTruthy();
  await user.type(screen.getByLabelText('Publish at'), '2031-05-04T09:30');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(fetchMock.bodies('PUT /api/admin/podcast/episodes/31')).toHaveLength(1));
  expect(fetchMock.bodies('PUT /api/admin/podcast/episodes/31')[0]).toMatchObject({
    status: 'scheduled',
    publishAt: new Date('2031-05-04T09:30').toISOString(),
  });

  await user.click(screen.getByRole('radio', { name: /^Published/ }));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(toasts().map(({ title }) => title)).toContain('Episode published'));
  expect(fetchMock.bodies('PUT /api/admin/podcast/episodes/31')[1]).toMatchObject({
    status: 'published',
    publishAt: null,
  });
});

test("goes back to the show's artwork", async () => {
  const { user } = openEpisode(
    { 'DELETE /api/admin/podcast/episodes/31/artwork': { body: EPISODE } },
    { ...EPISODE, artworkUrl: '/media/podcast/on-doubt.jpg' },
  );
  const artwork = group('Artwork');
  expect(artwork.getByRole('img', { name: "The episode's artwork" }).getAttribute('src')).toBe(
    '/media/podcast/on-doubt.jpg',
  );
  await user.click(artwork.getByRole('button', { name: "Use the show's artwork" }));
  expect(await artwork.findByText("Uses the show's artwork.")).toBeTruthy();
  expect(artwork.queryByRole('img')).toBeNull();
});

test('deletes an episode after asking, and goes back to the list', async () => {
  const { fetchMock, user } = openEpisode({ 'DELETE /api/admin/podcast/episodes/31': { status: 204 } });
  await user.click(screen.getByRole('button', { name: 'Delete episode' }));
  await user.click(
    within(screen.getByRole('group', { name: 'Confirm deletion' })).getByRole('button', { name: 'Yes, delete it' }),
  );
  await waitFor(() => expect(currentLocation()).toBe('/admin/podcast'));
  expect(fetchMock.calls()).toContain('DELETE /api/admin/podcast/episodes/31');
  expect(toasts()).toEqual([{ title: 'Episode deleted', description: 'On Doubt' }]);
});

test('says so when the episode does not exist', async () => {
  mockFetch({
    'GET /api/admin/podcast/episodes/99': { status: 404, body: { message: 'Episode not found', statusCode: 404 } },
  });
  renderWithProviders(<EpisodeEditorPage />, {
    route: '/admin/podcast/episodes/99',
    path: '/admin/podcast/episodes/:id',
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Episode not found' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'All episodes' }).getAttribute('href')).toBe('/admin/podcast');
});
