import { describe, expect, it } from 'vitest';
import { keepOrganization, organizationSlugOf } from './organization-path';

describe('keepOrganization', () => {
  it('leaves every address alone without a company', () => {
    expect(keepOrganization('/forgot-password', null)).toBe('/forgot-password');
    expect(keepOrganization('/login', null, true)).toBe('/login');
  });

  it("makes the sign-in and landing pages the company's own, and carries ?org= on any other", () => {
    expect(keepOrganization('/login', 'summit-credit', true)).toBe('/o/summit-credit/sign-in');
    expect(keepOrganization('/', 'summit-credit')).toBe('/o/summit-credit');
    expect(keepOrganization('/forgot-password', 'summit-credit')).toBe('/forgot-password?org=summit-credit');
    expect(keepOrganization('/reset-password?token=abc#top', 'summit-credit')).toBe(
      '/reset-password?token=abc&org=summit-credit#top',
    );
    expect(keepOrganization('/get-started?plan=2&org=old', 'summit-credit')).toBe(
      '/get-started?plan=2&org=summit-credit',
    );
  });

  it('is read back by organizationSlugOf from every address it makes', () => {
    for (const address of [
      keepOrganization('/login', 'summit-credit', true),
      keepOrganization('/', 'summit-credit'),
      keepOrganization('/reset-password?token=abc', 'summit-credit'),
    ]) {
      const url = new URL(address, 'http://localhost');
      expect(organizationSlugOf(url.pathname, url.search)).toBe('summit-credit');
    }
  });
});
