import { upstreamFailure } from './upstream-error.js';

describe('upstreamFailure', () => {
  it('answers 504 for a service that took too long', () => {
    expect(upstreamFailure('content', { code: 'UND_ERR_HEADERS_TIMEOUT' })).toEqual({
      status: 504,
      message: 'The content service took too long to answer. Please try again.',
    });
  });

  it('answers 503 for a service that cannot be reached', () => {
    expect(upstreamFailure('learn', { code: 'ECONNREFUSED' }).status).toBe(503);
  });
});
