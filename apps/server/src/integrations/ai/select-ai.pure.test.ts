import { describe, expect, it } from 'vitest';
import { selectAi } from './select-ai';

describe('selectAi', () => {
  it('uses the built-in engine unless told otherwise', () => {
    expect(selectAi({}).engine).toBe('builtin');
    expect(selectAi({ AI_PROVIDER: 'builtin', AI_BASE_URL: 'http://127.0.0.1:1/v1' }).engine).toBe('builtin');
  });

  it('uses the OpenAI-compatible adapter only with AI_PROVIDER=openai', () => {
    const ai = selectAi({
      AI_PROVIDER: 'openai',
      AI_BASE_URL: 'http://127.0.0.1:1/v1/',
      AI_MODEL: 'llama3.1',
    });
    expect(ai.engine).toBe('openai');
  });

  it('refuses to start half-configured, naming what is missing', () => {
    expect(() => selectAi({ AI_PROVIDER: 'openai' })).toThrow(/AI_BASE_URL and AI_MODEL/);
    expect(() => selectAi({ AI_PROVIDER: 'openai', AI_BASE_URL: 'https://api.openai.com/v1' })).toThrow(
      /needs AI_MODEL/,
    );
    expect(() => selectAi({ AI_PROVIDER: 'openai', AI_MODEL: 'gpt-4o-mini', AI_BASE_URL: ' ' })).toThrow(
      /needs AI_BASE_URL/,
    );
  });
});
