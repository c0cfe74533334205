import { render } from '@testing-library/react';
import { PageMeta } from './PageMeta';
import { SiteOriginContext } from './site-origin';
import { structuredData } from '@site/contracts';

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

test("writes its links with the site's origin as the server gives it, so hydration changes none of them", () => {
  render(
    <SiteOriginContext value="https://example.org">
      <PageMeta title="Essays" description="All essays" path="/essays" />
    </SiteOriginContext>,
  );
  expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://example.org/essays');
  expect(meta('meta[property="og:image"]')).toBe('https://example.org/og-default.png');
});

test('asks robots to leave a not-found page out of their index', () => {
  render(<PageMeta title="Page not found" description="Nothing here" path="/nope" noIndex />);
  expect(meta('meta[name="robots"]')).toBe('noindex,follow');
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
