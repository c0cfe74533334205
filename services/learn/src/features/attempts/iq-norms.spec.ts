import { normalCdf, placeScore, readNorms } from './iq-norms.js';

const norms = readNorms({
  statement: 'Illustrative norms; this is not a clinical IQ assessment.',
  mean: 14,
  sd: 4.5,
  bands: [
    { min: 0, max: 8, label: 'Below average' },
    { min: 9, max: 16, label: 'Average' },
    { min: 17, max: 25, label: 'Above average' },
  ],
});

describe('normalCdf', () => {
  it.each([
    [0, 0.5],
    [1, 0.8413],
    [-1, 0.1587],
    [1.96, 0.975],
  ])('Φ(%p) ≈ %p', (z, p) => {
    expect(normalCdf(z)).toBeCloseTo(p, 4);
  });
});

describe('placeScore', () => {
  it('puts the mean at the 50th percentile in its band', () => {
    expect(placeScore(14, norms!)).toEqual({
      percentile: 50,
      band: 'Average',
      normStatement: 'Illustrative norms; this is not a clinical IQ assessment.',
    });
  });

  it('computes the percentile from (score − mean)/sd', () => {
    expect(placeScore(18.5, norms!).percentile).toBe(84);
    expect(placeScore(9.5, norms!).percentile).toBe(16);
  });

  it('keeps the percentile within 1..99', () => {
    expect(placeScore(0, norms!)).toMatchObject({ percentile: 1, band: 'Below average' });
    expect(placeScore(25, norms!)).toMatchObject({ percentile: 99, band: 'Above average' });
  });

  it('says it is not a clinical assessment even when the seed forgot to', () => {
    const plain = readNorms({ mean: 10, sd: 2, bands: [], statement: 'Illustrative only.' });
    expect(placeScore(10, plain!).normStatement).toBe('Illustrative only. This is not a clinical IQ assessment.');
  });
});

describe('readNorms', () => {
  it.each([[null], [{ mean: 1, sd: 0, bands: [] }], [{ mean: 1, sd: 1 }], [{ mean: 1, sd: 1, bands: [{ min: 0 }] }]])(
    'refuses %p',
    (value) => {
      expect(readNorms(value)).toBeNull();
    },
  );
});
