import { createServer } from 'node:http';
import { listenOnLoopback, readBody, sendJson } from '../../../test/loopback-http';

/** How the fake answers the next calls; tests switch it to provoke each failure. */
type FakeBehaviour =
  | 'answer'
  | 'http-500'
  | 'hang'
  | 'letter-without-address'
  | 'letter-with-full-number'
  | 'analysis-not-json'
  | 'analysis-wrong-shape'
  | 'reading-wrong-shape'
  | 'support-cites-missing-passage'
  | 'assistant-claims-letter';

interface ChatRequest {
  model: string;
  messages: { role: string; content: string }[];
}

export interface FakeOpenAiServer {
  /** Base URL to configure, e.g. http://127.0.0.1:54321/v1 */
  baseURL: string;
  behaviour: FakeBehaviour;
  requests: { path: string; authorization: string | undefined; body: ChatRequest }[];
  close(): Promise<void>;
}

/**
 * A small OpenAI-compatible server on loopback: answers POST /v1/chat/completions the way a model would,
 * writing its letter, analysis or bureau analysis from the prompt it is sent, so the adapter is tested over real HTTP.
 */
export async function startFakeOpenAiServer(): Promise<FakeOpenAiServer> {
  const state: FakeOpenAiServer = {
    baseURL: '',
    behaviour: 'answer',
    requests: [],
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const server = createServer(async (req, res) => {
    const body = JSON.parse(await readBody(req)) as ChatRequest;
    state.requests.push({ path: req.url ?? '', authorization: req.headers.authorization, body });
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions')
      return sendJson(res, 404, { error: { message: 'no route' } });
    if (state.behaviour === 'hang') return; // never answers; the adapter's deadline must fire
    if (state.behaviour === 'http-500') {
      return sendJson(res, 500, { error: { message: 'The server had an error', type: 'server_error' } });
    }
    const system = body.messages.find((m) => m.role === 'system')?.content ?? '';
    const prompt = body.messages.find((m) => m.role === 'user')?.content ?? '';
    const content = system.includes('AI Assistant of a credit repair service')
      ? assistantReplyFrom(prompt, state.behaviour)
      : system.includes('credit report reader')
        ? readingFrom(prompt, state.behaviour)
        : system.includes('sourceIndex')
          ? supportAnswerFrom(prompt, state.behaviour)
          : system.includes('nextDisputeTemplate')
            ? bureauAnalysisFrom(prompt, state.behaviour)
            : system.includes('JSON object')
              ? analysisFrom(prompt, state.behaviour)
              : letterFrom(prompt, state.behaviour);
    sendJson(res, 200, {
      id: 'chatcmpl-fake',
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: body.model,
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 100, completion_tokens: 100, total_tokens: 200 },
    });
  });

  state.baseURL = `${await listenOnLoopback(server)}/v1`;
  return state;
}

/** Lines of the prompt after a heading, up to the next blank line. */
function section(prompt: string, heading: string): string[] {
  const lines = prompt.split('\n');
  const start = lines.findIndex((l) => l.startsWith(heading));
  if (start < 0) return [];
  const end = lines.findIndex((l, i) => i > start && l.trim() === '');
  return lines.slice(start + 1, end < 0 ? undefined : end);
}

/** Restates the service's own reply in its words, naming what it read, as a model told to keep the facts would. */
function assistantReplyFrom(prompt: string, behaviour: FakeBehaviour): string {
  if (behaviour === 'assistant-claims-letter') return 'I have drafted a letter for you.';
  const attachments = [...prompt.matchAll(/^--- (.*) ---$/gm)].map((m) => m[1]);
  const own = prompt.split("The service's own reply:\n")[1]?.split('\n\nMessage: ')[0] ?? '';
  const read = attachments.length ? `I read ${attachments.join(' and ')} for you. ` : '';
  return `${read}In short: ${own}`;
}

function supportAnswerFrom(prompt: string, behaviour: FakeBehaviour): string {
  const first = /\[0\] (.*)\n(.*)/.exec(prompt);
  if (behaviour === 'support-cites-missing-passage') {
    return JSON.stringify({ answer: 'See passage 7.', sourceIndex: 7, needsPerson: false });
  }
  if (!first) {
    return JSON.stringify({
      answer: 'The articles do not cover this; a ticket reaches our team.',
      sourceIndex: null,
      needsPerson: true,
    });
  }
  return JSON.stringify({ answer: `From “${first[1]}”: ${first[2]}`, sourceIndex: 0, needsPerson: false });
}

