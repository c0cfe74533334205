import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MEDIA_ALT_REQUIRED_TEXT, MEDIA_IMAGE_WRONG_TYPE_TEXT } from '@site/contracts';
import { toastStore } from '@site/shell-api';
import { mockFetch, renderWithProviders, type FakeRoute } from '@site/testing';
import { useState } from 'react';
import { stubBrowserParts } from './browser-stubs';
import { HERON, image, IMAGES, png, QUINCE } from './fixtures';
import { MarkdownBodyField } from './MarkdownBodyField';

beforeAll(stubBrowserParts);
afterEach(() => toastStore.setState({ toasts: [] }));

/** An editor as the real ones hold their body: in its own state, changed only through its onChange. */
function Editor({ initial, onChange }: { initial: string; onChange: (text: string) => void }) {
  const [body, setBody] = useState(initial);
  return (
    <MarkdownBodyField
      label="Body (markdown)"
      value={body}
      onChange={(text) => {
        onChange(text);
        setBody(text);
      }}
    />
  );
}

function setup(initial: string, routes: Record<string, FakeRoute> = {}) {
  const onChange = jest.fn<void, [string]>();
  const fetchMock = mockFetch({ 'GET /api/admin/media': { body: IMAGES }, ...routes });
  const rendered = renderWithProviders(<Editor initial={initial} onChange={onChange} />);
  const body = screen.getByRole('textbox', { name: 'Body (markdown)' }) as HTMLTextAreaElement;
  return { onChange, fetchMock, body, ...rendered };
}

const dialog = () => screen.getByRole('dialog', { name: 'Insert an image' });

const pasted = (file: File) => ({ clipboardData: { files: [file], types: ['Files'], getData: () => '' } });

test("Insert image puts the chosen image's Markdown at the cursor as a paragraph of its own, and the cursor after it", async () => {
  const { onChange, body, fetchMock, user } = setup('Before after');
  await user.click(body);
  body.setSelectionRange(6, 6);
  await user.click(screen.getByRole('button', { name: 'Insert image' }));
  const choice = await within(dialog()).findByRole('button', { name: 'Frost on a quince leaf' });
  expect(within(dialog()).getByRole('button', { name: 'A heron standing in the fog' })).toBeTruthy();
  await user.click(choice);

  const text = `Before\n\n${QUINCE.markdown}\n\n after`;
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(onChange.mock.calls).toEqual([[text]]);
  expect(body.value).toBe(text);
  expect(document.activeElement).toBe(body);
  expect([body.selectionStart, body.selectionEnd]).toEqual([text.indexOf(' after'), text.indexOf(' after')]);
  expect(fetchMock.calls()).toEqual(['GET /api/admin/media']);
});

test('the chosen image replaces the selected text', async () => {
  const { onChange, body, user } = setup('One.\nREPLACE ME\nTwo.');
  await user.click(body);
  body.setSelectionRange(5, 15);
  await user.click(screen.getByRole('button', { name: 'Insert image' }));
  await user.click(await within(dialog()).findByRole('button', { name: 'A heron standing in the fog' }));
  expect(onChange.mock.calls).toEqual([[`One.\n\n${HERON.markdown}\n\nTwo.`]]);
});

test('an image uploaded in the dialog is inserted, at the end of a body never written in', async () => {
  const wren = image(5, 'A wren on the gate', { originalName: 'wren.png' });
  const { onChange, body, fetchMock, user } = setup('Intro.', {
    'POST /api/admin/media': { status: 201, body: wren },
  });
  await user.click(screen.getByRole('button', { name: 'Insert image' }));
  await user.upload(within(dialog()).getByLabelText('Image file'), png('wren.png'));
  await user.type(within(dialog()).getByRole('textbox', { name: 'Alt text' }), 'A wren on the gate');
  await user.click(within(dialog()).getByRole('button', { name: 'Upload and insert' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  const [form] = fetchMock.bodies('POST /api/admin/media') as FormData[];
  expect([...form.keys()]).toEqual(['alt', 'file']);
  expect(onChange.mock.calls).toEqual([[`Intro.\n\n${wren.markdown}\n\n`]]);
  expect(body.value).toBe(`Intro.\n\n${wren.markdown}\n\n`);
});

test('pasting an image file opens the dialog with the file chosen and the alt text asked for first', async () => {
  const wren = image(5, 'A wren on the gate', { originalName: 'pasted.png' });
  const { onChange, body, fetchMock, user } = setup('Intro.', {
    'POST /api/admin/media': { status: 201, body: wren },
  });
  await user.click(body);
  fireEvent.paste(body, pasted(png('pasted.png')));

  expect(within(dialog()).getByText('Chosen: pasted.png')).toBeTruthy();
  const alt = within(dialog()).getByRole('textbox', { name: 'Alt text' });
  expect(document.activeElement).toBe(alt);
  await user.click(within(dialog()).getByRole('button', { name: 'Upload and insert' }));
  expect(within(dialog()).getByText(MEDIA_ALT_REQUIRED_TEXT)).toBeTruthy();
  expect(fetchMock.bodies('POST /api/admin/media')).toEqual([]);

  await user.type(alt, 'A wren on the gate');
  await user.click(within(dialog()).getByRole('button', { name: 'Upload and insert' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  const [form] = fetchMock.bodies('POST /api/admin/media') as FormData[];
  expect(form.get('alt')).toBe('A wren on the gate');
  expect((form.get('file') as File).name).toBe('pasted.png');
  expect(onChange.mock.calls).toEqual([[`Intro.\n\n${wren.markdown}\n\n`]]);
});

test('a pasted image of the wrong kind is refused in the dialog at once', async () => {
  const { body, user } = setup('');
  await user.click(body);
  fireEvent.paste(body, pasted(new File(['gif'], 'moving.gif', { type: 'image/gif' })));
  expect(within(dialog()).getByText(MEDIA_IMAGE_WRONG_TYPE_TEXT)).toBeTruthy();
});

test('dropping an image file opens the dialog with it chosen', () => {
  const { body } = setup('');
  fireEvent.drop(body, { dataTransfer: { files: [png('dropped.png')], types: ['Files'] } });
  expect(within(dialog()).getByText('Chosen: dropped.png')).toBeTruthy();
});

test('a text paste stays a text paste, and closing the dialog changes nothing', async () => {
  const { onChange, body, user } = setup('');
  await user.click(body);
  await user.paste('Plain words');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(body.value).toBe('Plain words');

  onChange.mockClear();
  await user.click(screen.getByRole('button', { name: 'Insert image' }));
  await user.click(within(dialog()).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(onChange).not.toHaveBeenCalled();
});
