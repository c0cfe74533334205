import {
  serializeStructuredData,
  structuredData,
  STRUCTURED_DATA_TYPES,
  type StructuredDataType,
} from './structured-data';

test.each(STRUCTURED_DATA_TYPES)('builds %s JSON-LD', (type) => {
  expect(structuredData(type, { name: 'Example' })).toEqual({
    '@context': 'https://schema.org',
    '@type': type,
    name: 'Example',
  });
});

test('the type cannot be overridden by the data', () => {
  expect(structuredData('Article', { '@type': 'Recipe' })['@type']).toBe('Article');
});

test('an unknown type throws', () => {
  expect(() => structuredData('Recipe' as StructuredDataType, {})).toThrow('Unknown structured data type: Recipe');
});

test('serialised JSON cannot close its script element', () => {
  const json = serializeStructuredData(structuredData('Article', { headline: '</script><b>' }));
  expect(json).not.toContain('</script>');
  expect(JSON.parse(json).headline).toBe('</script><b>');
});
