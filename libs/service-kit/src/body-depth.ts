import { unsafeTextProblem } from '@site/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Deeper than any body the site's forms send (a quiz with its questions and options is four levels). */
export const BODY_DEPTH_MAX = 16;
/** More fields than any request object has; unknown fields are refused by validation anyway. */
export const BODY_KEYS_MAX = 200;
/** Longer than any list a request carries (a quiz holds at most 200 questions). */
export const BODY_ITEMS_MAX = 1000;

/**
 * Keys that name an object's prototype or one of its members (`__proto__`, `constructor`, `toString`…): they
 * could reach the prototype if some code merged the body into an object, and class-transformer drops them
 * silently, so a request carrying one would be taken without a word.
 */
const PROTOTYPE_KEYS = new Set(['prototype', ...Object.getOwnPropertyNames(Object.prototype)]);

const isPlainObject = (value: object): value is Record<string, unknown> => {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

const named = (path: string[]) => (path.length > 0 ? path.join('.') : 'The request body');

/**
 * What is wrong with a parsed JSON body as a whole, or null: too deep, too wide, a key naming a prototype,
 * or text no field may hold (NUL, control characters, lone surrogates, which PostgreSQL cannot store).
 * Validation walks a body recursively and overflows the stack on a few kilobytes of nested arrays; this walk
 * stops one level past the limit, so its own recursion stays shallow. Anything but strings, arrays and
 * plain objects (a raw Buffer, a number) passes.
 */
export function bodyShapeProblem(body: unknown, path: string[] = []): string | null {
  if (typeof body === 'string') {
    const problem = unsafeTextProblem(body);
    return problem && `${named(path)} ${problem}.`;
  }
  if (typeof body !== 'object' || body === null) return null;
  const isArray = Array.isArray(body);
  if (!isArray && !isPlainObject(body)) return null;
  if (path.length >= BODY_DEPTH_MAX)
    return `The request body is nested too deeply: at most ${BODY_DEPTH_MAX} levels of objects and arrays.`;
  const entries: [string, unknown][] = isArray
    ? body.map((item, index) => [String(index), item])
    : Object.entries(body);
  if (isArray && entries.length > BODY_ITEMS_MAX)
    return `The request body holds an array of more than ${BODY_ITEMS_MAX} items.`;
  if (!isArray && entries.length > BODY_KEYS_MAX)
    return `The request body holds an object of more than ${BODY_KEYS_MAX} fields.`;
  for (const [key, value] of entries) {
    if (!isArray) {
      const keyProblem = unsafeTextProblem(key);
      if (keyProblem) return `A field name ${keyProblem}.`;
      if (PROTOTYPE_KEYS.has(key)) return `The field ${key} is not allowed.`;
    }
    const problem = bodyShapeProblem(value, [...path, key]);
    if (problem) return problem;
  }
  return null;
}

const JSON_TYPE = /^application\/([\w.-]+\+)?json\s*(;|$)/i;

/**
 * The parsed body, or a JSON body kept as bytes parsed here: the gateway forwards bodies untouched, yet reads
 * fields of some (its rate limits count per account), so its proxied bodies meet the same rule. Bytes that
 * are not JSON, or do not parse, are left to whoever reads them.
 */
function parsedBody(request: FastifyRequest): unknown {
  if (!Buffer.isBuffer(request.body)) return request.body;
  if (!JSON_TYPE.test(request.headers['content-type'] ?? '')) return undefined;
  try {
    return JSON.parse(request.body.toString('utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Refuses a JSON body of an unreasonable shape or with unsafe text with a 400 once it is parsed, before any
 * validation or handler sees it. (JSON.parse itself is iterative in V8 and copes with any depth within the
 * size limit.)
 */
export function limitBodyShape(fastify: FastifyInstance): void {
  fastify.addHook('preValidation', async (request, reply) => {
    const problem = bodyShapeProblem(parsedBody(request));
    if (problem) return reply.code(400).send({ message: problem, error: 'Bad Request', statusCode: 400 });
  });
}
