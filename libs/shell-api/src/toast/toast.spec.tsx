import { act, renderHook } from '@testing-library/react';
import { toast } from './toast';
import { TOAST_REMOVE_DELAY } from './toast-constants';
import { dismissToast, removeToast, toastStore } from './toast-store';
import { useToast } from './use-toast';

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  removeToast();
  jest.useRealTimers();
});

const toasts = () => toastStore.getState().toasts;

test('a toast is open, default variant, 5000 ms by default', () => {
  toast({ title: 'Saved' });
  expect(toasts()).toEqual([
    expect.objectContaining({ title: 'Saved', variant: 'default', duration: 5000, open: true }),
  ]);
});

test('only one toast is kept: the newest replaces the older', () => {
  toast({ title: 'First' });
  toast({ title: 'Second', variant: 'destructive', duration: 8000 });
  expect(toasts()).toHaveLength(1);
  expect(toasts()[0]).toMatchObject({ title: 'Second', variant: 'destructive', duration: 8000 });
});

test('update changes the toast in place', () => {
  const handle = toast({ title: 'Uploading' });
  handle.update({ title: 'Uploaded', description: 'All done' });
  expect(toasts()[0]).toMatchObject({ id: handle.id, title: 'Uploaded', description: 'All done' });
});

test('a dismissed toast closes at once and is removed after 1,000,000 ms', () => {
  const handle = toast({ title: 'Bye' });
  handle.dismiss();
  expect(toasts()[0]).toMatchObject({ id: handle.id, open: false });
  jest.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
  expect(toasts()).toHaveLength(1);
  jest.advanceTimersByTime(1);
  expect(toasts()).toHaveLength(0);
  expect(TOAST_REMOVE_DELAY).toBe(1000000);
});

test('dismiss without an id closes every toast', () => {
  toast({ title: 'One' });
  dismissToast();
  expect(toasts().every((item) => !item.open)).toBe(true);
});

test('useToast follows the store and can dismiss', () => {
  const { result } = renderHook(() => useToast());
  expect(result.current.toasts).toEqual([]);
  let id = '';
  act(() => {
    id = result.current.toast({ title: 'Hello' }).id;
  });
  expect(result.current.toasts.map((item) => item.title)).toEqual(['Hello']);
  act(() => result.current.dismiss(id));
  expect(result.current.toasts[0].open).toBe(false);
});
