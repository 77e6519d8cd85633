import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AiProviderError } from '../integrations/ai/ai.port';
import { throughAi } from '../modules/credit-tools/through-ai';
import { registerErrorHandling } from './errors';

describe('an outside service failing', () => {
  it('answers 502 with our words; the provider text goes to the log only', async () => {
    const lines: string[] = [];
    const app = Fastify({ logger: { level: 'warn', stream: { write: (line: string) => lines.push(line) } } });
    registerErrorHandling(app);
    const leak = 'invalid api key sk-live-0123456789 for org acme-internal';
    app.get('/ai', () =>
      throughAi(() => Promise.reject(new AiProviderError(leak, new Error(leak))), 'Failed to generate'),
    );
    const res = await app.inject({ url: '/ai' });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ error: { code: 'AI_PROVIDER_ERROR', message: 'Failed to generate' } });
    expect(res.body).not.toContain('sk-live');
    expect(lines.join('\n')).toContain('sk-live-0123456789');
    await app.close();
  });
});
