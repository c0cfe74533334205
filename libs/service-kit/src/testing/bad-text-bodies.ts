import type { OpenAPIObject } from '@nestjs/swagger';
import fc from 'fast-check';
import { BODY_LIMIT_BYTES } from '../bootstrap.js';
import { longerThan, withControl, withLoneSurrogate } from './bad-text.js';
import { resolve, sample, setAt, type Components, type JsonSchema, type Slot } from './json-schema.js';

/** A write operation of an OpenAPI document that takes a JSON body. */
export interface JsonWriteOperation {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** As documented, with `{name}` for each path parameter. */
  path: string;
  schema: JsonSchema;
}

const WRITES = ['post', 'put', 'patch', 'delete'] as const;

/** Every write operation of the document whose body is JSON. */
export function jsonWriteOperations(document: OpenAPIObject): JsonWriteOperation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    WRITES.flatMap((method) => {
      const body = item[method]?.requestBody as { content?: Record<string, { schema?: JsonSchema }> } | undefined;
      const schema = body?.content?.['application/json']?.schema;
      return schema ? [{ method: method.toUpperCase() as JsonWriteOperation['method'], path, schema }] : [];
    }),
  );
}

/** The path of every string a body of the schema can hold, optional and nested ones included (an array's first item). */
export function textFields(
  schema: JsonSchema,
  components: Components,
  path: Slot['path'] = [],
  seen = new Set<JsonSchema>(),
): { path: Slot['path']; schema: JsonSchema }[] {
  const resolved = resolve(schema, components);
  if (seen.has(resolved)) return [];
  const within = new Set(seen).add(resolved);
  const alternatives = resolved.anyOf ?? resolved.oneOf;
  if (alternatives) return textFields(alternatives[0], components, path, within);
  const types = ([] as string[]).concat(resolved.type ?? []);
  const isText = types.includes('string') || resolved.enum?.some((choice) => typeof choice === 'string');
  const here = isText && path.length > 0 ? [{ path, schema: resolved }] : [];
  const items = resolved.items ? textFields(resolved.items, components, [...path, 0], within) : [];
  const properties = Object.entries(resolved.properties ?? {}).flatMap(([name, property]) =>
    textFields(property, components, [...path, name], within),
  );
  return [...here, ...items, ...properties];
}

/** Past the body limit: a string no field may hold whatever it documents. */
const overBodyLimit = 'x'.repeat(BODY_LIMIT_BYTES + 1);

/** Bad text for one field: a NUL or control character, a lone surrogate, or longer than it may be. */
function badText(schema: JsonSchema): fc.Arbitrary<{ kind: string; value: string }> {
  return fc.oneof(
    withControl.map((value) => ({ kind: 'a NUL or control character', value })),
    withLoneSurrogate.map((value) => ({ kind: 'a lone surrogate', value })),
    (schema.maxLength === undefined ? fc.constant(overBodyLimit) : longerThan(schema.maxLength)).map((value) => ({
      kind: `${value.length} characters`,
      value,
    })),
  );
}

export interface BadTextBody {
  /** What is wrong and where, for the report of a failure. */
  kind: string;
  body: string;
}

/**
 * JSON bodies for the schema that are as valid as its documented examples make them, but for bad text in one
 * string field, at any depth; null when the schema has no string field.
 */
export function badTextBodies(schema: JsonSchema, components: Components): fc.Arbitrary<BadTextBody> | null {
  const base = sample(schema, components);
  const fields = textFields(schema, components);
  if (fields.length === 0) return null;
  return fc.oneof(
    ...fields.map((field) =>
      badText(field.schema).map(({ kind, value }) => ({
        kind: `${kind} in ${field.path.join('.')}`,
        body: JSON.stringify(setAt(base, field.path, value)),
      })),
    ),
  );
}
