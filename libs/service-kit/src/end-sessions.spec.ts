import { parseEndSessions } from './end-sessions.js';

describe('parseEndSessions', () => {
  it('reads a user id, with or without keep-current', () => {
    expect(parseEndSessions('42')).toEqual({ userId: 42, keepCurrent: false });
    expect(parseEndSessions('42;keep-current')).toEqual({ userId: 42, keepCurrent: true });
    expect(parseEndSessions(['7', '8'])).toEqual({ userId: 7, keepCurrent: false });
  });

  it.each([undefined, '', '0', '-1', 'abc', '42;keep', '42;keep-current;x', '42keep-current', '12345678901'])(
    'ignores %p',
    (value) => {
      expect(parseEndSessions(value)).toBeNull();
    },
  );
});
