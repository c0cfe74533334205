import { auditDetails, REDACTED } from './audit-details.js';
import { isAuditedRequest } from './audited-request.js';

describe('auditDetails', () => {
  it('blanks out passwords, codes and tokens at any depth, and keeps the other fields', () => {
    const body = {
      name: 'Ada',
      password: 'hunter2-hunter2',
      nested: { newPassword: 'x', currentPassword: 'y', resetToken: 'z', code: '123456', isAdmin: true },
      list: [{ apiSecret: 's', title: 't' }],
    };
    expect(auditDetails(body, 'application/json')).toEqual({
      name: 'Ada',
      password: REDACTED,
      nested: { newPassword: REDACTED, currentPassword: REDACTED, resetToken: REDACTED, code: REDACTED, isAdmin: true },
      list: [{ apiSecret: REDACTED, title: 't' }],
    });
  });

  it('reads raw JSON bytes as they pass through the proxy, and never a password in them', () => {
    const raw = Buffer.from(JSON.stringify({ email: 'a@example.org', password: 'secret-words-9' }));
    const details = auditDetails(raw, 'application/json; charset=utf-8');
    expect(details).toEqual({ email: 'a@example.org', password: REDACTED });
    expect(JSON.stringify(details)).not.toContain('secret-words-9');
  });

  it('keeps nothing of a body that is not a JSON object', () => {
    expect(auditDetails(Buffer.from('PK\u0003\u0004…'), 'application/zip')).toBeNull();
    expect(auditDetails(Buffer.from('{not json'), 'application/json')).toBeNull();
    expect(auditDetails(undefined, undefined)).toBeNull();
    expect(auditDetails({}, 'application/json')).toBeNull();
    expect(auditDetails([1, 2], 'application/json')).toBeNull();
  });

  it('shortens long texts and lists, and keeps only the field names of a body still too long', () => {
    const details = auditDetails(
      { body: 'x'.repeat(1000), tags: Array.from({ length: 30 }, (_, i) => i) },
      'application/json',
    );
    expect(details?.body).toBe(`${'x'.repeat(200)}…`);
    expect(details?.tags).toHaveLength(21);
    const wide = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`field${i}`, 'y'.repeat(150)]));
    expect(auditDetails(wide, 'application/json')).toEqual({ fields: Object.keys(wide) });
  });
});

describe('isAuditedRequest', () => {
  it('keeps every state-changing admin request and the export, and no other read', () => {
    expect(isAuditedRequest('POST', '/api/admin/users/3/suspend')).toBe(true);
    expect(isAuditedRequest('DELETE', '/api/admin/essays/9')).toBe(true);
    expect(isAuditedRequest('PUT', '/api/admin/topics/Philosophy')).toBe(true);
    expect(isAuditedRequest('GET', '/api/admin/export')).toBe(true);
    expect(isAuditedRequest('GET', '/api/admin/users')).toBe(false);
    expect(isAuditedRequest('POST', '/api/bookmarks')).toBe(false);
    expect(isAuditedRequest('POST', '/api/administrator')).toBe(false);
  });
});
