import type { IncomingMessage } from 'node:http';

/**
 * A supertest parser that hands any answer's body over as text: feeds and sitemaps are XML, which
 * supertest would otherwise leave as bytes. Use as `.buffer(true).parse(textBody)`.
 */
export function textBody(answer: unknown, done: (error: Error | null, body: string) => void): void {
  // superagent types the answer as its own Response; at this point it is the raw message stream.
  const response = answer as IncomingMessage;
  let text = '';
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => (text += chunk));
  response.on('end', () => done(null, text));
}

/** The same for binary answers (zip archives, media): the body as bytes. Use as `.buffer(true).parse(bytesBody)`. */
export function bytesBody(answer: unknown, done: (error: Error | null, body: Buffer) => void): void {
  const response = answer as IncomingMessage;
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => done(null, Buffer.concat(chunks)));
}
