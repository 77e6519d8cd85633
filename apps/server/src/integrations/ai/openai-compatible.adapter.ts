import { createOpenAI } from '@ai-sdk/openai';
import { APICallError, generateText, type LanguageModel, Output } from 'ai';
import { withinDeadline } from '../http/provider-request';
import { type AiPort, AiProviderError } from './ai.port';
import { nextRoundLetterFacts } from './bureau-response/next-round-letter';
import { nextLetterTypeFor } from './bureau-response/response-strategy';
import { assertLetterFits } from './dispute-letter/letter-fit';
import { analysisPrompt, analysisSystemPrompt } from './openai-compatible/analysis-prompt';
import { assistantPrompt, assistantSystemPrompt } from './openai-compatible/assistant-prompt';
import { bureauAnalysisPrompt, bureauAnalysisSystemPrompt } from './openai-compatible/bureau-analysis-prompt';
import { letterPrompt, letterSystemPrompt } from './openai-compatible/letter-prompt';
import {
  checkedAssistantReply,
  checkedLetter,
  parsedAnalysis,
  parsedBureauAnalysis,
  parsedSupportAnswer,
} from './openai-compatible/model-replies';
import { supportPrompt, supportSystemPrompt } from './openai-compatible/support-prompt';
import { modelReportReading, reportReadingPrompt, reportReadingSystemPrompt } from './report-reading';

export interface OpenAiCompatibleConfig {
  /** e.g. https://api.openai.com/v1 or http://127.0.0.1:11434/v1; requests go to {baseURL}/chat/completions. */
  baseURL: string;
  /** Local servers often need none. */
  apiKey?: string;
  model: string;
  timeoutMs: number;
}

/**
 * Any server speaking the OpenAI chat-completions protocol, through the Vercel AI SDK.
 * Every failure, including a slow answer, becomes AiProviderError: a request never hangs on the model.
 */
export function createOpenAiCompatibleAi(config: OpenAiCompatibleConfig): AiPort {
  // An empty key rather than undefined: the SDK would otherwise read OPENAI_API_KEY itself, behind config's back.
  const provider = createOpenAI({
    baseURL: config.baseURL,
    apiKey: config.apiKey ?? '',
    name: 'openai-compatible',
  });
  const model = provider.chat(config.model);

  const ask = (system: string, prompt: string, temperature: number) =>
    withinModelDeadline(config.timeoutMs, (abortSignal) =>
      complete(model, { system, prompt, temperature, abortSignal }, config.timeoutMs),
    );

  return {
    engine: 'openai',
    async writeDisputeLetter(facts) {
      assertLetterFits(facts);
      const reply = await ask(letterSystemPrompt, letterPrompt(facts), 0.4);
      return checkedLetter(reply, facts);
    },
    async analyzeCredit(facts) {
      const reply = await ask(analysisSystemPrompt, analysisPrompt(facts), 0.2);
      return parsedAnalysis(reply);
    },
    async readCreditReport(reportText) {
      return withinModelDeadline(config.timeoutMs, (abortSignal) =>
        failuresAsProviderErrors(abortSignal, config.timeoutMs, async () => {
          const result = await generateText({
            model,
            system: reportReadingSystemPrompt,
            prompt: reportReadingPrompt(reportText),
            temperature: 0,
            output: Output.object({ schema: modelReportReading, name: 'credit_report_reading' }),
            maxRetries: 0,
            abortSignal,
          });
          return result.output;
        }),
      );
    },
    async answerSupportQuestion(facts) {
      const reply = await ask(supportSystemPrompt, supportPrompt(facts), 0.2);
      return parsedSupportAnswer(reply, facts.passages.length);
    },
    async replyToAssistantTurn(facts) {
      const reply = await ask(assistantSystemPrompt, assistantPrompt(facts), 0.3);
      return checkedAssistantReply(reply, facts);
    },
    async analyzeBureauResponse(facts) {
      // The letter type and its facts come from the product's rules, so the model's letter can be checked like any other.
      const nextLetterType = nextLetterTypeFor(facts);
      const letterFacts = nextRoundLetterFacts(facts, nextLetterType);
      const prompt = bureauAnalysisPrompt(facts, nextLetterType, letterFacts);
      const reply = await ask(bureauAnalysisSystemPrompt, prompt, 0.2);
      return parsedBureauAnalysis(reply, { nextLetterType, letterFacts });
    },
  };
}

async function complete(
  model: LanguageModel,
  call: { system: string; prompt: string; temperature: number; abortSignal: AbortSignal },
  timeoutMs: number,
): Promise<string> {
  return failuresAsProviderErrors(call.abortSignal, timeoutMs, async () => {
    // No retries: a retry's back-off would spend the person's wait; the deadline covers the whole call.
    const result = await generateText({ model, ...call, maxRetries: 0 });
    if (result.text.trim() === '') throw new AiProviderError('The AI provider answered with no text');
    return result.text;
  });
}

/** Every failure of a model call (HTTP, network, an answer off the schema, the deadline) as AiProviderError. */
async function failuresAsProviderErrors<T>(
  abortSignal: AbortSignal,
  timeoutMs: number,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof AiProviderError) throw err;
    if (abortSignal.aborted)
      throw new AiProviderError(`The AI provider did not answer within ${timeoutMs} ms`, err);
    if (APICallError.isInstance(err)) {
      const status = err.statusCode ? `HTTP ${err.statusCode}` : 'a network error';
      throw new AiProviderError(`The AI provider answered ${status}`, err);
    }
    throw new AiProviderError(`The AI provider call failed: ${(err as Error).message ?? String(err)}`, err);
  }
}

/** A slow model never holds a request. */
const withinModelDeadline = <T>(ms: number, work: (signal: AbortSignal) => Promise<T>) =>
  withinDeadline(ms, work, () => new AiProviderError(`The AI provider did not answer within ${ms} ms`));
