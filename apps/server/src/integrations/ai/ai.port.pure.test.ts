import { bureauAnalysisDraft } from '@app/contracts/bureau-responses.contract';
import { bureaus } from '@app/contracts/bureaus';
import { creditAnalysis } from '@app/contracts/credit-analysis.contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AiPort, AiProviderError, type CreditAnalysisFacts, LetterNotSupportedError } from './ai.port';
import { createBuiltinAi } from './builtin.adapter';
import { bureauResponseFacts } from './bureau-response/bureau-response-facts.fixture';
import { letterFacts } from './dispute-letter/letter-facts.fixture';
import { type FakeOpenAiServer, startFakeOpenAiServer } from './fake-openai-server.fixture';
import { createOpenAiCompatibleAi } from './openai-compatible.adapter';

let fake: FakeOpenAiServer;
beforeAll(async () => {
  fake = await startFakeOpenAiServer();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.behaviour = 'answer';
  fake.requests = [];
});

const openAiAt = (baseURL: string, timeoutMs = 5_000) =>
  createOpenAiCompatibleAi({ baseURL, apiKey: 'test-key', model: 'fake-model', timeoutMs });

const analysisFacts: CreditAnalysisFacts = {
  firstName: 'Jordan',
  report: { creditScore: 642, utilizationRate: 0.38, accountAgeMonths: 52 },
  scoreHistory: [
    { score: 630, recordedAt: '2026-06-01T00:00:00.000Z' },
    { score: 642, recordedAt: '2026-11-01T00:00:00.000Z' },
  ],
  issues: [
    {
      type: 'COLLECTION',
      title: 'Medical collection',
      creditor: 'Midland Credit Management',
      amount: '1250.00',
      impact: 45,
      status: 'ACTIVE',
      dateReported: '2023-04-01',
    },
  ],
  disputes: [],
  targetScore: 700,
  today: '2026-11-22',
};

async function refusal(work: Promise<unknown>): Promise<LetterNotSupportedError> {
  const err = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(LetterNotSupportedError);
  return err as LetterNotSupportedError;
}

