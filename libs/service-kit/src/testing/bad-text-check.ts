import http from 'node:http';
import type { OpenAPIObject } from '@nestjs/swagger';
import fc from 'fast-check';
import { badTextBodies, jsonWriteOperations } from './bad-text-bodies.js';
import type { Components } from './json-schema.js';

interface Answer {
  status: number;
  contentType: string;
  body: string;
}

/** What a connection closed on a body over the limit reads as. */
const CLOSED: Answer = { status: 0, contentType: '', body: 'the connection was closed while the body was sent' };

/** One request over a kept-alive connection: far lighter per run than supertest or fetch. */
function send(agent: http.Agent, url: string, method: string, headers: Record<string, string>, body: string) {
  return new Promise<Answer>((resolve, reject) => {
    const outgoing = http.request(
      url,
      { agent, method, headers: { ...headers, 'content-type': 'application/json' } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            contentType: response.headers['content-type'] ?? '',
            body: text,
          }),
        );
      },
    );
    // A body over the limit may be answered (413) and the connection closed before all of it is sent.
    outgoing.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EPIPE' || error.code === 'ECONNRESET' ? resolve(CLOSED) : reject(error),
    );
    outgoing.end(body);
  });
}

/** A 4xx in JSON whose message says something, or a body over the limit refused by closing. */
function refusedWithMessage(answer: Answer): boolean {
  if (answer === CLOSED) return true;
  if (answer.status < 400 || answer.status >= 500 || !answer.contentType.startsWith('application/json')) return false;
  const { message } = JSON.parse(answer.body) as { message?: unknown };
  return /\w/.test(typeof message === 'string' ? message : JSON.stringify(message ?? ''));
}

export interface BadTextFailure {
  operation: string;
  kind: string;
  status: number;
  answer: string;
}

export interface BadTextOptions {
  /** Bodies per operation. */
  runs: number;
  /** Sent with every request: the caller's identity, so that guards let the body through to be checked. */
  headers?: Record<string, string>;
}

/**
 * Sends bodies with bad text in one string field (NUL or control characters, lone surrogates, overlong) to every
 * JSON write operation of the document, each on its own kept-alive connection, path parameters filled with `1`.
 * Answers the operations tried and, for each that ever answered anything but a 4xx with a message, its first
 * such answer.
 */
export async function sendBadTextBodies(
  baseUrl: string,
  document: OpenAPIObject,
  { runs, headers = {} }: BadTextOptions,
): Promise<{ operations: string[]; failures: BadTextFailure[] }> {
  const components = (document.components?.schemas ?? {}) as Components;
  const targets = jsonWriteOperations(document).flatMap((operation) => {
    const bodies = badTextBodies(operation.schema, components);
    return bodies ? [{ ...operation, bodies }] : [];
  });
  const failures: BadTextFailure[] = [];
  await Promise.all(
    targets.map(async ({ method, path, bodies }) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const url = baseUrl + path.replace(/\{\w+\}/g, '1');
      let last: { kind: string; answer: Answer } | undefined;
      try {
        const result = await fc.check(
          fc.asyncProperty(bodies, async ({ kind, body }) => {
            last = { kind, answer: await send(agent, url, method, headers, body) };
            return refusedWithMessage(last.answer);
          }),
          // No shrinking: the first bad answer is reported as it came.
          { numRuns: runs, endOnFailure: true },
        );
        if (result.failed && last)
          failures.push({
            operation: `${method} ${path}`,
            kind: last.kind,
            status: last.answer.status,
            answer: last.answer.body.slice(0, 300),
          });
      } finally {
        agent.destroy();
      }
    }),
  );
  return { operations: targets.map(({ method, path }) => `${method} ${path}`), failures };
}
