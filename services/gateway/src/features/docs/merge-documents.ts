import { isDeepStrictEqual } from 'node:util';
import type { OpenAPIObject } from '@nestjs/swagger';
import type { ServiceName } from '../../config.js';
import { serviceFor } from '../proxy/service-routes.js';

const SCHEMA_REF = '#/components/schemas/';

type Schemas = NonNullable<NonNullable<OpenAPIObject['components']>['schemas']>;

export interface ServiceDocument {
  service: ServiceName;
  document: OpenAPIObject;
}

/**
 * The gateway's own document plus, from each service's, the paths the gateway forwards to that service
 * (a path it answers itself or never forwards is left out) and the schemas those paths use. A schema whose
 * name is taken by a different schema is renamed `<service>.<Name>`, and the service's references follow.
 */
export function mergeDocuments(own: OpenAPIObject, services: ServiceDocument[]): OpenAPIObject {
  // A deep copy: the gateway's own document is never changed.
  const merged = renameRefs(own, new Map());
  const components = (merged.components ??= {});
  const schemas = (components.schemas ??= {});
  for (const { service, document } of services) {
    const paths = Object.fromEntries(
      Object.entries(document.paths).filter(([path]) => serviceFor(path) === service && !(path in merged.paths)),
    );
    const theirs = document.components?.schemas ?? {};
    const used = usedSchemas(paths, theirs);
    const renames = clashingNames(used, theirs, schemas, service);
    for (const name of used) schemas[renames.get(name) ?? name] = renameRefs(theirs[name], renames);
    Object.assign(merged.paths, renameRefs(paths, renames));
    components.securitySchemes = { ...document.components?.securitySchemes, ...components.securitySchemes };
    const tagNames = new Set((merged.tags ?? []).map((tag) => tag.name));
    merged.tags = [...(merged.tags ?? []), ...(document.tags ?? []).filter((tag) => !tagNames.has(tag.name))];
  }
  return merged;
}

/** Names that must change: taken by a different schema, also once the other renames are applied. */
function clashingNames(used: string[], theirs: Schemas, ours: Schemas, service: ServiceName): Map<string, string> {
  const renames = new Map<string, string>();
  let grew = true;
  while (grew) {
    grew = false;
    for (const name of used) {
      if (renames.has(name) || !(name in ours) || isDeepStrictEqual(ours[name], renameRefs(theirs[name], renames))) {
        continue;
      }
      renames.set(name, `${service}.${name}`);
      grew = true;
    }
  }
  return renames;
}

/** The schemas the paths refer to, directly or through other schemas. */
function usedSchemas(paths: unknown, schemas: Schemas): string[] {
  const used = refsIn(paths, new Set());
  // A Set visits what is added while iterating, so this follows references to the end.
  for (const name of used) refsIn(schemas[name], used);
  return [...used];
}

function refsIn(node: unknown, found: Set<string>): Set<string> {
  if (Array.isArray(node)) {
    for (const item of node) refsIn(item, found);
  } else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && value.startsWith(SCHEMA_REF)) {
        found.add(value.slice(SCHEMA_REF.length));
      } else {
        refsIn(value, found);
      }
    }
  }
  return found;
}

function renameRefs<T>(node: T, renames: Map<string, string>): T {
  if (Array.isArray(node)) return node.map((item) => renameRefs(item, renames)) as T;
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => {
      if (key !== '$ref' || typeof value !== 'string' || !value.startsWith(SCHEMA_REF)) {
        return [key, renameRefs(value, renames)];
      }
      const name = value.slice(SCHEMA_REF.length);
      return [key, SCHEMA_REF + (renames.get(name) ?? name)];
    }),
  ) as T;
}
