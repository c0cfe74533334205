import { paper } from '../features/academic/fixtures';
import { LIBRARY_STEP, pageLd, paperPath } from './page-ld';

const ld = pageLd('https://commonplace.example');

test('addresses are absolute: the site’s paths get its origin, absolute ones stay', () => {
  expect(ld.url('/library/audio#a')).toBe('https://commonplace.example/library/audio#a');
  expect(ld.url('https://cdn.example/feed.xml')).toBe('https://cdn.example/feed.xml');
});

test('a list page names what it lists in order, and sits below its trail', () => {
  const [collection, breadcrumbs] = ld.collection({
    title: 'Audio',
    description: 'Lectures and readings.',
    path: '/library/audio',
    items: [ld.page('One', '/library/audio#one'), ld.page('Two', '/library/audio#two')],
    trail: [LIBRARY_STEP],
  });
  expect(collection).toMatchObject({
    '@type': 'CollectionPage',
    name: 'Audio',
    url: 'https://commonplace.example/library/audio',
    mainEntity: {
      itemListElement: [
        { position: 1, name: 'One', url: 'https://commonplace.example/library/audio#one' },
        { position: 2, name: 'Two', url: 'https://commonplace.example/library/audio#two' },
      ],
    },
  });
  expect(breadcrumbs).toMatchObject({
    '@type': 'BreadcrumbList',
    itemListElement: [
      { position: 1, name: 'Home', item: 'https://commonplace.example/' },
      { position: 2, name: 'Library', item: 'https://commonplace.example/library' },
      { position: 3, name: 'Audio', item: 'https://commonplace.example/library/audio' },
    ],
  });
});

test('a paper is read at its document when the library holds the text, else at its entry on the list', () => {
  expect(paperPath(paper())).toBe('/library/document/two-clocks');
  expect(paperPath(paper({ documentName: null }))).toBe('/library/academic#two-clocks');
  expect(ld.paper(paper())).toMatchObject({
    '@type': 'ScholarlyArticle',
    name: 'Two Clocks and the Order of Events',
    url: 'https://commonplace.example/library/document/two-clocks',
    author: [
      { '@type': 'Person', name: 'Mira Castell' },
      { '@type': 'Person', name: 'Jonas Weir' },
    ],
  });
});
