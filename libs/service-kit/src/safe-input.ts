import { BadRequestException, Injectable, type ArgumentMetadata, type PipeTransform } from '@nestjs/common';
import { unsafeTextProblem } from '@site/contracts';

/** Longer than any id or slug a service hands out; the router refuses most longer ones already. */
export const PATH_PARAM_MAX = 200;

/** Keys that could reach an object's prototype if some code ever merged the query into an object. */
const PROTOTYPE_KEY = /^(__proto__|constructor|prototype)(\W|$)/;

function decodeComponent(raw: string): string | null {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

/**
 * What is wrong with a request's query string, or null. Fastify keeps a malformed escape (such as
 * `%ED%A0%80`, a lone surrogate) as raw text and passes NUL through, so this looks at the raw address:
 * every key and value must decode as UTF-8 and hold safe text, and no key may name a prototype.
 */
export function queryStringProblem(url: string): string | null {
  const start = url.indexOf('?');
  if (start === -1) return null;
  for (const pair of url.slice(start + 1).split('&')) {
    if (!pair) continue;
    const split = pair.indexOf('=');
    const key = decodeComponent(split === -1 ? pair : pair.slice(0, split));
    const value = split === -1 ? '' : decodeComponent(pair.slice(split + 1));
    if (key === null || value === null) return 'The query string is not valid percent-encoded UTF-8.';
    const keyProblem = unsafeTextProblem(key);
    if (keyProblem) return `A query parameter name ${keyProblem}.`;
    if (PROTOTYPE_KEY.test(key)) return `The query parameter ${key} is not allowed.`;
    const valueProblem = unsafeTextProblem(value);
    if (valueProblem) return `The query parameter ${key} ${valueProblem}.`;
  }
  return null;
}

/** Every path parameter is safe text of a bounded length, so no handler sees NUL or an overlong id. */
@Injectable()
export class SafeParamsPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type !== 'param' || typeof value !== 'string') return value;
    const name = metadata.data ?? 'The path';
    const problem = unsafeTextProblem(value);
    if (problem) throw new BadRequestException(`${name} ${problem}.`);
    if (value.length > PATH_PARAM_MAX)
      throw new BadRequestException(`${name} must be at most ${PATH_PARAM_MAX} characters.`);
    return value;
  }
}
