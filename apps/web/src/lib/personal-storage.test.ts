import { afterEach, describe, expect, it } from 'vitest';
import { forgetPersonalStorage, personalStorageKey } from './personal-storage';

describe('personal storage', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('forgets every draft and chat kept for the person, and nothing else', () => {
    localStorage.setItem(personalStorageKey('letter-print:1'), '{"letter":"Dear Equifax"}');
    localStorage.setItem(personalStorageKey('letter-print:2'), '{"letter":"Dear Experian"}');
    sessionStorage.setItem(personalStorageKey('support-chat:7'), 'chat-session');
    localStorage.setItem('credit-repair.colour-scheme', 'dark');

    forgetPersonalStorage();

    expect(localStorage.length).toBe(1);
    expect(localStorage.getItem('credit-repair.colour-scheme')).toBe('dark');
    expect(sessionStorage.length).toBe(0);
  });
});
