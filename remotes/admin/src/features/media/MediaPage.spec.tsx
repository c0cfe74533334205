import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  MEDIA_ALT_REQUIRED_TEXT,
  MEDIA_IMAGE_MAX_BYTES,
  MEDIA_IMAGE_TOO_LARGE_TEXT,
  MEDIA_IMAGE_WRONG_TYPE_TEXT,
  mediaImageTooManyPixelsText,
  mediaMarkdown,
} from '@site/contracts';
import { toastStore } from '@site/shell-api';
import { mockFetch, renderWithProviders, type FakeRoute } from '@site/testing';
import { stubBrowserParts } from './browser-stubs';
import { HERON, image, IMAGES, png } from './fixtures';
import MediaPage from './MediaPage';

beforeAll(stubBrowserParts);
afterEach(() => toastStore.setState({ toasts: [] }));

const toasts = () => toastStore.getState().toasts.map(({ title, description }) => ({ title, description }));

function setup(routes: Record<string, FakeRoute> = {}) {
  const fetchMock = mockFetch({ 'GET /api/admin/media': { body: IMAGES }, ...routes });
  return { fetchMock, ...renderWithProviders(<MediaPage />, { route: '/admin/media' }) };
}

const items = async () =>
  within(await screen.findByRole('list', { name: 'Images, newest first' })).getAllByRole('listitem');

const uploadForm = () => within(screen.getByRole('group', { name: 'Upload an image' }));

test('lists the images, newest first, each with its thumbnail, alt text, name, size and date', async () => {
  setup();
  expect(screen.getByRole('heading', { level: 1, name: 'Media' })).toBeTruthy();
  const [heron, quince] = await items();
  const thumbnail = within(heron).getByRole('img', { name: 'A heron standing in the fog' });
  expect(thumbnail.getAttribute('src')).toBe('/media/images/4-480.webp');
  expect(within(heron).getByText('A heron standing in the fog')).toBeTruthy();
  expect(within(heron).getByText(/^heron\.jpg · 1600 × 1200 pixels ·/).textContent).toBe(
    'heron.jpg · 1600 × 1200 pixels · Nov 20, 2026',
  );
  expect(within(quince).getByRole('img', { name: 'Frost on a quince leaf' })).toBeTruthy();
  expect(within(quince).getByText(/^quince\.png/).textContent).toBe('quince.png · 800 × 600 pixels · Nov 18, 2026');
  expect(screen.getByRole('status').textContent).toBe('2 images.');
});

test('says why the images could not be loaded', async () => {
  setup({ 'GET /api/admin/media': { status: 403, body: { message: 'Only the site administrator can do this.' } } });
  expect((await screen.findByRole('alert')).textContent).toBe(
    'The images could not be loaded: Only the site administrator can do this.',
  );
});

test('refuses to upload without alt text, then sends the alt text before the file and lists the new image first', async () => {
  const uploaded = image(5, 'A wren on the gate', { originalName: 'wren.png' });
  const { fetchMock, user } = setup({ 'POST /api/admin/media': { status: 201, body: uploaded } });
  await items();
  await user.upload(uploadForm().getByLabelText('Image file'), png('wren.png'));
  expect(uploadForm().getByText('Chosen: wren.png')).toBeTruthy();

  await user.click(uploadForm().getByRole('button', { name: 'Upload' }));
  const alt = uploadForm().getByRole('textbox', { name: 'Alt text' });
  expect(uploadForm().getByText(MEDIA_ALT_REQUIRED_TEXT)).toBeTruthy();
  expect(alt.getAttribute('aria-invalid')).toBe('true');
  expect(document.activeElement).toBe(alt);
  expect(fetchMock.calls().filter((call) => call.startsWith('POST'))).toEqual([]);

  await user.type(alt, '  A wren on the gate ');
  await user.click(uploadForm().getByRole('button', { name: 'Upload' }));
  await waitFor(() => expect(toasts()).toEqual([{ title: 'Image uploaded', description: 'wren.png' }]));
  const [form] = fetchMock.bodies('POST /api/admin/media') as FormData[];
  expect([...form.keys()]).toEqual(['alt', 'file']);
  expect(form.get('alt')).toBe('A wren on the gate');
  expect((form.get('file') as File).name).toBe('wren.png');

  const [first] = await items();
  expect(within(first).getByRole('img', { name: 'A wren on the gate' })).toBeTruthy();
  expect(screen.getByRole('status').textContent).toBe('3 images.');
  expect((alt as HTMLInputElement).value).toBe('');
  expect(uploadForm().queryByText('Chosen: wren.png')).toBeNull();
});

