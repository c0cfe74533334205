import { SEARCH_KINDS, type SearchHit, type SearchKind, type SearchResults } from '@site/contracts';
import { mockFetch, type FakeReply } from '@site/testing';
import { act, screen, within } from '@testing-library/react';
import { currentLocation, renderWithProviders } from '../../app/testing/render';
import { SearchForm, SUGGEST_DEBOUNCE_MS } from './SearchForm';

function results(query: string, titles: string[]): SearchResults {
  const hits = titles.map((title, index): SearchHit => ({
    kind: index % 2 ? 'journal' : 'essay',
    id: `${query}-${index}`,
    title,
    url: `/essay/${query}-${index}`,
    snippet: '',
    rank: 1,
    parts: [],
  }));
  const counts = Object.fromEntries(SEARCH_KINDS.map((kind) => [kind, 0])) as Record<SearchKind, number>;
  return { query, kind: null, page: 1, pageSize: 5, counts, total: hits.length, hits, suggestion: null };
}

const TIME = results('time', ['Two Clocks', 'A Slow Morning', 'Lost Time']);

function setup({ advanceTimers }: { advanceTimers?: (ms: number) => void } = {}) {
  return renderWithProviders(<SearchForm placeholder="Search site..." label="Search site" />, {
    route: '/essays',
    advanceTimers,
  });
}

const box = () => screen.getByRole('combobox', { name: 'Search site' });
const options = () => within(screen.getByRole('listbox')).getAllByRole('option');

describe('submitting', () => {
  beforeEach(() => mockFetch({ 'GET /api/search': { body: TIME } }));

  test('goes to /search with the trimmed term', async () => {
    const { user } = setup();
    await user.type(screen.getByPlaceholderText('Search site...'), '  edge of chaos  {Enter}');
    expect(currentLocation()).toBe('/search?q=edge%20of%20chaos');
  });

  test('the search button submits too', async () => {
    const { user } = setup();
    await user.type(box(), 'entropy');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(currentLocation()).toBe('/search?q=entropy');
  });

  test('an empty or blank term does not navigate', async () => {
    const { user } = setup();
    const input = screen.getByPlaceholderText('Search site...');
    await user.type(input, '{Enter}');
    await user.type(input, '    {Enter}');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(currentLocation()).toBe('/essays');
  });

  test('is a search landmark', () => {
    setup();
    expect(screen.getByRole('search', { name: 'Search site' })).toBeTruthy();
  });
});

