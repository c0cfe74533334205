import fc from 'fast-check';
import { percentEncode } from '@site/service-kit/testing';
import { fill } from '../openapi/answers.js';
import type { Seed } from '../openapi/seed.js';
import {
  objectPaths,
  resolve,
  sample,
  setAt,
  slotsOf,
  withControl,
  withLoneSurrogate,
  type Components,
  type JsonSchema,
} from '@site/service-kit/testing/fuzz';
import { badNumber, badPathValue, badText, deeplyNested, wrongType, type BadValue } from './bad-values.js';
import type { FuzzTarget } from './targets.js';

/** One request that must be refused: what is wrong with it, and the request itself. */
export interface BadRequest {
  kind: string;
  url: string;
  contentType?: string;
  body?: string | Buffer;
}

// Stand-ins that JSON.stringify keeps as they are, replaced in the text by what it cannot write.
const RAW_KEY = 'fuzz-raw-key-8c1d';
const RAW_VALUE = 'fuzz-raw-value-8c1d';

/** Every property name the schema knows, at any level: an extra field must be none of them. */
function propertyNames(schema: JsonSchema, components: Components, seen = new Set<JsonSchema>()): Set<string> {
  const resolved = resolve(schema, components);
  if (seen.has(resolved)) return new Set();
  seen.add(resolved);
  const nested = [
    ...Object.values(resolved.properties ?? {}),
    ...(resolved.items ? [resolved.items] : []),
    ...(resolved.anyOf ?? []),
    ...(resolved.oneOf ?? []),
  ];
  return new Set([
    ...Object.keys(resolved.properties ?? {}),
    ...nested.flatMap((part) => [...propertyNames(part, components, seen)]),
  ]);
}

/** Bad JSON bodies: one position made wrong (type, text, number, depth), a key added, or the whole body wrong. */
function badJsonBodies(schema: JsonSchema, components: Components): fc.Arbitrary<{ kind: string; body: string }> {
  const base = sample(schema, components);
  const slots = slotsOf(base, schema, components);
  const objects = objectPaths(base);
  const known = propertyNames(schema, components);
  const at = (path: (string | number)[]) => (path.length > 0 ? ` at ${path.join('.')}` : '');
  const replaced = (path: (string | number)[], value: unknown) => JSON.stringify(setAt(base, path, value));

  const perSlot = slots.flatMap(({ path, schema: slotSchema, optional }) => {
    const types = ([] as string[]).concat(slotSchema.type ?? []);
    const values: fc.Arbitrary<BadValue>[] = [];
    const wrong = wrongType(slotSchema, components, optional);
    if (wrong) values.push(wrong);
    if (types.includes('string') || slotSchema.enum?.some((choice) => typeof choice === 'string'))
      values.push(badText(slotSchema));
    if (types.includes('integer') || types.includes('number')) values.push(badNumber(slotSchema));
    const mutated = values.map((value) =>
      value.map(({ kind, value: bad }) => ({ kind: `${kind}${at(path)}`, body: replaced(path, bad) })),
    );
    mutated.push(
      deeplyNested.map((nested) => ({
        kind: `nesting${at(path)}`,
        body: replaced(path, RAW_VALUE).replace(`"${RAW_VALUE}"`, nested),
      })),
    );
    return mutated;
  });

  const withKey = (path: (string | number)[], key: string, value: unknown) =>
    JSON.stringify(setAt(base, [...path, RAW_KEY], value)).replace(`"${RAW_KEY}"`, JSON.stringify(key));
  const objectPath = fc.constantFrom(...objects);
  const extraField = fc
    .tuple(
      objectPath,
      fc.string({ maxLength: 20 }).filter((key) => !known.has(key)),
      fc.jsonValue({ maxDepth: 2 }),
    )
    .map(([path, key, value]) => ({
      kind: `the extra field ${JSON.stringify(key)}${at(path)}`,
      body: withKey(path, key, value),
    }));
  const prototypeKey = fc
    .tuple(
      objectPath,
      fc.constantFrom<[string, unknown]>(
        ['__proto__', { isAdmin: true }],
        ['constructor', { prototype: { isAdmin: true } }],
        ['constructor', 'x'],
        ['prototype', { isAdmin: true }],
      ),
    )
    .map(([path, [key, value]]) => ({ kind: `the key ${key}${at(path)}`, body: withKey(path, key, value) }));
  const wrongBody = fc
    .oneof(
      fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
      fc.string({ maxLength: 30 }),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.boolean(),
    )
    .map((value) => ({
      kind: `a ${Array.isArray(value) ? 'list' : typeof value} for the body`,
      body: JSON.stringify(value),
    }));
  const baseText = JSON.stringify(base);
  const malformed = fc
    .integer({ min: 0, max: baseText.length - 1 })
    .map((cut) => ({ kind: 'malformed JSON', body: baseText.slice(0, cut) }));
  return fc.oneof(
    ...(perSlot.length > 0 ? [fc.oneof(...perSlot)] : []),
    extraField,
    prototypeKey,
    wrongBody,
    malformed,
    deeplyNested.map((body) => ({ kind: 'nesting for the body', body })),
  );
}

