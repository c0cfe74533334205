import type { OpenAPIObject } from '@nestjs/swagger';

export const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
export type Method = (typeof METHODS)[number];

type OperationObject = NonNullable<OpenAPIObject['paths'][string]['get']>;

export interface Operation {
  method: Method;
  path: string;
  operation: OperationObject;
}

export const operationsOf = (document: OpenAPIObject): Operation[] =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({ method, path, operation: item[method]! })),
  );

export const describeOperation = ({ method, path }: Pick<Operation, 'method' | 'path'>) =>
  `${method.toUpperCase()} ${path}`;
