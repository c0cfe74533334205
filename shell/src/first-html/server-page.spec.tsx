import { renderHook } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { createQueryClient } from '@site/api-client';
import { currentUserQuery, USER_QUERY_KEY } from '@site/shell-api';
import { mockFetch, queryWrapper } from '@site/testing';
import { PAGE_MAIN_MARKER } from './markers';
import { readServerPage, seedQueryCache } from './server-page';

/** A document as the gateway composes it: the frame's main area and the page's data. */
function serverDocument(main: string, data?: string): Document {
  const doc = document.implementation.createHTMLDocument('page');
  doc.body.innerHTML =
    `<div id="root"><header>STOP GENOCIDE NOW</header><main><div class="page-transition">` +
    `<div data-page-main="">${main}</div></div></main></div>` +
    (data === undefined ? '' : `<script type="application/json" id="page-data">${data}</script>`);
  return doc;
}

const essay = { slug: 'on-doubt', title: 'On doubt' };

test('reads the page data and the main markup the server wrote', () => {
  const data = JSON.stringify([
    { queryKey: ['/api/essays', 'on-doubt'], data: essay },
    { queryKey: USER_QUERY_KEY, data: null },
  ]);
  const page = readServerPage(serverDocument('<article><h1>On doubt</h1></article>', data));
  expect(page.mainHtml).toBe('<article><h1>On doubt</h1></article>');
  expect(page.data).toEqual([
    { queryKey: ['/api/essays', 'on-doubt'], data: essay },
    { queryKey: ['session', 'user'], data: null },
  ]);
});

test('text fields and buttons stay usable (the takeover carries them); other controls wait, disabled', () => {
  const page = readServerPage(
    serverDocument(
      '<form><input type="email"><input type="checkbox"><select></select><button type="submit">Go</button></form>',
    ),
  );
  expect(page.mainHtml).toBe(
    '<form><input type="email"><input type="checkbox" disabled=""><select disabled=""></select>' +
      '<button type="submit">Go</button></form>',
  );
});

test('an empty main area, or one still holding the bare marker, is no server markup', () => {
  expect(readServerPage(serverDocument('  ')).mainHtml).toBeNull();
  expect(readServerPage(serverDocument(PAGE_MAIN_MARKER)).mainHtml).toBeNull();
  expect(readServerPage(document.implementation.createHTMLDocument('bare')).mainHtml).toBeNull();
});

test('broken or misshapen page data is dropped, never thrown', () => {
  expect(readServerPage(serverDocument('', '[{"queryKey":')).data).toEqual([]);
  expect(readServerPage(serverDocument('', '{"queryKey":["a"],"data":1}')).data).toEqual([]);
  expect(
    readServerPage(serverDocument('', '[{"queryKey":"a","data":1},{"data":2},{"queryKey":["b"],"data":3}]')).data,
  ).toEqual([{ queryKey: ['b'], data: 3 }]);
  expect(readServerPage(serverDocument('')).data).toEqual([]);
});

test('a seeded query draws at once and is not fetched again', () => {
  const fetchMock = mockFetch({});
  const queryClient = createQueryClient();
  seedQueryCache(queryClient, [{ queryKey: USER_QUERY_KEY, data: null }]);
  const { result } = renderHook(() => useQuery(currentUserQuery()), queryWrapper(queryClient));
  expect(result.current.isLoading).toBe(false);
  expect(result.current.data).toBeNull();
  expect(fetchMock).not.toHaveBeenCalled();
});
