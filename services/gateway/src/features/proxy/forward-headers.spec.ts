import { requestHeadersFor, responseHeadersFrom } from './forward-headers.js';

describe('forwarded headers', () => {
  it('drops the cookie, hop-by-hop headers and any identity the caller sent, then adds the signed one', () => {
    const headers = requestHeadersFor(
      {
        cookie: 'sid=secret',
        connection: 'keep-alive',
        'x-site-identity': 'forged',
        accept: 'application/json',
      },
      { identity: 'signed', clientIp: '203.0.113.9', requestId: 'req-1' },
    );
    expect(headers).toEqual({
      accept: 'application/json',
      'x-forwarded-for': '203.0.113.9',
      'x-request-id': 'req-1',
      'x-site-identity': 'signed',
    });
  });

  it("sends the gateway's request id in place of whatever id the caller sent", () => {
    const headers = requestHeadersFor(
      { 'x-request-id': 'a b\n{"forged":true}' },
      { identity: null, clientIp: '203.0.113.9', requestId: '5f0c3a52-1f7e-4b8e-9a55-0c6f4e1d2b3a' },
    );
    expect(headers['x-request-id']).toBe('5f0c3a52-1f7e-4b8e-9a55-0c6f4e1d2b3a');
  });

  it('never passes a service cookie back to the browser', () => {
    expect(responseHeadersFrom({ 'set-cookie': ['a=b'], 'content-type': 'application/json' })).toEqual({
      'content-type': 'application/json',
    });
  });

  it('never tells the browser whose sessions a service ended', () => {
    expect(responseHeadersFrom({ 'x-end-sessions': '7;keep-current', 'content-type': 'application/json' })).toEqual({
      'content-type': 'application/json',
    });
  });

  it('keeps the length and range of a media answer, and drops hop-by-hop headers', () => {
    const upstream = {
      'content-length': '100',
      'content-range': 'bytes 100-199/4000',
      'accept-ranges': 'bytes',
      connection: 'keep-alive',
      'transfer-encoding': 'chunked',
    };
    expect(responseHeadersFrom(upstream)).toEqual({
      'content-length': '100',
      'content-range': 'bytes 100-199/4000',
      'accept-ranges': 'bytes',
    });
  });
});