describe.each([
  { name: 'builtin', engine: 'builtin', make: (): AiPort => createBuiltinAi() },
  {
    name: 'openai-compatible (fake server on loopback)',
    engine: 'openai',
    make: (): AiPort => openAiAt(fake.baseURL),
  },
])('AI port contract: $name', ({ engine, make }) => {
  it('names its engine', () => {
    expect(make().engine).toBe(engine);
  });

  it('reads a report only when a model is configured, in the structured shape', async () => {
    const reading = await make().readCreditReport('COLLECTIONS\nACME RECOVERY GROUP  Collection  $1,250.00');
    if (engine === 'builtin') expect(reading).toBeNull();
    else {
      expect(reading?.negativeItems.map((i) => i.creditor)).toContain('ACME RECOVERY GROUP');
      expect(reading?.scores).toEqual([{ bureau: 'EQUIFAX', score: 601 }]);
      // Structured output: the schema travels with the request.
      const sent = fake.requests[fake.requests.length - 1]?.body as unknown as {
        response_format?: { type: string };
      };
      expect(sent.response_format?.type).toBe('json_schema');
    }
  });

  it('writes a bureau letter addressed to the bureau, naming the account by its last four digits only', async () => {
    const letter = await make().writeDisputeLetter(letterFacts({ bureau: 'EQUIFAX' }));
    expect(letter).toContain('Jordan Avery Lee');
    expect(letter).toContain('42 Birch Lane');
    expect(letter).toContain('November 22, 2026');
    for (const line of bureaus.EQUIFAX.disputeAddress) expect(letter).toContain(line);
    expect(letter).toContain('Midland Credit Management');
    expect(letter).toContain('4821');
    expect(letter).not.toMatch(/\d4821|4821\d/);
    expect(letter).not.toContain('[');
  });

  it("writes a collector's letter to the address the person gave", async () => {
    const letter = await make().writeDisputeLetter(
      letterFacts({ letterType: 'DEBT_VALIDATION', reason: 'NOT_MINE' }),
    );
    expect(letter).toContain('350 Camino de la Reina, Suite 100');
    expect(letter).toContain('San Diego, CA 92108');
  });

  it('refuses, without calling any model, a letter the facts cannot support', async () => {
    const ai = make();
    const recent = letterFacts({ reason: 'OBSOLETE', account: { dateReported: '2024-01-10' } });
    expect((await refusal(ai.writeDisputeLetter(recent))).field).toBe('reason');
    const goodwillForCollection = letterFacts({ letterType: 'GOODWILL', reason: 'UNVERIFIABLE' });
    expect((await refusal(ai.writeDisputeLetter(goodwillForCollection))).field).toBe('letterType');
    const noRecipient = letterFacts({
      letterType: 'FURNISHER_DIRECT',
      reason: 'NOT_MINE',
      recipient: { name: 'Midland', addressLines: [] },
    });
    expect((await refusal(ai.writeDisputeLetter(noRecipient))).field).toBe('recipientAddress');
    expect(fake.requests).toHaveLength(0);
  });

  it('answers an analysis of the shape the API promises', async () => {
    const analysis = await make().analyzeCredit(analysisFacts);
    expect(creditAnalysis.safeParse(analysis).success).toBe(true);
    expect(analysis.analysis).toContain('642');
  });

  it('answers honestly without a credit report', async () => {
    const analysis = await make().analyzeCredit({ ...analysisFacts, report: null, scoreHistory: [] });
    expect(creditAnalysis.safeParse(analysis).success).toBe(true);
    expect(analysis.analysis).toMatch(/no credit report on file/i);
  });

  it("answers a verified bureau response with a method-of-verification letter to the bureau's address", async () => {
    const draft = await make().analyzeBureauResponse(bureauResponseFacts({ bureau: 'TRANSUNION' }));
    expect(bureauAnalysisDraft.safeParse(draft).success).toBe(true);
    expect(draft.strategyType).toBe('ESCALATION');
    expect(draft.nextLetterType).toBe('METHOD_OF_VERIFICATION');
    for (const line of bureaus.TRANSUNION.disputeAddress) expect(draft.nextDisputeTemplate).toContain(line);
    expect(draft.nextDisputeTemplate).toContain('Midland Credit Management');
    expect(draft.nextDisputeTemplate).toContain('4821');
    expect(draft.nextDisputeTemplate).not.toContain('[');
    expect(draft.summary).toContain('TransUnion');
    expect(draft.summary).toContain('Midland Credit Management');
    expect(draft.rejectionReasons).toContain('The furnisher confirmed the information as reported');
  });

  it('answers a deletion with a check and no letter', async () => {
    const draft = await make().analyzeBureauResponse(
      bureauResponseFacts({ responseType: 'DELETED', responseText: 'The item has been deleted.' }),
    );
    expect(bureauAnalysisDraft.safeParse(draft).success).toBe(true);
    expect(draft.strategyType).toBe('VALIDATION');
    expect(draft.nextLetterType).toBeNull();
    expect(draft.nextDisputeTemplate).toBe('');
    expect(draft.rejectionReasons).toEqual([]);
  });

  it('answers a support question from the first passage, and offers a person when none matched', async () => {
    const passages = [
      {
        title: 'How long does a dispute take?',
        url: '/help/how-long-does-a-dispute-take',
        excerpt: 'A credit bureau generally has 30 days from receiving your dispute to investigate it.',
      },
    ];
    const answered = await make().answerSupportQuestion({ question: 'How long?', history: [], passages });
    expect(answered.sourceIndex).toBe(0);
    expect(answered.answer).toContain('30 days');
    const none = await make().answerSupportQuestion({ question: 'Zebras?', history: [], passages: [] });
    expect(none.sourceIndex).toBeNull();
    expect(none.needsPerson).toBe(true);
  });
});

