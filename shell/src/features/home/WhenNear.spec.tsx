import { act, render, screen } from '@testing-library/react';
import { WhenNear } from './WhenNear';

/** A stand-in for the browser's IntersectionObserver, which jsdom lacks: the test says when the section is near. */
class FakeObserver {
  static last: FakeObserver | null = null;
  readonly options: IntersectionObserverInit | undefined;
  private readonly callback: IntersectionObserverCallback;
  disconnected = false;
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.callback = callback;
    this.options = options;
    FakeObserver.last = this;
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
  near(isIntersecting: boolean) {
    this.callback([{ isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

const section = (
  <WhenNear placeholder={<p>Loading the games</p>}>
    <p>The games</p>
  </WhenNear>
);

afterEach(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  FakeObserver.last = null;
});

test('a section far below the screen keeps its placeholder, and loads once it comes near', () => {
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
  render(section);
  expect(screen.getByText('Loading the games')).toBeTruthy();
  expect(FakeObserver.last?.options?.rootMargin).toBe('1000px 0px');

  act(() => FakeObserver.last!.near(false));
  expect(screen.queryByText('The games')).toBeNull();

  act(() => FakeObserver.last!.near(true));
  expect(screen.getByText('The games')).toBeTruthy();
  expect(screen.queryByText('Loading the games')).toBeNull();
  expect(FakeObserver.last?.disconnected).toBe(true);
});

test('without IntersectionObserver the section loads at once', () => {
  render(section);
  expect(screen.getByText('The games')).toBeTruthy();
});
