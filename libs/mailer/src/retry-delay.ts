/** When to try a mail again after `attempts` failures: doubling from `firstMs`, never more than `maxMs` apart. */
export function retryDelayMs(attempts: number, firstMs: number, maxMs: number): number {
  return Math.min(maxMs, firstMs * 2 ** Math.max(0, attempts - 1));
}