/** Bytes that are no archive and no form, sent as the operation's own content type and as others. */
function badBinaryBodies(contentType: string): fc.Arbitrary<{ kind: string; contentType: string; body: Buffer }> {
  const declared = contentType === 'multipart/form-data' ? 'multipart/form-data; boundary=fuzz-boundary' : contentType;
  return fc
    .tuple(
      fc.constantFrom(declared, 'application/json', 'application/octet-stream', 'text/plain'),
      fc.oneof(
        fc.uint8Array({ maxLength: 2000 }).map((bytes) => Buffer.from(bytes)),
        fc.jsonValue({ maxDepth: 2 }).map((value) => Buffer.from(JSON.stringify(value))),
        deeplyNested.map((nested) => Buffer.from(nested)),
      ),
    )
    .map(([type, body]) => ({ kind: `${body.length} bytes as ${type}`, contentType: type, body }));
}

/**
 * Requests to one operation that each carry one kind of bad input: in the body (as documented), in a path
 * parameter, or in a documented query parameter. The rest of each request is as valid as the seed makes it.
 */
export function badRequestsFor(
  target: FuzzTarget,
  items: Seed['items'],
  components: Components,
): fc.Arbitrary<BadRequest> {
  const { path } = target.operation;
  const url = fill(path, items);
  const cases: fc.Arbitrary<BadRequest>[] = [];
  const validBody =
    target.body?.kind === 'json'
      ? { contentType: 'application/json', body: JSON.stringify(sample(target.body.schema, components)) }
      : {};
  if (target.body?.kind === 'json')
    cases.push(
      badJsonBodies(target.body.schema, components).map(({ kind, body }) => ({
        kind,
        url,
        contentType: 'application/json',
        body,
      })),
    );
  if (target.body?.kind === 'binary')
    cases.push(badBinaryBodies(target.body.contentType).map((bad) => ({ ...bad, url })));
  for (const name of target.pathParams) {
    const segments = path.split('/');
    const seeded = items[segments[segments.indexOf(`{${name}}`) - 1]] ?? '';
    cases.push(
      badPathValue(seeded).map(({ kind, value }) => ({
        kind: `${kind} in the path parameter ${name}`,
        url: fill(path.replace(`{${name}}`, percentEncode(String(value))), items),
        ...validBody,
      })),
    );
  }
  for (const name of target.queryParams) {
    cases.push(
      fc
        .oneof(
          withControl.map((value) => ({ kind: 'a NUL or control character', value })),
          withLoneSurrogate.map((value) => ({ kind: 'a lone surrogate', value })),
        )
        .map(({ kind, value }) => ({
          kind: `${kind} in the query parameter ${name}`,
          url: `${url}?${name}=${percentEncode(value)}`,
          ...validBody,
        })),
    );
  }
  return fc.oneof(...cases);
}
