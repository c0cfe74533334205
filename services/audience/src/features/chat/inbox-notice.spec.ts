import { lastEventId } from './chat-params.js';
import { parseInboxNotice } from './inbox-notice.js';

describe('parseInboxNotice', () => {
  it('reads what notifyInbox sends, and nothing else', () => {
    expect(parseInboxNotice('{"kind":"chat","id":5,"from":"visitor"}')).toEqual({
      kind: 'chat',
      id: 5,
      from: 'visitor',
    });
    expect(parseInboxNotice('{"kind":"contact","id":3}')).toEqual({ kind: 'contact', id: 3 });
    expect(parseInboxNotice('{"kind":"notice","id":4,"from":"site"}')).toEqual({ kind: 'notice', id: 4, from: 'site' });
    expect(parseInboxNotice('{"kind":"mail","id":3}')).toBeNull();
    expect(parseInboxNotice('{"kind":"chat","id":"3"}')).toBeNull();
    expect(parseInboxNotice('not json')).toBeNull();
  });
});

describe('lastEventId', () => {
  it('takes the first id given, Last-Event-ID before the page’s own, and 0 for none', () => {
    expect(lastEventId('12', '4')).toBe(12);
    expect(lastEventId(undefined, '4')).toBe(4);
    expect(lastEventId('x', undefined)).toBe(0);
    expect(lastEventId('99999999999')).toBe(0);
  });
});
