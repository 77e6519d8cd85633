import { describe, expect, it } from 'vitest';
import { auditActions, describeAuditEntry } from './audit-events';

describe('the list of audit events', () => {
  it('words every event for a person, with no internal code in it', () => {
    for (const action of auditActions) {
      const { title, detail } = describeAuditEntry(action, {}, 'Casey Bennett');
      expect(title.length, action).toBeGreaterThan(0);
      expect(`${title} ${detail ?? ''}`, action).not.toMatch(/[a-z]+[._][a-z_]+|[A-Z]{2,}_[A-Z]/);
    }
  });

  it('keeps the action names stored rows already hold', () => {
    expect(auditActions).toEqual(
      expect.arrayContaining(['auth.login', 'letter.approved', 'letter.declined-accurate', 'client.created']),
    );
  });

  it('reads an action it does not know, or details of an older shape, as a plain sentence', () => {
    expect(describeAuditEntry('some.future_action', { token: 'x' }, 'Casey Bennett')).toEqual({
      title: 'Account activity by Casey Bennett',
    });
    expect(describeAuditEntry('report.confirmed', { created: 'three' }, null)).toEqual({
      title: '0 found items added to the credit file',
      detail: undefined,
    });
  });
});
