import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast, toastStore } from '@site/shell-api';
import { Toaster } from './Toaster';

// jsdom has no PointerEvent; without one, fired pointer events lose their coordinates.
class FakePointerEvent extends MouseEvent {
  pointerId: number;
  pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
    this.pointerType = init.pointerType ?? 'touch';
  }
}
window.PointerEvent = FakePointerEvent as unknown as typeof PointerEvent;

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  act(() => toastStore.setState({ toasts: [] }));
  jest.useRealTimers();
});

function setup() {
  const view = render(<Toaster />);
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  return { ...view, user };
}

function show(title: string, options: Parameters<typeof toast>[0] | object = {}) {
  act(() => {
    toast({ title, ...options });
  });
}

const visibleTitles = () => screen.queryAllByRole('status').map((item) => item.textContent);

test('only one toast is visible: a new one replaces the old', () => {
  setup();
  show('First');
  show('Second', { description: 'Newer news' });
  expect(screen.getAllByRole('status')).toHaveLength(1);
  expect(visibleTitles()).toEqual(['SecondNewer news']);
});

test('a destructive toast is an alert', () => {
  setup();
  show('Login failed', { variant: 'destructive', description: 'Invalid username or password' });
  expect(screen.getByRole('alert').textContent).toContain('Invalid username or password');
});

test('closes by itself after 5000 ms', () => {
  setup();
  show('Saved');
  act(() => jest.advanceTimersByTime(4999));
  expect(screen.queryByRole('status')).not.toBeNull();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByRole('status')).toBeNull();
});

test('honours its own duration', () => {
  setup();
  show('Uploading', { duration: 10000 });
  act(() => jest.advanceTimersByTime(9000));
  expect(screen.queryByRole('status')).not.toBeNull();
  act(() => jest.advanceTimersByTime(1000));
  expect(screen.queryByRole('status')).toBeNull();
});

test('the timer pauses while hovered and resumes with the time that was left', async () => {
  const { user } = setup();
  show('Saved');
  act(() => jest.advanceTimersByTime(3000));
  await user.hover(screen.getByRole('status'));
  act(() => jest.advanceTimersByTime(10000));
  expect(screen.queryByRole('status')).not.toBeNull();
  await user.unhover(screen.getByRole('status'));
  act(() => jest.advanceTimersByTime(1900));
  expect(screen.queryByRole('status')).not.toBeNull();
  act(() => jest.advanceTimersByTime(100));
  expect(screen.queryByRole('status')).toBeNull();
});

test('the timer pauses while the toast has focus', () => {
  setup();
  show('Saved');
  act(() => screen.getByRole('button', { name: 'Close' }).focus());
  act(() => jest.advanceTimersByTime(20000));
  expect(screen.queryByRole('status')).not.toBeNull();
  act(() => screen.getByRole('button', { name: 'Close' }).blur());
  act(() => jest.advanceTimersByTime(5000));
  expect(screen.queryByRole('status')).toBeNull();
});

function swipe(element: HTMLElement, distance: number) {
  fireEvent.pointerDown(element, { clientX: 100, pointerId: 1 });
  fireEvent.pointerMove(element, { clientX: 100 + distance / 2, pointerId: 1 });
  fireEvent.pointerMove(element, { clientX: 100 + distance, pointerId: 1 });
  fireEvent.pointerUp(element, { clientX: 100 + distance, pointerId: 1 });
}

test('a swipe right past 50 px closes the toast; a shorter one does not', () => {
  setup();
  show('Saved');
  swipe(screen.getByRole('status'), 50);
  expect(screen.queryByRole('status')).not.toBeNull();
  swipe(screen.getByRole('status'), -120);
  expect(screen.queryByRole('status')).not.toBeNull();
  swipe(screen.getByRole('status'), 51);
  expect(screen.queryByRole('status')).toBeNull();
});

test('the toast follows the finger while swiping', () => {
  setup();
  show('Saved');
  const item = screen.getByRole('status');
  fireEvent.pointerDown(item, { clientX: 10 });
  fireEvent.pointerMove(item, { clientX: 40 });
  expect(item.style.transform).toBe('translateX(30px)');
  fireEvent.pointerUp(item, { clientX: 40 });
  expect(item.style.transform).toBe('');
});

test('F8 moves focus to the notifications region', async () => {
  const { user } = setup();
  show('Saved');
  await user.keyboard('{F8}');
  expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Notifications (F8)' }));
});

test('Escape closes the focused toast and keeps focus in the region', async () => {
  const { user } = setup();
  show('Saved');
  await user.keyboard('{F8}');
  await user.tab();
  expect(document.activeElement).toBe(screen.getByRole('status'));
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('status')).toBeNull();
  expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Notifications (F8)' }));
});

test('Escape on the region after F8 closes the showing toast', async () => {
  const { user } = setup();
  show('Saved');
  await user.keyboard('{F8}{Escape}');
  expect(screen.queryByRole('status')).toBeNull();
});

test('the close button closes the toast', async () => {
  const { user } = setup();
  show('Saved');
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('status')).toBeNull();
});
