import type { OpenAPIObject } from '@nestjs/swagger';
import { ADMIN_ONLY_EXTENSION } from '@site/service-kit';
import { describeOperation, operationsOf, type Operation } from '../openapi/operations.js';
import type { JsonSchema } from '@site/service-kit/testing/fuzz';

export type Role = 'visitor' | 'reader' | 'admin';

/** A write operation, who may call it, what input it documents and which process answers it. */
export interface FuzzTarget {
  operation: Operation;
  /** `gateway` for the gateway's own routes, else the service the gateway forwards it to. */
  owner: string;
  role: Role;
  pathParams: string[];
  queryParams: string[];
  body: { kind: 'json'; schema: JsonSchema } | { kind: 'binary'; contentType: string } | null;
}

interface Parameter {
  in: string;
  name: string;
}

const WRITES = new Set(['post', 'put', 'patch', 'delete']);

function roleOf({ operation }: Operation): Role {
  if ((operation as unknown as Record<string, unknown>)[ADMIN_ONLY_EXTENSION] === true) return 'admin';
  return operation.security?.length || operation.responses?.['401'] ? 'reader' : 'visitor';
}

function bodyOf({ operation }: Operation): FuzzTarget['body'] {
  const content = (operation.requestBody as { content?: Record<string, { schema?: JsonSchema }> } | undefined)?.content;
  if (!content) return null;
  const json = content['application/json']?.schema;
  if (json) return { kind: 'json', schema: json };
  return { kind: 'binary', contentType: Object.keys(content)[0] };
}

/**
 * Every write operation of the merged document, each with the process that owns it: an operation a
 * service documents is its own, the rest are the gateway's (login, register, the session list, import).
 */
export function fuzzTargets(merged: OpenAPIObject, services: Record<string, OpenAPIObject>): FuzzTarget[] {
  const ownerOf = new Map<string, string>();
  for (const [service, document] of Object.entries(services))
    for (const operation of operationsOf(document)) ownerOf.set(describeOperation(operation), service);
  return operationsOf(merged)
    .filter(({ method }) => WRITES.has(method))
    .map((operation) => {
      const parameters = (operation.operation.parameters ?? []) as Parameter[];
      return {
        operation,
        owner: ownerOf.get(describeOperation(operation)) ?? 'gateway',
        role: roleOf(operation),
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        body: bodyOf(operation),
      };
    });
}

/** Nothing documented to vary: no body, no parameter (logging out, removing one's picture). */
export const hasInput = (target: FuzzTarget) =>
  target.body !== null || target.pathParams.length > 0 || target.queryParams.length > 0;
