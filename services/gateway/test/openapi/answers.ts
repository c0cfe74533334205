import type { IncomingMessage } from 'node:http';
import type request from 'supertest';
import { describeOperation, type Operation } from './operations.js';
import type { Seed } from './seed.js';

export interface Answer extends Operation {
  url: string;
  caller: 'visitor' | 'reader' | 'admin';
  response: request.Response;
}

/** The path with each parameter filled from the seed, by the collection segment before it. */
export function fill(path: string, items: Seed['items']): string {
  const segments = path.split('/');
  return segments
    .map((segment, index) => {
      if (!segment.startsWith('{')) return segment;
      const value = items[segments[index - 1]];
      if (value === undefined)
        throw new Error(`No seed value for ${segment} in ${path}: add one to test/openapi/seed.ts`);
      return encodeURIComponent(value);
    })
    .join('/');
}

interface QueryParameter {
  in?: string;
  name?: string;
  required?: boolean;
  example?: unknown;
  schema?: { example?: unknown };
}

/** `?name=example` for each required query parameter (a search's `q`), from the example it documents. */
export function requiredQuery(operation: Operation): string {
  const parameters = (operation.operation.parameters ?? []) as QueryParameter[];
  const query = new URLSearchParams();
  for (const parameter of parameters) {
    if (parameter.in !== 'query' || !parameter.required || !parameter.name) continue;
    const example = parameter.example ?? parameter.schema?.example;
    if (example === undefined)
      throw new Error(`No example for the required ${parameter.name} of ${describeOperation(operation)}`);
    query.set(parameter.name, String(example));
  }
  return query.size > 0 ? `?${query}` : '';
}

const isEventStream = ({ operation }: Operation) =>
  Object.values(operation.responses ?? {}).some(
    (response) => response && 'content' in response && response.content?.['text/event-stream'],
  );

/** An event stream never ends by itself: its answer is read up to its first bytes, then closed. */
function firstBytesOnly(test: request.Test): request.Test {
  return test
    .set('accept', 'text/event-stream')
    .buffer(true)
    .parse((response, done) => {
      let finished = false;
      const finish = (text: string) => {
        if (finished) return;
        finished = true;
        done(null, text);
      };
      response.setEncoding('utf8');
      response.once('data', (chunk: string) => {
        finish(chunk);
        // Superagent hands Node's IncomingMessage to a parser, whatever its types say.
        (response as unknown as IncomingMessage).destroy();
      });
      response.once('end', () => finish(''));
    });
}

/**
 * Calls each operation as a visitor first; on 401 again as a reader and on 403 as the admin, as a
 * client would once told to log in. Bodies are empty objects: routing, not validation, is under test here.
 */
export async function answerEveryOperation(operations: Operation[], seed: Seed): Promise<Answer[]> {
  const answers: Answer[] = [];
  // Deletes last: a delete of a seeded row (an episode, a paper) must not leave its other routes nothing to find.
  const deletesLast = [...operations].sort((a, b) => Number(a.method === 'delete') - Number(b.method === 'delete'));
  for (const operation of deletesLast) {
    const url = fill(operation.path, seed.items) + requiredQuery(operation);
    const send = (caller: Answer['caller']) => {
      const test = seed[caller](operation.method, url);
      if (isEventStream(operation)) return firstBytesOnly(test);
      return operation.operation.requestBody ? test.send({}) : test;
    };
    let caller: Answer['caller'] = 'visitor';
    let response = await send(caller);
    if (response.status === 401) response = await send((caller = 'reader'));
    if (response.status === 403) response = await send((caller = 'admin'));
    answers.push({ ...operation, url, caller, response });
  }
  return answers;
}

export const describeAnswer = (answer: Answer) =>
  `${describeOperation(answer)} as ${answer.caller} (${answer.url}) answered ${answer.response.status}`;
