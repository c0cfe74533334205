import http from 'node:http';
import type { OpenAPIObject } from '@nestjs/swagger';
import {
  CHAT_MESSAGE_MAX,
  CONTACT_EMAIL_MAX,
  CONTACT_MESSAGE_MAX,
  CONTACT_NAME_MAX,
  CONTACT_SUBJECT_MAX,
  ISSUE_ESSAY_TITLE_MAX,
  ISSUE_INTRO_MAX,
  ISSUE_SUBJECT_MAX,
  SITE_NOTICE_BODY_MAX,
  SITE_NOTICE_SUBJECT_MAX,
} from '@site/contracts';
import { OutboxMailEntity } from '@site/mailer';
import { percentEncode } from '@site/service-kit/testing';
import fc from 'fast-check';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { ChatMessageEntity } from '../src/features/chat/chat-message.entity.js';
import { ContactMessageEntity } from '../src/features/contact/contact-message.entity.js';
import { SubscriberEntity } from '../src/features/newsletter/subscriber.entity.js';
import { startAudience, type AudienceApp } from './audience-app.js';

const RUNS = 1000;

interface Answer {
  status: number;
  contentType: string;
  body: string;
}

/** One request over a kept-alive connection: far lighter per run than supertest or fetch. */
function send(agent: http.Agent, url: string, method: string, body?: string, contentType?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers = body === undefined ? {} : { 'content-type': contentType ?? 'application/json' };
    const outgoing = http.request(url, { agent, method, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, contentType: response.headers['content-type'] ?? '', body: text }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** A 4xx in JSON whose message says something. */
const refusedWithMessage = (answer: Answer) =>
  answer.status >= 400 &&
  answer.status < 500 &&
  answer.contentType.startsWith('application/json') &&
  /\w/.test(JSON.stringify((JSON.parse(answer.body) as { message?: unknown }).message ?? ''));

const TOKEN = 'A'.repeat(43);
type Field = { max: number; optional?: boolean } | 'whole number';

/** Each POST body, valid as given, and its fields. */
const BODIES: Record<string, { valid: () => Record<string, unknown>; fields: Record<string, Field> }> = {
  '/api/contact': {
    valid: () => ({
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      subject: 'A question',
      message: 'A message long enough to send.',
      startedAt: Date.now() - 60_000,
    }),
    fields: {
      name: { max: CONTACT_NAME_MAX },
      email: { max: CONTACT_EMAIL_MAX },
      subject: { max: CONTACT_SUBJECT_MAX },
      message: { max: CONTACT_MESSAGE_MAX },
      website: { max: 500, optional: true },
      startedAt: 'whole number',
    },
  },
  '/api/newsletter/subscribe': {
    valid: () => ({ email: 'ada@example.org' }),
    fields: { email: { max: CONTACT_EMAIL_MAX }, website: { max: 500, optional: true } },
  },
  '/api/newsletter/confirm': { valid: () => ({ token: TOKEN }), fields: { token: { max: 43 } } },
  '/api/newsletter/unsubscribe': { valid: () => ({ token: TOKEN }), fields: { token: { max: 43, optional: true } } },
  '/api/chat/conversations': {
    valid: () => ({ body: 'Hello there' }),
    fields: { body: { max: CHAT_MESSAGE_MAX }, email: { max: CONTACT_EMAIL_MAX, optional: true } },
  },
  // Behind a conversation's token or the admin guard: refused before the body is read, still with a message.
  '/api/chat/conversations/{id}/messages': {
    valid: () => ({ body: 'Hello there' }),
    fields: { body: { max: CHAT_MESSAGE_MAX }, email: { max: CONTACT_EMAIL_MAX, optional: true } },
  },
  '/api/admin/inbox/chat/{id}/replies': {
    valid: () => ({ body: 'An answer', via: 'chat' }),
    fields: { body: { max: CHAT_MESSAGE_MAX } },
  },
  '/api/admin/inbox/contact/{id}/replies': {
    valid: () => ({ body: 'An answer', via: 'mail' }),
    fields: { body: { max: CHAT_MESSAGE_MAX } },
  },
  '/api/admin/inbox/notice/{id}/replies': {
    valid: () => ({ body: 'An answer', via: 'mail' }),
    fields: { body: { max: CHAT_MESSAGE_MAX } },
  },
  '/api/admin/newsletter/issues': {
    valid: () => ({
      essaySlug: 'on-maps',
      essayTitle: 'On maps',
      subject: 'On maps',
      intro: '',
      bodyHtml: '<p>Hi.</p>',
    }),
    fields: {
      essayTitle: { max: ISSUE_ESSAY_TITLE_MAX },
      subject: { max: ISSUE_SUBJECT_MAX },
      intro: { max: ISSUE_INTRO_MAX },
    },
  },
  // The gateway's alone: the internal token is asked for before the body is read.
  '/api/internal/account-data/{userId}/deletion': {
    valid: () => ({ email: 'ada@example.org' }),
    fields: { email: { max: CONTACT_EMAIL_MAX } },
  },
  '/api/internal/inbox/notices': {
    valid: () => ({ subject: 'The games canary was rolled back', body: 'Every visitor gets the stable version.' }),
    fields: { subject: { max: SITE_NOTICE_SUBJECT_MAX }, body: { max: SITE_NOTICE_BODY_MAX } },
  },
  '/api/internal/newsletter/address-change': {
    valid: () => ({ from: 'ada@example.org', to: 'ada.new@example.org' }),
    fields: { from: { max: CONTACT_EMAIL_MAX }, to: { max: CONTACT_EMAIL_MAX } },
  },
  // No body: the admin guard refuses first.
  '/api/admin/newsletter/issues/{id}/test': { valid: () => ({}), fields: {} },
  '/api/admin/newsletter/issues/{id}/send': { valid: () => ({}), fields: {} },
};

const text = fc.string({ maxLength: 20 });
const nulOrControl = fc
  .tuple(text, fc.constantFrom(0, 1, 8, 11, 12, 14, 27, 31, 127), text)
  // Between letters, so trimming cannot take it away (\v and \f count as white space).
  .map(([before, code, after]) => `${before}a${String.fromCharCode(code)}a${after}`);
// A surrogate followed or preceded by a letter never forms a pair.
const loneSurrogate = fc
  .tuple(text, fc.integer({ min: 0xd800, max: 0xdfff }), text)
  .map(([before, code, after]) =>
    code < 0xdc00 ? `${before}${String.fromCharCode(code)}a${after}` : `${before}a${String.fromCharCode(code)}${after}`,
  );
const overlong = (max: number) =>
  fc
    .tuple(fc.string({ minLength: 1, maxLength: 5 }), fc.integer({ min: max + 1, max: max + 2000 }))
    // No white space, which trimming would take off until the value fits.
    .map(([unit, length]) =>
      unit
        .replace(/\s/g, 'a')
        .repeat(Math.ceil(length / unit.length))
        .slice(0, length),
    );
const notText = fc.oneof(
  fc.array(fc.string(), { minLength: 1, maxLength: 3 }),
  fc.integer(),
  fc.boolean(),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { minKeys: 1, maxKeys: 2 }),
);
const notWholeNumber = fc.oneof(
  fc.string(),
  fc.double({ noInteger: true }),
  fc.integer({ max: -1 }),
  fc.constant(2 ** 60),
  fc.array(fc.integer(), { maxLength: 2 }),
  fc.boolean(),
  fc.constant(null),
);
const badValue = (field: Field) =>
  field === 'whole number'
    ? notWholeNumber
    : fc.oneof(
        nulOrControl,
        loneSurrogate,
        overlong(field.max),
        notText,
        ...(field.optional ? [] : [fc.constant(null)]),
      );

/** A JSON body with one bad field, a field it does not take, or a key that reaches for a prototype. */
function badBody(path: string): fc.Arbitrary<string> {
  const { valid, fields } = BODIES[path];
  const names = Object.keys(fields);
  // An endpoint without a body has no field to spoil.
  const oneBadField = names.length
    ? [
        fc
          .constantFrom(...names)
          .chain((name) => badValue(fields[name]).map((v) => JSON.stringify({ ...valid(), [name]: v }))),
      ]
    : [];
  const unknownField = fc
    .string({ minLength: 1, maxLength: 10 })
    // `__proto__`, `constructor`, `prototype` included: the request's body check refuses them like any unknown field.
    .filter((name) => !(name in fields))
    .map((name) => JSON.stringify({ ...valid(), [name]: 'x' }));
  const prototypeKey = fc
    .constantFrom('{"__proto__":{"polluted":true}', '{"constructor":{"prototype":{"polluted":true}}')
    .map((start) => `${start},${JSON.stringify(valid()).slice(1)}`);
  const notAnObject = fc.oneof(fc.constant('[]'), fc.constant('"text"'), fc.constant('{"unclosed":'));
  return fc.oneof(...oneBadField, unknownField, prototypeKey, notAnObject);
}

describe('bad input to every audience endpoint', () => {
  let audience: AudienceApp;
  let url: string;
  let document: OpenAPIObject;

  beforeAll(async () => {
    audience = await startAudience('PostgreSQL');
    url = await audience.app.getUrl();
    document = (await request(url).get('/openapi.json').expect(200)).body as OpenAPIObject;
  }, 60_000);
  afterAll(() => audience?.stop());

  const stored = async () => {
    const dataSource = audience.app.get(DataSource);
    return Promise.all(
      [ContactMessageEntity, SubscriberEntity, OutboxMailEntity, ChatMessageEntity].map((e) =>
        dataSource.getRepository(e).count(),
      ),
    );
  };

  it('knows every POST endpoint from the service document', () => {
    const posts = Object.entries(document.paths)
      .filter(([, item]) => item.post)
      .map(([path]) => path);
    expect(posts.sort()).toEqual(Object.keys(BODIES).sort());
  });

  it(`answers every bad body, query and form with a 4xx and a message, ${RUNS} runs each, and stores nothing`, async () => {
    const before = await stored();
    const run = async (arbitrary: fc.Arbitrary<[string, string, string | undefined, string | undefined]>) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      try {
        await fc.assert(
          fc.asyncProperty(arbitrary, async ([method, path, body, contentType]) =>
            refusedWithMessage(await send(agent, `${url}${path}`, method, body, contentType)),
          ),
          { numRuns: RUNS },
        );
      } finally {
        agent.destroy();
      }
    };
    const unsafeQueryValue = fc.oneof(nulOrControl, loneSurrogate).map(percentEncode);
    await Promise.all([
      ...Object.keys(BODIES).map((path) =>
        run(badBody(path).map((body) => ['POST', path, body, 'application/json'] as [string, string, string, string])),
      ),
      // The one-click form: a bad token in the query string, or a form field that is not the one RFC 8058 names.
      run(
        fc.oneof(
          fc
            .oneof(
              unsafeQueryValue,
              overlong(43).map(percentEncode),
              text.map((t) => `${percentEncode(t)}&token=x`),
            )
            .map((token) => [
              'POST',
              `/api/newsletter/unsubscribe?token=${token}`,
              'List-Unsubscribe=One-Click',
              'application/x-www-form-urlencoded',
            ]),
          fc
            .oneof(text, unsafeQueryValue)
            .filter((value) => value !== 'One-Click')
            .map((value) => [
              'POST',
              `/api/newsletter/unsubscribe?token=${TOKEN}`,
              `List-Unsubscribe=${percentEncode(value)}`,
              'application/x-www-form-urlencoded',
            ]),
        ) as fc.Arbitrary<[string, string, string, string]>,
      ),
      run(
        fc
          .oneof(
            unsafeQueryValue.map((value) => `q=${value}`),
            fc.constantFrom('__proto__', 'constructor[prototype][x]', 'prototype').map((key) => `${key}=1`),
          )
          .map((query) => ['GET', `/api/newsletter/issues?${query}`, undefined, undefined]),
      ),
    ]);
    expect(await stored()).toEqual(before);
  }, 180_000);
});
