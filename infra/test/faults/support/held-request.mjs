// A POST held open mid-body: the request is in flight at the server for as long as the test wants.
import http from 'node:http';

/**
 * Sends the headers and the first bytes of the JSON body at once and the rest on `finish()` (once, however often called).
 * @param {string} url
 * @param {unknown} payload
 * @param {Record<string, string>} headers
 */
export function holdPost(url, payload, headers = {}) {
  const body = JSON.stringify(payload);
  const target = new URL(url);
  let request;
  const answer = new Promise((resolve, reject) => {
    request = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode, text }));
      },
    );
    request.on('error', reject);
  });
  request.write(body.slice(0, 10));
  let finished = false;
  const finish = () => {
    if (!finished) request.end(body.slice(10));
    finished = true;
  };
  return { answer, finish };
}