function letterFrom(prompt: string, behaviour: FakeBehaviour): string {
  const sender = section(prompt, 'Sender');
  const recipient = section(prompt, 'Recipient block');
  const account = section(prompt, 'The item as reported');
  const creditor = account[0]?.split(': ')[1] ?? '';
  const date = /Date of the letter: (.*)/.exec(prompt)?.[1] ?? '';
  return [
    ...sender,
    '',
    date,
    '',
    ...(behaviour === 'letter-without-address' ? [recipient[0] ?? ''] : recipient),
    '',
    `Re: Dispute of the ${creditor} account`,
    '',
    'To whom it may concern:',
    '',
    'I dispute the item below, as reported.',
    ...account.map((l) =>
      behaviour === 'letter-with-full-number' ? l.replace('ending in ', 'number 5500 0000 ') : l,
    ),
    '',
    'Please reinvestigate it and correct it, or delete it if it cannot be verified as accurate and complete.',
    '',
    'Sincerely,',
    '',
    '______________________________',
    sender[0] ?? '',
  ].join('\n');
}

function analysisFrom(prompt: string, behaviour: FakeBehaviour): string {
  if (behaviour === 'analysis-not-json') return 'Here is your analysis: your credit is improving!';
  const figures = JSON.parse(/Derived figures: (.*)/.exec(prompt)?.[1] ?? '{}') as {
    score: number | null;
    activeNegativeItems: number;
  };
  const analysis = {
    analysis:
      figures.score === null
        ? 'There is no credit report on file yet; add one for an analysis.'
        : `Your score of ${figures.score} comes with ${figures.activeNegativeItems} active negative items.`,
    priorityIssues: [],
    recommendations: [
      {
        action: 'Keep every account paid on time',
        priority: 'LOW',
        expectedImpact: 'Protects your score',
        timeframe: 'Ongoing',
        steps: ['Autopay'],
      },
    ],
    disputeStrategy: {
      collections: 'None on your report.',
      latePayments: 'None on your report.',
      inquiries: 'None on your report.',
    },
    scoreProjection: 'An estimate, not a promise.',
  };
  if (behaviour === 'analysis-wrong-shape')
    return JSON.stringify({ ...analysis, recommendations: 'pay your bills' });
  return `\`\`\`json\n${JSON.stringify(analysis, null, 2)}\n\`\`\``;
}

const promptLine = (prompt: string, label: string) =>
  new RegExp(`^${label}: (.*)$`, 'm').exec(prompt)?.[1] ?? '';

/** Follows the plan the prompt gives, and writes the next letter from the letter facts in it, as a model would. */
function bureauAnalysisFrom(prompt: string, behaviour: FakeBehaviour): string {
  if (behaviour === 'analysis-not-json')
    return 'The bureau verified it. Send a method-of-verification letter.';
  const nextLetter = promptLine(prompt, 'Next letter type');
  const estimates = /successProbability (\d+), confidenceScore (\d+)/.exec(prompt);
  const hasLetterFacts = prompt.includes('Facts for the next letter');
  const draft = {
    successProbability: Number(estimates?.[1] ?? 50),
    confidenceScore: Number(estimates?.[2] ?? 50),
    strategyType: promptLine(prompt, 'Strategy to use'),
    summary: `${promptLine(prompt, 'Bureau')} answered ${promptLine(prompt, 'Response type').split(' ')[0]} on ${promptLine(prompt, 'Response date')} about ${promptLine(prompt, 'Disputed item')}.`,
    rejectionReasons: JSON.parse(
      promptLine(prompt, "What the response type and the bureau's words imply") || '[]',
    ),
    recommendedActions: [
      {
        action: 'Follow the next step',
        priority: 'HIGH',
        timeframe: 'Within 7 days',
        description: 'As planned.',
      },
    ],
    nextLetterType: nextLetter === 'none' ? null : nextLetter,
    nextDisputeTemplate: nextLetter !== 'none' && hasLetterFacts ? letterFrom(prompt, behaviour) : '',
  };
  if (behaviour === 'analysis-wrong-shape') return JSON.stringify({ ...draft, recommendedActions: [] });
  return JSON.stringify(draft);
}

/**
 * A model's structured reading of the report in the prompt: each line naming a collection becomes an
 * item, and one item is added that is not in the report at all, as a model sometimes does, so the
 * merge has something only the model "found".
 */
function readingFrom(prompt: string, behaviour: FakeBehaviour): string {
  if (behaviour === 'reading-wrong-shape') return JSON.stringify({ scores: 'high', items: [] });
  const collections = prompt
    .split('\n')
    .filter((l) => /collection/i.test(l) && /^[A-Z][A-Z ]{3,}\s{2}/.test(l))
    .map((l) => l.split(/\s{2,}/)[0] as string);
  return JSON.stringify({
    scores: [{ bureau: 'EQUIFAX', score: 601 }],
    negativeItems: [
      ...collections.map((creditor) => ({
        creditor,
        type: 'COLLECTION',
        bureaus: [],
        balance: null,
        accountLast4: null,
      })),
      {
        creditor: 'SHADOW LENDING CO',
        type: 'CHARGE_OFF',
        bureaus: ['EQUIFAX'],
        balance: 900,
        accountLast4: '1234',
      },
      { creditor: '12/01/2025', type: 'COLLECTION', bureaus: [], balance: 10, accountLast4: null },
    ],
    inquiries: [{ creditor: 'QUIET HILL BANK', date: '2025-03-14', bureaus: ['EXPERIAN'] }],
  });
}
