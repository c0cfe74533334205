import { renderWithProviders } from '@site/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Gallery } from './Gallery';
import type { GalleryItem } from './gallery-image';
import { SWIPE_DISTANCE } from './use-swipe';

// jsdom has neither modal dialogs nor pointer events; these stand in for the browser's.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  if (!window.PointerEvent) {
    class PointerEvent extends MouseEvent {
      readonly pointerId: number;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 1;
      }
    }
    Object.assign(window, { PointerEvent });
  }
});

function item(n: number): GalleryItem {
  return {
    title: `Picture ${n}`,
    caption: `How picture ${n} was made.`,
    alt: `What picture ${n} shows`,
    image: {
      width: 1600,
      height: 1067,
      colour: '#808080',
      files: [480, 960, 1600].map((width) => ({ width, url: `/assets/picture-${n}-${width}.0123456789.webp` })),
    },
  };
}

const ITEMS = [1, 2, 3, 4, 5].map(item);

function setup() {
  return renderWithProviders(<Gallery items={ITEMS} label="Pictures" />);
}

const dialog = () => screen.getByRole('dialog');
const thumbnail = (n: number) => screen.getByRole('button', { name: `What picture ${n} shows` });

test('the grid shows every image with its alt text, a srcset, its size and lazy loading below the first row', async () => {
  setup();
  const list = screen.getByRole('list', { name: 'Pictures' });
  const images = within(list).getAllByRole('img');
  expect(images.map((image) => image.getAttribute('alt'))).toEqual(ITEMS.map(({ alt }) => alt));
  const first = images[0];
  // Addressed once the page knows where the remote's files are: at once in the browser, after its first drawing.
  await waitFor(() => expect(first.getAttribute('src')).toBe('/assets/picture-1-480.0123456789.webp'));
  expect(first.getAttribute('srcset')).toBe(
    '/assets/picture-1-480.0123456789.webp 480w, /assets/picture-1-960.0123456789.webp 960w, /assets/picture-1-1600.0123456789.webp 1600w',
  );
  expect(first.getAttribute('sizes')).toBeTruthy();
  expect([first.getAttribute('width'), first.getAttribute('height')]).toEqual(['1600', '1067']);
  expect(images.map((image) => image.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager', 'lazy', 'lazy']);
  expect(images.every((image) => image.getAttribute('decoding') === 'async')).toBe(true);
  expect(screen.getByText('Picture 4')).toBeTruthy();
});

test("until the remote's folder is known (the server's first round), each picture is its colour at its size", () => {
  setup();
  const first = within(screen.getByRole('list', { name: 'Pictures' })).getAllByRole('img')[0];
  expect([first.getAttribute('src'), first.getAttribute('srcset')]).toEqual([null, null]);
  expect([first.getAttribute('width'), first.getAttribute('height')]).toEqual(['1600', '1067']);
  expect(first.style.backgroundColor).toBe('rgb(128, 128, 128)');
});

test('a thumbnail opens the lightbox with the image, its caption and its place in the gallery', async () => {
  const { user } = setup();
  await user.click(thumbnail(2));
  expect(dialog().getAttribute('open')).toBe('');
  expect(within(dialog()).getByRole('heading', { name: 'Picture 2' })).toBeTruthy();
  expect(within(dialog()).getByText('How picture 2 was made.')).toBeTruthy();
  expect(within(dialog()).getByText('2 of 5')).toBeTruthy();
  const image = within(dialog()).getByRole('img', { name: 'What picture 2 shows' });
  expect(image.getAttribute('srcset')).toContain('/assets/picture-2-1600.0123456789.webp 1600w');
  expect(image.getAttribute('sizes')).toContain('(min-aspect-ratio: 1600/1067) calc((100vh - 200px) * 1.500)');
  expect(document.activeElement).toBe(within(dialog()).getByRole('button', { name: 'Close' }));
});

test('arrow keys and the buttons move through the gallery and wrap at either end', async () => {
  const { user } = setup();
  await user.click(thumbnail(1));
  await user.keyboard('{ArrowRight}');
  expect(within(dialog()).getByText('2 of 5')).toBeTruthy();
  expect(within(dialog()).getByRole('heading', { name: 'Picture 2' })).toBeTruthy();
  await user.keyboard('{ArrowLeft}{ArrowLeft}');
  expect(within(dialog()).getByText('5 of 5')).toBeTruthy();
  await user.click(within(dialog()).getByRole('button', { name: 'Next image' }));
  expect(within(dialog()).getByText('1 of 5')).toBeTruthy();
  await user.click(within(dialog()).getByRole('button', { name: 'Previous image' }));
  expect(within(dialog()).getByRole('img', { name: 'What picture 5 shows' })).toBeTruthy();
  await user.keyboard('{Home}');
  expect(within(dialog()).getByText('1 of 5')).toBeTruthy();
  await user.keyboard('{End}');
  expect(within(dialog()).getByText('5 of 5')).toBeTruthy();
});

const stage = () => within(dialog()).getByRole('img').parentElement as HTMLElement;

type User = ReturnType<typeof setup>['user'];

// Each way out, after moving on from the picture that opened it: the focus goes back to that picture.
test.each([
  ['Escape', async (user: User) => user.keyboard('{Escape}')],
  ['the close button', async (user: User) => user.click(within(dialog()).getByRole('button', { name: 'Close' }))],
  ['a click beside the image', async (user: User) => user.click(stage())],
  ['a click on the dark edge', async (user: User) => user.click(dialog())],
])('%s closes the lightbox and gives focus back to the picture that opened it', async (_way, close) => {
  const { user } = setup();
  await user.click(thumbnail(3));
  await user.keyboard('{ArrowRight}');
  await close(user);
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(document.activeElement).toBe(thumbnail(3));
});

test('a click on the image itself leaves the lightbox open', async () => {
  const { user } = setup();
  await user.click(thumbnail(4));
  await user.click(within(dialog()).getByRole('img'));
  expect(screen.queryByRole('dialog')).not.toBeNull();
});

test('the browser asking to close the dialog (its own Escape) closes it the same way', async () => {
  const { user } = setup();
  await user.click(thumbnail(2));
  const cancel = new Event('cancel', { cancelable: true });
  fireEvent(dialog(), cancel);
  expect(cancel.defaultPrevented).toBe(true);
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(document.activeElement).toBe(thumbnail(2));
});

// A drag ends with a click, as it does in a browser when the pointer comes up where it went down.
function swipe(dx: number, dy = 0) {
  fireEvent.pointerDown(stage(), { pointerId: 7, clientX: 200, clientY: 300 });
  fireEvent.pointerUp(stage(), { pointerId: 7, clientX: 200 + dx, clientY: 300 + dy });
  fireEvent.click(stage());
}

test('a swipe to the left shows the next image and one to the right the previous', async () => {
  const { user } = setup();
  await user.click(thumbnail(2));
  swipe(-(SWIPE_DISTANCE + 30));
  expect(within(dialog()).getByText('3 of 5')).toBeTruthy();
  swipe(SWIPE_DISTANCE + 30);
  swipe(SWIPE_DISTANCE + 30);
  expect(within(dialog()).getByText('1 of 5')).toBeTruthy();
});

test('a short drag, a mostly vertical one or a cancelled one is not a swipe', async () => {
  const { user } = setup();
  await user.click(thumbnail(2));
  swipe(-(SWIPE_DISTANCE - 10));
  swipe(-(SWIPE_DISTANCE + 30), 200);
  fireEvent.pointerDown(stage(), { pointerId: 7, clientX: 200, clientY: 300 });
  fireEvent.pointerCancel(stage(), { pointerId: 7 });
  fireEvent.pointerUp(stage(), { pointerId: 7, clientX: 20, clientY: 300 });
  expect(within(dialog()).getByText('2 of 5')).toBeTruthy();
});
