import { normalizeDoi } from './admin-papers.js';

describe('normalizeDoi', () => {
  it.each([
    ['10.5555/Example.2025.1', '10.5555/example.2025.1'],
    ['  https://doi.org/10.1007/978-3-540-39711-6_2 ', '10.1007/978-3-540-39711-6_2'],
    ['http://dx.doi.org/10.1093/MIND/LIX.236.433', '10.1093/mind/lix.236.433'],
    ['doi:10.2307/2272966', '10.2307/2272966'],
    ['DOI: 10.2307/2272966', '10.2307/2272966'],
    ['https://doi.org/10.1000%2Fabc', '10.1000/abc'],
  ])('keeps %j as %j', (text, doi) => {
    expect(normalizeDoi(text)).toBe(doi);
  });

  it.each([
    ['', 'nothing'],
    ['not-a-doi', 'words'],
    ['11.5555/x', 'another prefix'],
    ['10.55/x', 'a registrant too short'],
    ['10.5555/', 'no suffix'],
    ['10.5555/with space', 'a space'],
    ['https://example.org/10.5555/x', 'another site'],
    ['https://doi.org/10.5555/%E0%A4%A', 'a broken escape'],
    [`10.5555/${'x'.repeat(200)}`, 'too long'],
  ])('refuses %j (%s)', (text) => {
    expect(normalizeDoi(text)).toBeNull();
  });
});
