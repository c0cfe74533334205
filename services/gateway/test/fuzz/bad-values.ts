import fc from 'fast-check';
import { BODY_DEPTH_MAX, BODY_LIMIT_BYTES } from '@site/service-kit';
import {
  allowedTypes,
  jsonTypeOf,
  longerThan,
  withControl,
  withLoneSurrogate,
  type Components,
  type JsonSchema,
  type JsonType,
} from '@site/service-kit/testing/fuzz';

/** A bad value and a few words on what is wrong with it, for the report of a failure. */
export interface BadValue {
  kind: string;
  value: unknown;
}

const text = fc.string({ maxLength: 20 });

/** Nesting one level past the limit or thousands of levels deep, of arrays or of objects. */
export const deeplyNested = fc
  .tuple(fc.integer({ min: BODY_DEPTH_MAX + 1, max: 3000 }), fc.boolean())
  .map(([levels, arrays]) =>
    arrays ? '['.repeat(levels) + ']'.repeat(levels) : '{"a":'.repeat(levels) + '1' + '}'.repeat(levels),
  );

const valueOfType: Record<JsonType, fc.Arbitrary<unknown>> = {
  string: fc.string({ maxLength: 30 }),
  integer: fc.integer(),
  number: fc.double({ noNaN: true, noDefaultInfinity: true }).filter((value) => !Number.isInteger(value)),
  boolean: fc.boolean(),
  array: fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
  object: fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
  null: fc.constant(null),
};

/**
 * A value of a JSON type the schema does not accept, or null when it accepts every type. An optional
 * property may be null: the services' validation takes it for absent, as it takes a missing one.
 */
export function wrongType(
  schema: JsonSchema,
  components: Components,
  optional: boolean,
): fc.Arbitrary<BadValue> | null {
  const allowed = allowedTypes(schema, components);
  if (optional) allowed.add('null');
  const wrong = (Object.keys(valueOfType) as JsonType[]).filter(
    (type) => !allowed.has(type) && !(type === 'integer' && allowed.has('number')),
  );
  if (wrong.length === 0) return null;
  return fc
    .constantFrom(...wrong)
    .chain((type) => valueOfType[type].filter((value) => !allowed.has(jsonTypeOf(value))))
    .map((value) => ({ kind: `a ${jsonTypeOf(value)} where ${[...allowed].join(' or ')} belongs`, value }));
}

/** Bad text for a string position: control characters, lone surrogates, too long, or not one of its choices. */
export function badText(schema: JsonSchema): fc.Arbitrary<BadValue> {
  const cases: fc.Arbitrary<BadValue>[] = [
    withControl.map((value) => ({ kind: 'a NUL or control character', value })),
    withLoneSurrogate.map((value) => ({ kind: 'a lone surrogate', value })),
    // Without a documented limit, longer than any body may be.
    (schema.maxLength === undefined ? fc.constant('x'.repeat(BODY_LIMIT_BYTES + 1)) : longerThan(schema.maxLength)).map(
      (value) => ({ kind: `a string of ${value.length} characters`, value }),
    ),
  ];
  if (schema.enum) {
    const choices = schema.enum;
    cases.push(
      text.filter((value) => !choices.includes(value)).map((value) => ({ kind: 'not one of its choices', value })),
    );
  }
  return fc.oneof(...cases);
}

/** A number outside the documented bounds, or a huge one where none are documented. */
export function badNumber(schema: JsonSchema): fc.Arbitrary<BadValue> {
  const huge = [1e300, -1e300, 2 ** 63, -(2 ** 63), Number.MAX_VALUE, 1e21];
  const cases: fc.Arbitrary<number>[] = [fc.constantFrom(...huge)];
  if (schema.maximum !== undefined) cases.push(fc.integer({ min: 1, max: 1e9 }).map((over) => schema.maximum! + over));
  if (schema.minimum !== undefined)
    cases.push(fc.integer({ min: 1, max: 1e9 }).map((under) => schema.minimum! - under));
  if (schema.type === 'integer')
    cases.push(fc.double({ min: -1e6, max: 1e6, noNaN: true }).filter((value) => !Number.isInteger(value)));
  return fc.oneof(...cases).map((value) => ({ kind: `the number ${value}`, value }));
}

/** A path parameter no item can have. */
export function badPathValue(seeded: string): fc.Arbitrary<BadValue> {
  const cases: fc.Arbitrary<BadValue>[] = [
    withControl.map((value) => ({ kind: 'a NUL or control character', value })),
    withLoneSurrogate.map((value) => ({ kind: 'a lone surrogate', value })),
    longerThan(200).map((value) => ({ kind: `${value.length} characters`, value })),
    fc.constantFrom('__proto__', 'constructor', 'prototype').map((value) => ({ kind: 'a prototype name', value })),
  ];
  if (/^\d+$/.test(seeded))
    cases.push(
      fc
        .constantFrom('-1', '1.5', '99999999999999999999', '2147483648', '1e3', '0x1f', 'NaN', 'Infinity', '[1]')
        .map((value) => ({ kind: 'not a valid id', value })),
    );
  return fc.oneof(...cases);
}
