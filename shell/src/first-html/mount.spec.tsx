import { act } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { USER_QUERY_KEY } from '@site/shell-api';
import { App } from '../app/App';
import { PAGE_DATA_ID, PAGE_MAIN_MARKER } from './markers';
import { renderFrame } from './render-frame';
import { readServerPage } from './server-page';

// The remote is still loading when React mounts, as on a real first visit.
jest.mock('../remotes/registry', () => ({
  preloadRemoteModule: jest.fn(),
  loadRemoteModule: () => new Promise(() => undefined),
}));

const SERVER_MAIN = '<article class="essay"><h1>On doubt</h1><p>Doubt is a habit.</p></article>';

/**
 * The markup with what differs between two renders of the same tree without being seen left out:
 * generated ids, the server's text separators and the order of attributes.
 */
function normalized(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html.replace(/_[rR]_[0-9a-z]+_/g, '_id_').replace(/<!-- -->/g, '');
  for (const element of template.content.querySelectorAll('*')) {
    const attributes = [...element.attributes].map(({ name, value }) => [name, value]).sort();
    for (const [name] of attributes) element.removeAttribute(name);
    for (const [name, value] of attributes) element.setAttribute(name, value);
  }
  return template.innerHTML;
}

test('mounting over the first HTML draws the same DOM: the frame and the server text stay as they were', async () => {
  window.history.replaceState(null, '', '/essay/on-doubt');
  document.body.innerHTML =
    `<div id="root">${renderFrame().replace(PAGE_MAIN_MARKER, SERVER_MAIN)}</div>` +
    `<script type="application/json" id="${PAGE_DATA_ID}">${JSON.stringify([{ queryKey: USER_QUERY_KEY, data: null }])}</script>`;
  const container = document.getElementById('root')!;
  const before = normalized(container.innerHTML);

  const serverPage = readServerPage(document);
  await act(async () => createRoot(container).render(<App serverPage={serverPage} />));

  expect(normalized(container.innerHTML)).toBe(before);
});