describe('openai-compatible adapter against the fake server', () => {
  it('POSTs the facts to {base}/chat/completions with the model, the key and the honesty rules', async () => {
    await openAiAt(fake.baseURL).writeDisputeLetter(
      letterFacts({ consumerStatement: 'I paid this in full.' }),
    );
    const [request] = fake.requests;
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.authorization).toBe('Bearer test-key');
    expect(request?.body.model).toBe('fake-model');
    const [system, user] = request?.body.messages ?? [];
    expect(system?.role).toBe('system');
    expect(system?.content).toContain('Never invent');
    expect(user?.content).toContain('Midland Credit Management');
    expect(user?.content).toContain('ending in 4821');
    expect(user?.content).toContain('P.O. Box 4500');
    expect(user?.content).toContain('"I paid this in full."');
    expect(user?.content).toContain('section 611');
  });

  it('sends the bureau answer, the plan of the rules and the next letter facts, under the letter rules', async () => {
    await openAiAt(fake.baseURL).analyzeBureauResponse(
      bureauResponseFacts({ responseType: 'FRIVOLOUS', responseText: 'Your dispute is frivolous.' }),
    );
    const [system, user] = fake.requests[0]?.body.messages ?? [];
    expect(system?.content).toContain('Never invent');
    expect(system?.content).toContain('611(a)(3)');
    expect(system?.content).toContain('611(a)(5)(B)');
    expect(user?.content).toContain('"Your dispute is frivolous."');
    expect(user?.content).toContain('Strategy to use: REWRITE');
    expect(user?.content).toContain('Next letter type: BUREAU_DISPUTE');
    expect(user?.content).toContain('P.O. Box 4500');
  });

  const failures: {
    behaviour: FakeOpenAiServer['behaviour'];
    call: 'letter' | 'analysis' | 'bureau' | 'reading';
    message: RegExp;
  }[] = [
    { behaviour: 'http-500', call: 'letter', message: /HTTP 500/ },
    { behaviour: 'http-500', call: 'analysis', message: /HTTP 500/ },
    { behaviour: 'hang', call: 'letter', message: /did not answer within 300 ms/ },
    { behaviour: 'hang', call: 'analysis', message: /did not answer within 300 ms/ },
    { behaviour: 'letter-without-address', call: 'letter', message: /leaves out the recipient address/ },
    { behaviour: 'letter-with-full-number', call: 'letter', message: /more than the last four digits/ },
    { behaviour: 'analysis-not-json', call: 'analysis', message: /not JSON/ },
    { behaviour: 'analysis-wrong-shape', call: 'analysis', message: /expected shape \(recommendations\)/ },
    { behaviour: 'http-500', call: 'bureau', message: /HTTP 500/ },
    { behaviour: 'hang', call: 'bureau', message: /did not answer within 300 ms/ },
    { behaviour: 'analysis-not-json', call: 'bureau', message: /bureau analysis that is not JSON/ },
    {
      behaviour: 'analysis-wrong-shape',
      call: 'bureau',
      message: /expected shape \(recommendedActions\)/,
    },
    { behaviour: 'letter-without-address', call: 'bureau', message: /leaves out the recipient address/ },
    { behaviour: 'letter-with-full-number', call: 'bureau', message: /more than the last four digits/ },
    { behaviour: 'reading-wrong-shape', call: 'reading', message: /AI provider call failed/ },
    { behaviour: 'http-500', call: 'reading', message: /HTTP 500/ },
  ];

  const calls = {
    letter: (ai: AiPort) => ai.writeDisputeLetter(letterFacts()),
    analysis: (ai: AiPort) => ai.analyzeCredit(analysisFacts),
    bureau: (ai: AiPort) => ai.analyzeBureauResponse(bureauResponseFacts()),
    reading: (ai: AiPort) => ai.readCreditReport('COLLECTIONS\nACME RECOVERY GROUP  Collection'),
  };

  it.each(failures)(
    '$behaviour on a $call raises AiProviderError quickly',
    async ({ behaviour, call, message }) => {
      fake.behaviour = behaviour;
      // Only a hang should meet the short limit; a busy machine must not turn a bad answer into one.
      const ai = openAiAt(fake.baseURL, behaviour === 'hang' ? 300 : 5_000);
      const started = Date.now();
      const work = calls[call](ai);
      const err = await work.then(
        () => null,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(AiProviderError);
      expect((err as Error).message).toMatch(message);
      expect(Date.now() - started).toBeLessThan(behaviour === 'hang' ? 2_000 : 5_000);
    },
  );

  it('raises AiProviderError when nothing listens at the base URL', async () => {
    const closed = await startFakeOpenAiServer();
    await closed.close();
    const err = await openAiAt(closed.baseURL, 2_000)
      .writeDisputeLetter(letterFacts())
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(err).toBeInstanceOf(AiProviderError);
  });
});

describe('openai-compatible support answers', () => {
  it('refuses a model answer that cites a passage it was not given', async () => {
    fake.behaviour = 'support-cites-missing-passage';
    await expect(
      openAiAt(fake.baseURL).answerSupportQuestion({ question: 'x', history: [], passages: [] }),
    ).rejects.toBeInstanceOf(AiProviderError);
  });
});
