import type { AiPort } from './ai.port';
import { createBuiltinAi } from './builtin.adapter';
import { createOpenAiCompatibleAi } from './openai-compatible.adapter';

export interface AiConfig {
  AI_PROVIDER?: 'builtin' | 'openai';
  AI_BASE_URL?: string;
  AI_API_KEY?: string;
  AI_MODEL?: string;
  AI_TIMEOUT_MS?: number;
}

const defaultAiTimeoutMs = 20_000;

/** The built-in engine unless AI_PROVIDER=openai says otherwise; a half-configured model fails at start, not at first use. */
export function selectAi(config: AiConfig): AiPort {
  if (config.AI_PROVIDER !== 'openai') return createBuiltinAi();
  const missing = (['AI_BASE_URL', 'AI_MODEL'] as const).filter((k) => !config[k]?.trim());
  if (missing.length > 0) {
    throw new Error(
      `AI_PROVIDER=openai needs ${missing.join(' and ')} (e.g. AI_BASE_URL=https://api.openai.com/v1)`,
    );
  }
  return createOpenAiCompatibleAi({
    baseURL: (config.AI_BASE_URL as string).replace(/\/+$/, ''),
    apiKey: config.AI_API_KEY || undefined,
    model: config.AI_MODEL as string,
    timeoutMs: config.AI_TIMEOUT_MS ?? defaultAiTimeoutMs,
  });
}
