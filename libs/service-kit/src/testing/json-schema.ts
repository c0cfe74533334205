/** The part of OpenAPI's JSON Schema that the site's request bodies use. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  example?: unknown;
  default?: unknown;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
}

export type Components = Record<string, JsonSchema>;
export type JsonType = 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object' | 'null';
export const JSON_TYPES: JsonType[] = ['string', 'integer', 'number', 'boolean', 'array', 'object', 'null'];

/** One position in a body, the path to it and what the schema allows there. */
export interface Slot {
  path: (string | number)[];
  schema: JsonSchema;
  /** A property the schema does not require. */
  optional: boolean;
}

export function resolve(schema: JsonSchema, components: Components): JsonSchema {
  let resolved = schema;
  while (resolved.$ref) resolved = components[resolved.$ref.split('/').pop()!];
  if (resolved.allOf) return Object.assign({}, ...resolved.allOf.map((part) => resolve(part, components)));
  return resolved;
}

/** Every JSON type the schema accepts (an integer is a number too). */
export function allowedTypes(schema: JsonSchema, components: Components): Set<JsonType> {
  const resolved = resolve(schema, components);
  const alternatives = resolved.anyOf ?? resolved.oneOf;
  if (alternatives) return new Set(alternatives.flatMap((part) => [...allowedTypes(part, components)]));
  if (resolved.enum) return new Set(resolved.enum.map((value) => jsonTypeOf(value)));
  const types = ([] as string[]).concat(resolved.type ?? JSON_TYPES) as JsonType[];
  return new Set(types.includes('number') ? [...types, 'integer'] : types);
}

export function jsonTypeOf(value: unknown): JsonType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value as JsonType;
}

/**
 * A plausible value for the schema: its example, first choice or default, else the smallest value that
 * fits its type and bounds. Only required properties are filled, so a mutation is the one thing wrong.
 */
export function sample(schema: JsonSchema, components: Components): unknown {
  const resolved = resolve(schema, components);
  const alternatives = resolved.anyOf ?? resolved.oneOf;
  if (alternatives) return sample(alternatives[0], components);
  if (resolved.example !== undefined) return resolved.example;
  if (resolved.enum) return resolved.enum[0];
  if (resolved.default !== undefined) return resolved.default;
  const type = ([] as string[]).concat(resolved.type ?? 'object')[0];
  switch (type) {
    case 'string':
      if (resolved.format === 'email') return 'fuzz@example.org';
      if (resolved.format === 'date-time') return '2030-01-01T00:00:00.000Z';
      if (resolved.format === 'password') return 'not-the-password-1';
      return 'x'.repeat(Math.max(resolved.minLength ?? 1, 1));
    case 'integer':
    case 'number':
      return resolved.minimum ?? 1;
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'array':
      return Array.from({ length: Math.max(resolved.minItems ?? 1, 1) }, () =>
        sample(resolved.items ?? {}, components),
      );
    default:
      return Object.fromEntries(
        (resolved.required ?? []).map((name) => [name, sample(resolved.properties?.[name] ?? {}, components)]),
      );
  }
}

/** Every position of `value` the schema describes: the properties of its objects and items of its arrays. */
export function slotsOf(
  value: unknown,
  schema: JsonSchema,
  components: Components,
  path: Slot['path'] = [],
  optional = false,
): Slot[] {
  const resolved = resolve(schema, components);
  const here: Slot[] = path.length > 0 ? [{ path, schema: resolved, optional }] : [];
  if (Array.isArray(value) && resolved.items)
    return [...here, ...value.flatMap((item, index) => slotsOf(item, resolved.items!, components, [...path, index]))];
  if (value && typeof value === 'object' && resolved.properties) {
    const properties = Object.entries(resolved.properties).map(([name, property]) => {
      const optional = !resolved.required?.includes(name);
      return name in value
        ? slotsOf((value as Record<string, unknown>)[name], property, components, [...path, name], optional)
        : // An optional property left out is a place for bad input too.
          [{ path: [...path, name], schema: resolve(property, components), optional }];
    });
    return [...here, ...properties.flat()];
  }
  return here;
}

/** Positions holding objects, where an extra or prototype key can go (the body itself included). */
export function objectPaths(value: unknown, path: Slot['path'] = []): Slot['path'][] {
  if (Array.isArray(value)) return value.flatMap((item, index) => objectPaths(item, [...path, index]));
  if (!value || typeof value !== 'object') return [];
  return [path, ...Object.entries(value).flatMap(([name, item]) => objectPaths(item, [...path, name]))];
}

/** A copy of `value` with `replacement` at `path`; an object or array missing on the way is made. */
export function setAt(value: unknown, path: Slot['path'], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  const container = value ?? (typeof head === 'number' ? [] : {});
  const copy = (Array.isArray(container) ? [...container] : { ...(container as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head] = setAt(copy[head], rest, replacement);
  return copy;
}
