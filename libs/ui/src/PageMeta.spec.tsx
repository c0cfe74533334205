import { render } from '@testing-library/react';
import { PageMeta } from './PageMeta';
import { structuredData } from './structured-data';

function meta(selector: string): string | null {
  return document.head.querySelector(selector)?.getAttribute('content') ?? null;
}

afterEach(() => {
  document.head.innerHTML = '';
});

test('hoists title, description, canonical, Open Graph, Twitter and robots tags into the head', () => {
  render(<PageMeta title="Essays" description="All essays" path="/essays" keywords={['philosophy', 'mathematics']} />);
  // The same title the first HTML carries: the page's, then the site's name.
  expect(document.title).toBe('Essays | Commonplace');
  expect(meta('meta[name="description"]')).toBe('All essays');
  expect(meta('meta[name="keywords"]')).toBe('philosophy, mathematics');
  expect(meta('meta[name="robots"]')).toBe('index,follow');
  expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('http://localhost/essays');
  expect(meta('meta[property="og:title"]')).toBe('Essays | Commonplace');
  expect(meta('meta[property="og:description"]')).toBe('All essays');
  expect(meta('meta[property="og:url"]')).toBe('http://localhost/essays');
  expect(meta('meta[property="og:type"]')).toBe('website');
  expect(meta('meta[property="og:image"]')).toBe('http://localhost/og-default.png');
  expect(meta('meta[property="og:image:width"]')).toBe('1200');
  expect(meta('meta[property="og:image:height"]')).toBe('630');
  expect(meta('meta[name="twitter:card"]')).toBe('summary_large_image');
});

test('takes an own image and article type, and renders JSON-LD', () => {
  const { container } = render(
    <PageMeta
      title="On doubt"
      description="An essay"
      path="/essay/on-doubt"
      type="article"
      image="https://cdn.example.org/doubt.png"
      structuredData={structuredData('Article', { headline: 'On doubt' })}
    />,
  );
  expect(meta('meta[property="og:type"]')).toBe('article');
  expect(meta('meta[property="og:image"]')).toBe('https://cdn.example.org/doubt.png');
  const script = container.querySelector('script[type="application/ld+json"]');
  expect(JSON.parse(script?.textContent ?? '')).toMatchObject({ '@type': 'Article', headline: 'On doubt' });
});

test('drops the static defaults of index.html once a page supplies its own', () => {
  document.head.insertAdjacentHTML('beforeend', '<meta name="description" content="default" data-default-meta>');
  render(<PageMeta title="Home" description="Welcome" path="/" />);
  expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  expect(meta('meta[name="description"]')).toBe('Welcome');
});

test('renders several JSON-LD objects, each in its own script', () => {
  const { container } = render(
    <PageMeta
      title="On doubt"
      description="An essay"
      path="/essay/on-doubt"
      structuredData={[structuredData('BlogPosting', { headline: 'On doubt' }), structuredData('BreadcrumbList')]}
    />,
  );
  const types = [...container.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '')['@type'],
  );
  expect(types).toEqual(['BlogPosting', 'BreadcrumbList']);
});

test("keeps a title that already begins with the site's name", () => {
  render(<PageMeta title="Commonplace: essays and courses" description="Home" path="/" />);
  expect(document.title).toBe('Commonplace: essays and courses');
});
