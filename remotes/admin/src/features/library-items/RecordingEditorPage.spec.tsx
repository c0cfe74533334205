import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  EPISODE_AUDIO_WRONG_TYPE_TEXT,
  PODCAST_ARTWORK_SHAPE_TEXT,
  RECORDING_NEEDS_AUDIO_TEXT,
  type AdminRecording,
} from '@site/contracts';
import { toastStore } from '@site/shell-api';
import { currentLocation, mockFetch, renderWithProviders, type FakeRequest, type FakeRoute } from '@site/testing';
import { RECORDING, RECORDING_AUDIO, WITH_AUDIO } from './fixtures';
import RecordingEditorPage from './RecordingEditorPage';

afterEach(() => toastStore.setState({ toasts: [] }));

const toasts = () => toastStore.getState().toasts.map(({ title, description }) => ({ title, description }));
const group = (name: string) => within(screen.getByRole('group', { name }));
const field = (name: string | RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;

/** The service's answer to a PUT: the recording as it was sent. */
const savedFrom = (recording: AdminRecording) => (request: FakeRequest) => ({
  body: { ...recording, ...(request.body as object) },
});

function openRecording(routes: Record<string, FakeRoute> = {}, recording: AdminRecording = RECORDING) {
  const fetchMock = mockFetch(routes);
  const rendered = renderWithProviders(<RecordingEditorPage />, {
    route: `/admin/library/audio/${recording.slug}`,
    path: '/admin/library/audio/:id',
    queryData: [[['admin', 'library-items', 'recording', recording.slug], recording]],
  });
  return { fetchMock, ...rendered };
}

test('creates a recording as a draft: the slug follows the title, and saving opens its editor', async () => {
  const fetchMock = mockFetch({
    'POST /api/admin/library/audio': (request) => ({
      status: 201,
      body: { ...RECORDING, ...(request.body as object), id: 8 },
    }),
  });
  const { user } = renderWithProviders(<RecordingEditorPage />, {
    route: '/admin/library/audio/new',
    path: '/admin/library/audio/new',
  });
  expect(screen.getByRole('heading', { level: 1, name: 'New recording' })).toBeTruthy();
  expect(screen.queryByRole('group', { name: 'Audio' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Create draft' }));
  expect(screen.getByText('Give the recording a title.')).toBeTruthy();
  expect(screen.getByText('Name who speaks.')).toBeTruthy();
  expect(fetchMock.bodies('POST /api/admin/library/audio')).toEqual([]);

  await user.click(screen.getByRole('radio', { name: 'Reading' }));
  await user.type(field('Title'), 'Counting Without Numerals');
  expect(field(/^Slug/).value).toBe('counting-without-numerals');
  await user.type(field('Speaker'), 'Iris Calloway');
  fireEvent.change(screen.getByLabelText('Recorded on'), { target: { value: '2026-11-01' } });
  await user.type(field(/^Summary/), 'On tallies before numbers.');
  await user.click(screen.getByRole('checkbox', { name: 'Mathematics' }));
  await user.click(screen.getByRole('button', { name: 'Create draft' }));

  await waitFor(() => expect(currentLocation()).toBe('/admin/library/audio/8'));
  expect(fetchMock.bodies('POST /api/admin/library/audio')).toEqual([
    {
      slug: 'counting-without-numerals',
      title: 'Counting Without Numerals',
      kind: 'reading',
      speaker: 'Iris Calloway',
      recordedOn: '2026-11-01',
      summary: 'On tallies before numbers.',
      topics: ['Mathematics'],
      status: 'draft',
    },
  ]);
  expect(toasts()).toEqual([
    { title: 'Recording created', description: 'Counting Without Numerals is saved as a draft.' },
  ]);
});

test('uploads the audio and shows its type, size and length as the service read them, with a player', async () => {
  const { fetchMock, user } = openRecording({ 'PUT /api/admin/library/audio/5/audio': { body: WITH_AUDIO } });
  expect(screen.getByRole('heading', { level: 1, name: 'Edit recording' })).toBeTruthy();
  const audio = group('Audio');
  expect(audio.getByText(/^No audio yet/)).toBeTruthy();
  await user.upload(audio.getByLabelText(/^Audio file/), new File(['ftyp'], 'lamp.m4a', { type: 'audio/mp4' }));
  expect(await audio.findByText('M4A · 3.1 MB · 3:21 long')).toBeTruthy();
  expect(audio.getByLabelText('The uploaded audio').getAttribute('src')).toBe(RECORDING_AUDIO.url);
  const [sent] = fetchMock.bodies('PUT /api/admin/library/audio/5/audio') as FormData[];
  expect((sent.get('file') as File).name).toBe('lamp.m4a');
  expect(toasts()).toEqual([{ title: 'Audio uploaded', description: 'The Lamp on the Stair' }]);
});

test("shows the service's refusal of the audio beside it", async () => {
  const { user } = openRecording({
    'PUT /api/admin/library/audio/5/audio': {
      status: 400,
      body: { message: EPISODE_AUDIO_WRONG_TYPE_TEXT, statusCode: 400 },
    },
  });
  const audio = group('Audio');
  await user.upload(audio.getByLabelText(/^Audio file/), new File(['text'], 'renamed.mp3', { type: 'audio/mpeg' }));
  expect((await audio.findByRole('alert')).textContent).toBe(EPISODE_AUDIO_WRONG_TYPE_TEXT);
});

test('says a recording without audio cannot be published, and what the service answered', async () => {
  const { user } = openRecording({
    'PUT /api/admin/library/audio/5': { status: 400, body: { message: RECORDING_NEEDS_AUDIO_TEXT, statusCode: 400 } },
  });
  const publish = screen.getByRole('button', { name: 'Publish' });
  expect(publish.getAttribute('aria-describedby')).toBeTruthy();
  expect(document.getElementById(publish.getAttribute('aria-describedby')!)?.textContent).toBe(
    RECORDING_NEEDS_AUDIO_TEXT,
  );
  await user.click(publish);
  await waitFor(() =>
    expect(toasts()).toEqual([{ title: 'Status not changed', description: RECORDING_NEEDS_AUDIO_TEXT }]),
  );
});

test('saves unsaved changes as it publishes, then unpublishes', async () => {
  const { fetchMock, user } = openRecording({ 'PUT /api/admin/library/audio/5': savedFrom(WITH_AUDIO) }, WITH_AUDIO);
  expect(screen.getByRole('button', { name: 'Publish' })).toBeTruthy();
  await user.type(field('Speaker'), ' and Tomás Reinholt');
  await user.click(screen.getByRole('button', { name: 'Save and publish' }));
  await waitFor(() =>
    expect(toasts()).toEqual([
      { title: 'Recording published', description: 'The Lamp on the Stair is in the library for readers.' },
    ]),
  );
  expect(fetchMock.bodies('PUT /api/admin/library/audio/5')).toEqual([
    {
      slug: 'the-lamp-on-the-stair',
      title: 'The Lamp on the Stair',
      kind: 'reading',
      speaker: 'Iris Calloway and Tomás Reinholt',
      recordedOn: '2026-10-02',
      summary: 'A reading of a short story.',
      topics: ['Literature'],
      status: 'published',
    },
  ]);
  expect(screen.getByRole('link', { name: 'Listen on the site' }).getAttribute('href')).toBe(
    '/library/audio#the-lamp-on-the-stair',
  );

  await user.click(screen.getByRole('button', { name: 'Unpublish' }));
  await waitFor(() => expect(fetchMock.bodies('PUT /api/admin/library/audio/5')).toHaveLength(2));
  expect(fetchMock.bodies('PUT /api/admin/library/audio/5')[1]).toMatchObject({ status: 'draft' });
  expect(await screen.findByRole('button', { name: 'Publish' })).toBeTruthy();
});

test("gives the recording its own artwork, refused when not square, and the library's again", async () => {
  const own = { ...RECORDING, artworkUrl: '/media/audio/recording-5-art-0badc0de00.png', ownArtwork: true };
  const { user, fetchMock } = openRecording({
    'PUT /api/admin/library/audio/5/artwork': {
      status: 400,
      body: { message: PODCAST_ARTWORK_SHAPE_TEXT, statusCode: 400 },
    },
    'DELETE /api/admin/library/audio/5/artwork': { body: RECORDING },
  });
  const artwork = group('Artwork');
  expect(artwork.getByRole('img', { name: "The library's artwork" }).getAttribute('src')).toBe(RECORDING.artworkUrl);
  expect(artwork.queryByRole('button', { name: "Use the library's artwork" })).toBeNull();
  const input = artwork.getByLabelText(/^Artwork file/);
  await user.upload(input, new File(['png'], 'wide.png', { type: 'image/png' }));
  expect((await artwork.findByRole('alert')).textContent).toBe(PODCAST_ARTWORK_SHAPE_TEXT);

  fetchMock.set('PUT /api/admin/library/audio/5/artwork', { body: own });
  await user.upload(input, new File(['png'], 'square.png', { type: 'image/png' }));
  expect((await artwork.findByRole('img', { name: "The recording's artwork" })).getAttribute('src')).toBe(
    own.artworkUrl,
  );
  await user.click(artwork.getByRole('button', { name: "Use the library's artwork" }));
  expect(await artwork.findByRole('img', { name: "The library's artwork" })).toBeTruthy();
  expect(fetchMock.calls()).toContain('DELETE /api/admin/library/audio/5/artwork');
});

test('deletes a recording after asking, and goes back to the list', async () => {
  const { fetchMock, user } = openRecording({ 'DELETE /api/admin/library/audio/5': { status: 204 } });
  await user.click(screen.getByRole('button', { name: 'Delete recording' }));
  await user.click(
    within(screen.getByRole('group', { name: 'Confirm deletion' })).getByRole('button', { name: 'Yes, delete it' }),
  );
  await waitFor(() => expect(currentLocation()).toBe('/admin/library/audio'));
  expect(fetchMock.calls()).toContain('DELETE /api/admin/library/audio/5');
  expect(toasts()).toEqual([{ title: 'Recording deleted', description: 'The Lamp on the Stair' }]);
});
