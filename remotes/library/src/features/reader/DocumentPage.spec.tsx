import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LibraryDocument } from '@site/contracts';
import { PageStatusContext, type PageStatus } from '@site/shell-api';
import { mockFetch, renderWithProviders, testQueryClient } from '@site/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { documentQuery } from './api/document';
import DocumentPage from './DocumentPage';
import { paper } from '../academic/fixtures';
import { markdownDocument, pdfDocument } from './fixtures';
import { fakePdfjs, type FakeLink } from './pdf/fake-pdfjs';
import { loadPdfjs } from './pdf/load-pdfjs';

jest.mock('./pdf/load-pdfjs', () => ({ loadPdfjs: jest.fn() }));

const CITED = {
  'GET /api/library/cited-in': { body: [{ kind: 'essay', title: 'On Waiting', href: '/essay/on-waiting' }] },
  'GET /api/elearning/cited-in': { body: [] },
};

function openDocument(name: string, hash = '', status: PageStatus | null = null) {
  window.history.replaceState(null, '', `/library/document/${name}${hash}`);
  return renderWithProviders(
    <PageStatusContext value={status}>
      <DocumentPage />
    </PageStatusContext>,
    { route: `/library/document/${name}`, path: '/library/document/:name' },
  );
}

/** The page as the server draws it, with the document it fetched. */
function serverHtml(doc: LibraryDocument): string {
  const client = testQueryClient();
  client.setQueryData(documentQuery(doc.name).queryKey, doc);
  return renderToString(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/library/document/${doc.name}`]}>
        <Routes>
          <Route path="/library/document/:name" element={<DocumentPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const jsonLd = () =>
  Array.from(document.querySelectorAll('script[type="application/ld+json"]'), (script) =>
    JSON.parse(script.textContent ?? '{}'),
  );

afterEach(() => window.history.replaceState(null, '', '/'));

describe('a markdown document', () => {
  beforeEach(() => {
    mockFetch({ 'GET /api/library/documents/notes-on-measure': { body: markdownDocument() }, ...CITED });
  });

  test('shows its text, a download link and what cites it', async () => {
    openDocument('notes-on-measure');
    expect(await screen.findByRole('heading', { level: 1, name: 'Notes on Measure' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Null sets' })).toBeTruthy();
    expect(screen.getByText(/Text, 14 KB/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download the text' }).getAttribute('href')).toBe(
      '/media/documents/notes-on-measure.md',
    );
    expect(await screen.findByRole('link', { name: 'On Waiting' })).toBeTruthy();
  });

  test('the contents and the section buttons move between headings and keep the address', async () => {
    const { user } = openDocument('notes-on-measure');
    const contents = await screen.findByRole('navigation', { name: 'Contents' });
    const nullSets = within(contents).getByRole('link', { name: 'Null sets' });
    expect(nullSets.getAttribute('href')).toBe('#null-sets');

    await user.click(nullSets);
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Null sets' }));
    expect(window.location.hash).toBe('#null-sets');
    expect(nullSets.getAttribute('aria-current')).toBe('location');

    await user.click(screen.getByRole('button', { name: 'Next section' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Integrals' }));
    expect(window.location.hash).toBe('#integrals');
    expect(screen.getByRole('button', { name: 'Next section' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Previous section' }));
    expect(window.location.hash).toBe('#null-sets');
  });

  test('search lists the hits by section and marks them in the text', async () => {
    const { user } = openDocument('notes-on-measure');
    await user.type(await screen.findByRole('searchbox', { name: 'Find in the document' }), 'measure');
    await user.click(screen.getByRole('button', { name: 'Find' }));

    expect(screen.getByText('3 matches, showing 1')).toBeTruthy();
    const hits = within(screen.getByRole('list', { name: 'Matches' })).getAllByRole('button');
    expect(hits.map((hit) => hit.querySelector('.library-reader__hit-where')?.textContent)).toEqual([
      'Lengths',
      'Null sets',
      'Integrals',
    ]);
    expect(hits[1].querySelector('mark')?.textContent).toBe('measure');
    expect(hits[1].textContent).toContain('A null set has measure zero.');
    const marks = () => [...document.querySelectorAll('.library-markdown mark')];
    expect(marks().map((mark) => mark.className)).toEqual([
      'library-markdown__hit library-markdown__hit--current',
      'library-markdown__hit',
      'library-markdown__hit',
    ]);

    await user.click(hits[2]);
    expect(hits[2].getAttribute('aria-current')).toBe('true');
    expect(marks()[2].classList.contains('library-markdown__hit--current')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Next match' }));
    expect(screen.getByText('3 matches, showing 1')).toBeTruthy();
  });

  test('the server draws its text, so the first HTML holds it', () => {
    const html = serverHtml(markdownDocument());
    expect(html).toContain('<h2 id="null-sets">Null sets</h2><p>A null set has measure zero.</p>');
  });

  test('its head: the document itself and where it sits in the library', async () => {
    openDocument('notes-on-measure');
    await screen.findByRole('heading', { level: 1, name: 'Notes on Measure' });
    expect(jsonLd()).toEqual([
      expect.objectContaining({
        '@type': 'DigitalDocument',
        name: 'Notes on Measure',
        url: 'http://localhost/library/document/notes-on-measure',
        encoding: expect.objectContaining({ contentUrl: 'http://localhost/media/documents/notes-on-measure.md' }),
      }),
      expect.objectContaining({
        '@type': 'BreadcrumbList',
        itemListElement: [
          expect.objectContaining({ name: 'Home', item: 'http://localhost/' }),
          expect.objectContaining({ name: 'Library', item: 'http://localhost/library' }),
          expect.objectContaining({
            name: 'Notes on Measure',
            item: 'http://localhost/library/document/notes-on-measure',
          }),
        ],
      }),
    ]);
  });

  test('zooms the text', async () => {
    const { user } = openDocument('notes-on-measure');
    await user.click(await screen.findByRole('button', { name: 'Zoom in' }));
    expect(screen.getByRole('status', { name: 'Zoom level' }).textContent).toBe('125%');
  });
});

describe('a paper whose title has a subtitle', () => {
  const title = 'Notes on Measure: What Null Sets Do and Do Not Hide';

  test('heads the page with its one full title, the subtitle under the rest, as the head and citations name it', async () => {
    mockFetch({
      'GET /api/library/documents/notes-on-measure': { body: markdownDocument({ title, paper: paper({ title }) }) },
      ...CITED,
    });
    openDocument('notes-on-measure');
    const heading = await screen.findByRole('heading', { level: 1, name: /^Notes on Measure/ });
    // What is read aloud, copied and indexed is the whole title; the subtitle is drawn on its own under the rest.
    expect(heading.textContent).toBe(title);
    expect(within(heading).getByText('What Null Sets Do and Do Not Hide')).toBeTruthy();
    expect(document.title).toMatch(/^Notes on Measure: What Null Sets Do and Do Not Hide/);
    expect(document.head.querySelector('meta[name="citation_title"]')?.getAttribute('content')).toBe(title);
    expect(jsonLd().find((data) => data['@type'] === 'ScholarlyArticle')).toMatchObject({
      name: title,
      headline: title,
    });
  });
});

describe('an unknown document', () => {
  test('is the 404 page, and the page answers 404', async () => {
    mockFetch({ 'GET /api/library/documents/no-such-thing': { status: 404, body: { message: 'No such document' } } });
    const status = { code: 200 };
    openDocument('no-such-thing', '', status);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(status.code).toBe(404);
  });

  test('with a name no document can have is the 404 page without asking', () => {
    const server = mockFetch({});
    const status = { code: 200 };
    openDocument('Not_A_Name', '', status);
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(status.code).toBe(404);
    expect(server.calls()).toEqual([]);
  });
});

describe('a PDF', () => {
  const pages = [
    ['Two clocks', 'Introduction to the order of events.'],
    ['Light signals', 'A signal carries the time of one clock', 'to the other clock.'],
    ['Conclusion', 'Order is relative to the clock.'],
  ];

  const links: FakeLink[][] = [
    [
      { text: 'Conclusion', dest: [{ num: 2 }, { name: 'Fit' }] },
      { text: 'Light signals', dest: 'light-signals' },
      { text: 'the source', url: 'https://example.org/source' },
    ],
  ];

  function openPdf(hash = '') {
    const fake = fakePdfjs(pages, links, { 'light-signals': [{ num: 1 }, { name: 'Fit' }] });
    jest.mocked(loadPdfjs).mockResolvedValue(fake.lib);
    mockFetch({ 'GET /api/library/documents/two-clocks': { body: pdfDocument() }, ...CITED });
    return { ...openDocument('two-clocks', hash), fake };
  }

  test('shows the paper, its citation and the first page with its text', async () => {
    const { fake } = openPdf();
    const page = await screen.findByRole('region', { name: 'Page 1 of 3' });
    await within(page).findByText('Introduction to the order of events.');
    expect(fake.getDocument).toHaveBeenCalledWith({ url: '/media/documents/two-clocks.pdf' });
    expect(screen.getByText('Mira Castell and Jonas Weir')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cite' })).toBeTruthy();
    expect(screen.getByText(/PDF, 3 pages, 2.3 MB/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download the PDF' }).getAttribute('href')).toBe(
      '/media/documents/two-clocks.pdf',
    );
    // Reference managers read these from the live page too.
    expect(document.head.querySelector('meta[name="citation_title"]')?.getAttribute('content')).toBe(
      'Two Clocks and the Order of Events',
    );
    expect(document.head.querySelectorAll('meta[name="citation_author"]')).toHaveLength(2);
  });

  test('the server draws the paper and the reader opening, and never loads PDF.js', () => {
    jest.mocked(loadPdfjs).mockClear();
    const html = serverHtml(pdfDocument());
    expect(html).toContain('Two Clocks and the Order of Events');
    expect(html).toContain('Opening the PDF');
    expect(loadPdfjs).not.toHaveBeenCalled();
  });

  test('its head: the paper as a ScholarlyArticle at this page, where it sits, and when it was published', async () => {
    openPdf();
    await screen.findByRole('region', { name: 'Page 1 of 3' });
    expect(jsonLd().map((data) => data['@type'])).toEqual(['ScholarlyArticle', 'BreadcrumbList']);
    expect(jsonLd()[0]).toMatchObject({
      name: 'Two Clocks and the Order of Events',
      url: 'http://localhost/library/document/two-clocks',
    });
    expect(document.head.querySelector('meta[property="article:published_time"]')?.getAttribute('content')).toBe(
      paper().publishedOn,
    );
  });

  test('opens at a #page= link and writes the page back to the address as it moves', async () => {
    const { user } = openPdf('#page=2');
    expect(await screen.findByRole('region', { name: 'Page 2 of 3' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('region', { name: 'Page 3 of 3' })).toBeTruthy();
    expect(window.location.hash).toBe('#page=3');
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', true);

    const input = screen.getByRole('textbox', { name: 'Page' });
    await user.clear(input);
    await user.type(input, '1{Enter}');
    expect(await screen.findByRole('region', { name: 'Page 1 of 3' })).toBeTruthy();
    expect(window.location.hash).toBe('#page=1');

    const contents = screen.getByRole('navigation', { name: 'Contents' });
    await user.click(within(contents).getByRole('link', { name: 'Conclusion' }));
    expect(await screen.findByRole('region', { name: 'Page 3 of 3' })).toBeTruthy();
    expect(within(contents).getByRole('link', { name: 'Conclusion' }).getAttribute('aria-current')).toBe('location');
  });

  test('finds text on every page, goes to a hit and highlights it', async () => {
    const { user } = openPdf();
    await screen.findByRole('region', { name: 'Page 1 of 3' });
    await user.type(screen.getByRole('searchbox', { name: 'Find in the document' }), 'clock');
    await user.click(screen.getByRole('button', { name: 'Find' }));

    expect(await screen.findByText('4 matches, showing 1')).toBeTruthy();
    const hits = within(screen.getByRole('list', { name: 'Matches' })).getAllByRole('button');
    expect(hits.map((hit) => hit.querySelector('.library-reader__hit-where')?.textContent)).toEqual([
      'Page 1',
      'Page 2',
      'Page 2',
      'Page 3',
    ]);

    await user.click(hits[2]);
    const page = await screen.findByRole('region', { name: 'Page 2 of 3' });
    await waitFor(() => expect(page.querySelector('mark.library-pdf__hit--current')?.textContent).toBe('clock'));
    expect(page.querySelectorAll('mark.library-pdf__hit')).toHaveLength(2);
    expect(window.location.hash).toBe('#page=2');
  });

  test('zooms in and out from fitting the width', async () => {
    const { user } = openPdf();
    await screen.findByRole('region', { name: 'Page 1 of 3' });
    expect(screen.getByRole('button', { name: 'Fit width' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'Zoom level' }).textContent).toBe('125%'));
    expect(screen.getByRole('button', { name: 'Fit width' }).getAttribute('aria-pressed')).toBe('false');
  });

  test('turns pages with the arrow keys', async () => {
    const { user } = openPdf();
    const page = await screen.findByRole('region', { name: 'Page 1 of 3' });
    page.focus();
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('region', { name: 'Page 2 of 3' })).toBeTruthy();
  });

  test('a link inside the PDF to one of its pages goes to that page', async () => {
    const { user } = openPdf();
    const page = await screen.findByRole('region', { name: 'Page 1 of 3' });
    const conclusion = await within(page).findByRole('link', { name: 'Conclusion' });
    expect(conclusion.getAttribute('href')).toBe('#page=3');
    await user.click(conclusion);
    expect(await screen.findByRole('region', { name: 'Page 3 of 3' })).toBeTruthy();
    expect(window.location.hash).toBe('#page=3');

    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    const named = await within(await screen.findByRole('region', { name: 'Page 1 of 3' })).findByRole('link', {
      name: 'Light signals',
    });
    expect(named.getAttribute('href')).toBe('#page=2');
    await user.click(named);
    expect(await screen.findByRole('region', { name: 'Page 2 of 3' })).toBeTruthy();
  });

  test('a link inside the PDF to the web opens in a new tab that cannot reach back', async () => {
    openPdf();
    const page = await screen.findByRole('region', { name: 'Page 1 of 3' });
    const source = await within(page).findByRole('link', { name: 'the source' });
    expect(source.getAttribute('href')).toBe('https://example.org/source');
    expect(source.getAttribute('target')).toBe('_blank');
    expect(source.getAttribute('rel')).toBe('noopener');
  });

  test('paging on before a page is drawn cancels its drawing quietly: no error, nothing left unhandled', async () => {
    const { fake } = openPdf();
    await screen.findByRole('region', { name: 'Page 1 of 3' });
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    const last = await screen.findByRole('region', { name: 'Page 3 of 3' });
    await waitFor(() => expect(last.getAttribute('aria-busy')).toBe('false'));
    expect(fake.cancelled).toEqual([1]);
    expect(fake.unhandled()).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
