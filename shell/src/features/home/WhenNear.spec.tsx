import { act, render, screen } from '@testing-library/react';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
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

test('a section far below the screen keeps its placeholder, and loads once it comes near', async () => {
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
  await act(async () => {
    render(section);
  });
  expect(screen.getByText('Loading the games')).toBeTruthy();
  expect(FakeObserver.last?.options?.rootMargin).toBe('1000px 0px');

  act(() => FakeObserver.last!.near(false));
  expect(screen.queryByText('The games')).toBeNull();

  await act(async () => FakeObserver.last!.near(true));
  expect(screen.getByText('The games')).toBeTruthy();
  expect(screen.queryByText('Loading the games')).toBeNull();
  expect(FakeObserver.last?.disconnected).toBe(true);
});

test('without IntersectionObserver the section loads at once', () => {
  render(section);
  expect(screen.getByText('The games')).toBeTruthy();
});

test("on a hydrated page the server's HTML stays as drawn until near, and a later render does not wait on it", async () => {
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
  const container = document.createElement('div');
  document.body.append(container);
  // As the server draws it: no IntersectionObserver there, so the children at once.
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  container.innerHTML = renderToString(section);
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
  const prepare = jest.fn(() => Promise.resolve());
  const page = (heading: string) => (
    <main>
      <h1>{heading}</h1>
      <WhenNear placeholder={<p>Loading the games</p>} prepare={prepare}>
        <p>The games</p>
      </WhenNear>
    </main>
  );
  container.innerHTML = `<main><h1>Home</h1>${container.innerHTML}</main>`;
  let root: ReturnType<typeof hydrateRoot>;
  await act(async () => {
    root = hydrateRoot(container, page('Home'));
  });
  expect(container.textContent).toBe('HomeThe games');
  expect(prepare).not.toHaveBeenCalled();

  // A transition (as a navigation is) commits although the section has not hydrated.
  await act(async () => startTransition(() => root.render(page('Next'))));
  expect(container.querySelector('h1')?.textContent).toBe('Next');
  expect(container.textContent).toContain('The games');

  await act(async () => FakeObserver.last!.near(true));
  expect(prepare).toHaveBeenCalledTimes(1);
  expect(screen.getByText('The games')).toBeTruthy();
  expect(screen.queryByText('Loading the games')).toBeNull();
  act(() => root.unmount());
  container.remove();
});
