import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const production = { NODE_ENV: 'production', ENCRYPTION_KEY: 'a'.repeat(64) };

describe('configuration safety', () => {
  it('refuses the built-in test-mode payment processor in production unless asked for explicitly', () => {
    expect(() => loadConfig(production)).toThrow(/PAYMENTS_TEST_MODE=true/);
    expect(() => loadConfig({ ...production, PAYMENTS_TEST_MODE: 'false' })).toThrow(/test-mode processor/);
    expect(loadConfig({ ...production, PAYMENTS_TEST_MODE: 'true' }).PAYMENTS_PROVIDER).toBe('builtin');
    expect(loadConfig({ ...production, PAYMENTS_PROVIDER: 'stripe' }).PAYMENTS_PROVIDER).toBe('stripe');
    // Development and tests keep the built-in processor without ceremony.
    expect(loadConfig({}).PAYMENTS_PROVIDER).toBe('builtin');
  });

  it('listens on loopback unless HOST says otherwise', () => {
    expect(loadConfig({}).HOST).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });

  it('trusts exactly the proxy hops it is told about, never every hop', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).TRUST_PROXY).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/never "true"/);
    expect(() => loadConfig({ TRUST_PROXY: '1,evil.example' })).toThrow(/TRUST_PROXY/);
  });
});
