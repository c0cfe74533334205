export interface IqNorms {
  statement: string;
  mean: number;
  sd: number;
  bands: { min: number; max: number; label: string }[];
}

export interface IqPlacement {
  percentile: number;
  band: string | null;
  normStatement: string;
}

export const IQ_CATEGORIES = ['iq-numerical', 'iq-spatial'];
const NOT_CLINICAL = 'This is not a clinical IQ assessment.';

/** The seeded norms of an IQ test, or null when they are missing or malformed. */
export function readNorms(value: unknown): IqNorms | null {
  if (typeof value !== 'object' || value === null) return null;
  const { statement, mean, sd, bands } = value as Record<string, unknown>;
  if (typeof mean !== 'number' || typeof sd !== 'number' || !(sd > 0) || !Array.isArray(bands)) return null;
  const valid = bands.every(
    (band) =>
      typeof band === 'object' &&
      band !== null &&
      typeof band.min === 'number' &&
      typeof band.max === 'number' &&
      typeof band.label === 'string',
  );
  if (!valid) return null;
  return { statement: typeof statement === 'string' ? statement : '', mean, sd, bands };
}

/** erf by Abramowitz and Stegun 7.1.26 (absolute error below 1.5e-7, ample for a whole percentile). */
function erf(x: number): number {
  const sign = x < 0 ? -1 : 1;
  const t = 1 / (1 + 0.3275911 * Math.abs(x));
  const y =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-x * x);
  return sign * y;
}

/** The standard normal cumulative distribution Φ(z). */
export function normalCdf(z: number): number {
  return 0.5 * (1 + erf(z / Math.SQRT2));
}

/**
 * Places a raw score on the test's assumed normal distribution: percentile = Φ((score − mean)/sd),
 * as a whole number from 1 to 99; band from the table (the nearest end for a score outside it).
 * The statement always says plainly that this is not a clinical IQ assessment.
 */
export function placeScore(score: number, norms: IqNorms): IqPlacement {
  const percentile = Math.min(99, Math.max(1, Math.round(normalCdf((score - norms.mean) / norms.sd) * 100)));
  const bands = [...norms.bands].sort((a, b) => a.min - b.min);
  const found =
    bands.find((band) => score >= band.min && score <= band.max) ??
    (bands.length === 0 ? undefined : score < bands[0].min ? bands[0] : bands[bands.length - 1]);
  const statement = norms.statement.trim();
  const normStatement = /not a clinical/i.test(statement) ? statement : `${statement} ${NOT_CLINICAL}`.trim();
  return { percentile, band: found?.label ?? null, normStatement };
}