test("refuses a file of the wrong type or over 10 MB before sending it, and shows the service's refusal", async () => {
  const refusal = mediaImageTooManyPixelsText(10_000, 8_000);
  const { fetchMock, user } = setup({ 'POST /api/admin/media': { status: 400, body: { message: refusal } } });
  await items();
  const file = uploadForm().getByLabelText('Image file');
  fireEvent.change(file, { target: { files: [new File(['gif'], 'moving.gif', { type: 'image/gif' })] } });
  expect(uploadForm().getByText(MEDIA_IMAGE_WRONG_TYPE_TEXT)).toBeTruthy();
  fireEvent.change(file, { target: { files: [png('huge.png', MEDIA_IMAGE_MAX_BYTES + 1)] } });
  expect(uploadForm().getByText(MEDIA_IMAGE_TOO_LARGE_TEXT)).toBeTruthy();
  await user.type(uploadForm().getByRole('textbox', { name: 'Alt text' }), 'A very large map');
  await user.click(uploadForm().getByRole('button', { name: 'Upload' }));
  expect(fetchMock.calls().filter((call) => call.startsWith('POST'))).toEqual([]);

  fireEvent.change(file, { target: { files: [png('map.png')] } });
  expect(uploadForm().queryByText(MEDIA_IMAGE_TOO_LARGE_TEXT)).toBeNull();
  await user.click(uploadForm().getByRole('button', { name: 'Upload' }));
  expect((await uploadForm().findByRole('alert')).textContent).toBe(refusal);
  expect(fetchMock.bodies('POST /api/admin/media')).toHaveLength(1);
});

test("copies an image's Markdown to the clipboard", async () => {
  const { user } = setup();
  const [heron] = await items();
  await user.click(within(heron).getByRole('button', { name: 'Copy Markdown' }));
  await waitFor(() => expect(toasts()).toEqual([{ title: 'Markdown copied', description: HERON.markdown }]));
  expect(await navigator.clipboard.readText()).toBe('![A heron standing in the fog](/media/images/4-960.webp)');
});

test('rewrites the alt text of an image in place, refusing an empty one', async () => {
  const { fetchMock, user } = setup({
    'PUT /api/admin/media/4': (request) => {
      const { alt } = request.body as { alt: string };
      return { body: { ...HERON, alt, markdown: mediaMarkdown(alt, HERON.url) } };
    },
  });
  const [heron] = await items();
  await user.click(within(heron).getByRole('button', { name: 'Edit alt text' }));
  const form = within(within(heron).getByRole('form', { name: 'Edit alt text' }));
  const alt = form.getByRole('textbox', { name: 'Alt text' });
  expect(document.activeElement).toBe(alt);

  await user.clear(alt);
  await user.click(form.getByRole('button', { name: 'Save' }));
  expect(form.getByText(MEDIA_ALT_REQUIRED_TEXT)).toBeTruthy();
  expect(fetchMock.bodies('PUT /api/admin/media/4')).toEqual([]);

  await user.type(alt, 'A grey heron in the morning fog');
  await user.click(form.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(within(heron).queryByRole('form', { name: 'Edit alt text' })).toBeNull());
  expect(fetchMock.bodies('PUT /api/admin/media/4')).toEqual([{ alt: 'A grey heron in the morning fog' }]);
  expect(within(heron).getByRole('img', { name: 'A grey heron in the morning fog' })).toBeTruthy();
  expect(document.activeElement).toBe(within(heron).getByRole('button', { name: 'Edit alt text' }));
  expect(toasts()).toEqual([{ title: 'Alt text saved', description: 'A grey heron in the morning fog' }]);
});

test('deletes an image after warning that essays may still show it', async () => {
  const { fetchMock, user } = setup({ 'DELETE /api/admin/media/4': { status: 204 } });
  const [heron] = await items();
  await user.click(within(heron).getByRole('button', { name: 'Delete' }));
  const confirm = within(heron).getByRole('group', { name: 'Confirm deletion' });
  expect(confirm.textContent).toContain(
    'Delete “A heron standing in the fog”? Any essay, lesson or journal entry that still shows it will show a broken image.',
  );
  expect(fetchMock.calls().filter((call) => call.startsWith('DELETE'))).toEqual([]);

  await user.click(within(confirm).getByRole('button', { name: 'Yes, delete it' }));
  await waitFor(() => expect(screen.getByRole('status').textContent).toBe('1 image.'));
  expect(fetchMock.calls().filter((call) => call.startsWith('DELETE'))).toEqual(['DELETE /api/admin/media/4']);
  expect(screen.queryByRole('img', { name: 'A heron standing in the fog' })).toBeNull();
  expect(toasts()).toEqual([{ title: 'Image deleted', description: 'heron.jpg' }]);
});

test('says why an image was not deleted', async () => {
  const { user } = setup({
    'DELETE /api/admin/media/4': { status: 500, body: { message: 'The image could not be deleted.' } },
  });
  const [heron] = await items();
  await user.click(within(heron).getByRole('button', { name: 'Delete' }));
  await user.click(within(heron).getByRole('button', { name: 'Yes, delete it' }));
  await waitFor(() =>
    expect(toasts()).toEqual([{ title: 'Not deleted', description: 'The image could not be deleted.' }]),
  );
  expect(within(heron).getByRole('img', { name: 'A heron standing in the fog' })).toBeTruthy();
});
