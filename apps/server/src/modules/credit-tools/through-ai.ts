import { AiProviderError, LetterNotSupportedError } from '../../integrations/ai/ai.port';
import { badRequest, ProviderFailure } from '../../platform/errors';

/** Provider failures become the spec's message with a 502; refusals name the field at fault. */
export async function throughAi<T>(work: () => Promise<T>, failure: string): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof LetterNotSupportedError)
      throw badRequest(err.message, [{ field: err.field, message: err.message }]);
    if (err instanceof AiProviderError) throw new ProviderFailure('AI_PROVIDER_ERROR', failure, err);
    throw err;
  }
}
