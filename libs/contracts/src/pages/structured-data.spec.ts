import {
  blogPostingLd,
  breadcrumbListLd,
  collectionPageLd,
  courseLd,
  personLd,
  quizLd,
  serializeStructuredData,
  structuredData,
  STRUCTURED_DATA_TYPES,
  webSiteLd,
  type StructuredDataType,
} from './structured-data.js';

const SITE = 'https://example.org';

test.each(STRUCTURED_DATA_TYPES)('builds %s JSON-LD', (type) => {
  expect(structuredData(type, { name: 'Example' })).toEqual({
    '@context': 'https://schema.org',
    '@type': type,
    name: 'Example',
  });
});

test('the type cannot be overridden by the data', () => {
  expect(structuredData('BlogPosting', { '@type': 'Recipe' })['@type']).toBe('BlogPosting');
});

test('an unknown type throws', () => {
  expect(() => structuredData('Recipe' as StructuredDataType, {})).toThrow('Unknown structured data type: Recipe');
});

test('serialised JSON cannot close its script element', () => {
  const json = serializeStructuredData(structuredData('BlogPosting', { headline: '</script><b>' }));
  expect(json).not.toContain('</script>');
  expect(JSON.parse(json).headline).toBe('</script><b>');
});

test('the website offers a search action', () => {
  expect(
    webSiteLd({ name: 'Site', description: 'About', url: `${SITE}/`, searchUrl: `${SITE}/search` }).potentialAction,
  ).toEqual({
    '@type': 'SearchAction',
    target: `${SITE}/search?q={search_term_string}`,
    'query-input': 'required name=search_term_string',
  });
});

test('a blog posting carries its dates, author, keywords and sections', () => {
  expect(
    blogPostingLd({
      headline: 'On doubt',
      description: 'Doubt, daily.',
      url: `${SITE}/essay/on-doubt`,
      datePublished: '2026-01-02',
      image: `${SITE}/cards/essays/on-doubt.png`,
      keywords: ['doubt', 'method'],
      articleSection: ['Philosophy'],
      author: { name: 'The author', url: `${SITE}/about` },
    }),
  ).toEqual({
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: 'On doubt',
    description: 'Doubt, daily.',
    url: `${SITE}/essay/on-doubt`,
    mainEntityOfPage: `${SITE}/essay/on-doubt`,
    datePublished: '2026-01-02',
    dateModified: '2026-01-02',
    image: `${SITE}/cards/essays/on-doubt.png`,
    keywords: 'doubt, method',
    articleSection: ['Philosophy'],
    author: { '@type': 'Person', name: 'The author', url: `${SITE}/about` },
    publisher: {
      '@type': 'Organization',
      name: 'Commonplace',
      url: `${SITE}/`,
      logo: { '@type': 'ImageObject', url: `${SITE}/logo.png`, width: 512, height: 512 },
    },
  });
});

test('a collection page lists its items in order', () => {
  const page = collectionPageLd({
    name: 'Essays',
    description: 'All of them.',
    url: `${SITE}/essays`,
    items: [
      { name: 'A', url: `${SITE}/essay/a` },
      { name: 'B', url: `${SITE}/essay/b` },
    ],
  });
  expect(page.mainEntity).toEqual({
    '@type': 'ItemList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'A', url: `${SITE}/essay/a` },
      { '@type': 'ListItem', position: 2, name: 'B', url: `${SITE}/essay/b` },
    ],
  });
  expect(collectionPageLd({ name: 'Empty', description: '', url: SITE })).not.toHaveProperty('mainEntity');
});

test('breadcrumbs number their steps from home', () => {
  expect(
    breadcrumbListLd([
      { name: 'Home', url: `${SITE}/` },
      { name: 'Essays', url: `${SITE}/essays` },
    ]).itemListElement,
  ).toEqual([
    { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/` },
    { '@type': 'ListItem', position: 2, name: 'Essays', item: `${SITE}/essays` },
  ]);
});

test('person, course and quiz', () => {
  expect(personLd({ name: 'The author', url: `${SITE}/about`, description: 'Writes.' })['@type']).toBe('Person');
  expect(
    courseLd({
      name: 'Logic',
      description: 'Proofs.',
      url: `${SITE}/courses/logic`,
      workloadMinutes: 90,
    }),
  ).toMatchObject({
    provider: { '@type': 'Organization', name: 'Commonplace', sameAs: `${SITE}/` },
    offers: [{ '@type': 'Offer', category: 'Free' }],
    hasCourseInstance: [{ '@type': 'CourseInstance', courseMode: 'Online', courseWorkload: 'PT1H30M' }],
  });
  expect(
    quizLd({
      name: 'Physics',
      description: 'Ten questions.',
      url: `${SITE}/quizzes/p`,
      about: 'physics',
      numberOfQuestions: 10,
    }),
  ).toMatchObject({ '@type': 'Quiz', numberOfQuestions: 10, about: { '@type': 'Thing', name: 'physics' } });
});
