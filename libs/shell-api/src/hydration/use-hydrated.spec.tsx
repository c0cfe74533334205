import { act, render, screen } from '@testing-library/react';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useHydrated } from './use-hydrated';

/** Records each value it renders with, so a test sees the first one too. */
function Probe({ seen }: { seen: boolean[] }) {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <p>{hydrated ? 'your own parts' : 'reserved space'}</p>;
}

test('the server draws the space reserved for what only the browser knows', () => {
  expect(renderToString(<Probe seen={[]} />)).toBe('<p>reserved space</p>');
});

test("hydration meets the server's HTML, then the browser's own parts follow", async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Probe seen={[]} />);
  document.body.append(container);
  const seen: boolean[] = [];
  const onRecoverableError = jest.fn();
  await act(async () => {
    startTransition(() => {
      hydrateRoot(container, <Probe seen={seen} />, { onRecoverableError });
    });
  });
  expect(onRecoverableError).not.toHaveBeenCalled();
  expect(seen[0]).toBe(false);
  expect(container.textContent).toBe('your own parts');
  container.remove();
});

test('a part first drawn in the browser shows its own parts from its first render', () => {
  const seen: boolean[] = [];
  render(<Probe seen={seen} />);
  expect(seen).toEqual([true]);
  expect(screen.getByText('your own parts')).toBeTruthy();
});