describe('suggestions', () => {
  afterEach(() => jest.useRealTimers());

  test('are asked for once the typing pauses, and never for blank or one-letter terms', async () => {
    jest.useFakeTimers();
    const fetchMock = mockFetch({ 'GET /api/search': { body: TIME } });
    const { user } = setup({ advanceTimers: jest.advanceTimersByTime });
    await user.type(box(), '  t  ');
    act(() => jest.advanceTimersByTime(SUGGEST_DEBOUNCE_MS));
    expect(fetchMock.requested('/api/search')).toEqual([]);

    await user.clear(box());
    await user.type(box(), 'tim');
    act(() => jest.advanceTimersByTime(SUGGEST_DEBOUNCE_MS - 1));
    await user.type(box(), 'e');
    act(() => jest.advanceTimersByTime(SUGGEST_DEBOUNCE_MS - 1));
    expect(fetchMock.requested('/api/search')).toEqual([]);
    act(() => jest.advanceTimersByTime(1));
    expect(fetchMock.requested('/api/search')).toEqual(['/api/search?q=time&pageSize=5']);
    jest.useRealTimers();
    expect(await screen.findAllByRole('option')).toHaveLength(4);
  });

  test('form an ARIA combobox: arrows move the active option, Enter opens it', async () => {
    mockFetch({ 'GET /api/search': { body: TIME } });
    const { user } = setup();
    expect(box().getAttribute('aria-expanded')).toBe('false');
    await user.type(box(), 'time');
    await screen.findByRole('listbox', { name: 'Search site suggestions' });
    expect(box().getAttribute('aria-expanded')).toBe('true');
    expect(box().getAttribute('aria-controls')).toBe(screen.getByRole('listbox').id);
    expect(options().map((option) => option.textContent)).toEqual([
      'Two Clocks essay',
      'A Slow Morning journal',
      'Lost Time essay',
      'See all results for “time”',
    ]);
    expect(box().hasAttribute('aria-activedescendant')).toBe(false);

    const activeOption = () => document.getElementById(box().getAttribute('aria-activedescendant') ?? '');
    await user.keyboard('{ArrowDown}');
    expect(activeOption()).toBe(options()[0]);
    expect(options()[0].getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(activeOption()).toBe(options()[0]);
    await user.keyboard('{ArrowUp}');
    expect(activeOption()).toBe(options()[3]);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(activeOption()?.textContent).toBe('A Slow Morning journal');
    expect(document.activeElement).toBe(box());

    await user.keyboard('{Enter}');
    expect(currentLocation()).toBe('/essay/time-1');
    expect(box().getAttribute('aria-expanded')).toBe('false');
  });

  test('Enter without an active option submits the term; the last option is the full search', async () => {
    mockFetch({ 'GET /api/search': { body: TIME } });
    const { user } = setup();
    await user.type(box(), ' time ');
    await screen.findByRole('listbox');
    await user.keyboard('{Enter}');
    expect(currentLocation()).toBe('/search?q=time');

    await user.type(box(), 's');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(currentLocation()).toBe('/search?q=time%20s');
  });

  test('Escape closes the list and keeps focus and the term in the box; ArrowDown opens it again', async () => {
    mockFetch({ 'GET /api/search': { body: TIME } });
    const { user } = setup();
    await user.type(box(), 'time');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect(box().hasAttribute('aria-activedescendant')).toBe(false);
    expect(document.activeElement).toBe(box());
    expect((box() as HTMLInputElement).value).toBe('time');
    await user.keyboard('{ArrowDown}');
    expect(options()[0].getAttribute('aria-selected')).toBe('true');
  });

  test('a click on an option opens it; a click outside closes the list', async () => {
    mockFetch({ 'GET /api/search': { body: TIME } });
    const { user } = setup();
    await user.type(box(), 'time');
    await screen.findByRole('listbox');
    await user.click(document.body);
    expect(screen.queryByRole('listbox')).toBeNull();

    await user.type(box(), 's');
    await user.click(await screen.findByRole('option', { name: /Lost Time/ }));
    expect(currentLocation()).toBe('/essay/time-2');
  });

  test('a late answer for an older term does not replace the newer one', async () => {
    let answerOld: (reply: FakeReply) => void = () => undefined;
    mockFetch({
      'GET /api/search?q=tim&pageSize=5': () => new Promise<FakeReply>((resolve) => (answerOld = resolve)),
      'GET /api/search?q=time&pageSize=5': { body: TIME },
    });
    const { user } = setup();
    await user.type(box(), 'tim');
    await act(() => new Promise((resolve) => setTimeout(resolve, SUGGEST_DEBOUNCE_MS + 50)));
    await user.type(box(), 'e');
    expect(await screen.findByRole('option', { name: /Two Clocks/ })).toBeTruthy();
    await act(async () => answerOld({ body: results('tim', ['Timber']) }));
    expect(screen.queryByRole('option', { name: /Timber/ })).toBeNull();
    expect(options()).toHaveLength(4);
  });

  test('nothing found opens no list', async () => {
    mockFetch({ 'GET /api/search': { body: results('zzz', []) } });
    const { user } = setup();
    await user.type(box(), 'zzz');
    await act(() => new Promise((resolve) => setTimeout(resolve, SUGGEST_DEBOUNCE_MS + 50)));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box().getAttribute('aria-expanded')).toBe('false');
  });
});
