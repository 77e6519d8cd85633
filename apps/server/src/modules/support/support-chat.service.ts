import { createHash, randomBytes } from 'node:crypto';
import {
  helpArticlePath,
  learningArticlePath,
  type SupportChatMessage,
  type SupportEngine,
  supportTiming,
  type TicketFields,
} from '@app/contracts/support.contract';
import {
  type AiPort,
  AiProviderError,
  type SupportAnswerDraft,
  type SupportQuestionFacts,
} from '../../integrations/ai/ai.port';
import { builtinSupportAnswer } from '../../integrations/ai/support-answer/support-answer';
import type { SessionUser } from '../../platform/auth/sessions.repository';
import { conflict, notFound } from '../../platform/errors';
import type { LiveEvents } from '../../platform/live/live-events';
import type { KnowledgeRepository, RetrievedPassage } from './knowledge.repository';
import { plainExcerpt } from './plain-text';
import { messageSentiment } from './sentiment';
import type { ConversationRow, MessageRow, SupportRepository, TicketRow } from './support.repository';
import { asksForPerson, escalationSentiment, retrievalConfidence, shouldEscalate } from './support-rules';
import { supportTopics } from './support-topics';

/** Who is chatting: a signed-in person, or an anonymous browser known by its cookie key. */
export interface ChatCaller {
  user: SessionUser | null;
  /** The person's organization, or for a visitor the one whose host the chat was opened on. */
  organizationId: number;
  browserKey: string | undefined;
  ip: string;
}

const greetingText =
  'Hello! I am the support assistant, a program and not a person. Ask me about disputes, your credit report, billing or using the app, and I will answer from our help articles. If you would rather talk to our support team, just say so.';
const personAnswer =
  'I am a program, so I will pass this to our support team. Fill in the short ticket form and a person will reply here and by email.';
const upsetPrefix = 'I am sorry this has been frustrating. ';

const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');
const passagesUsed = 3;
const minimumQuotedConfidence = 0.3;
const historyTurns = 6;

export const toChatMessage = (m: MessageRow): SupportChatMessage => ({
  id: m.id,
  sender: m.sender,
  message: m.message,
  createdAt: m.createdAt.toISOString(),
  confidence: m.confidence,
  sentiment: m.sentiment,
  source: m.sourceTitle && m.sourceUrl ? { title: m.sourceTitle, url: m.sourceUrl } : null,
  engine: m.engine,
});

export const toTicket = (t: TicketRow, sessionId: string | null) => ({
  id: t.id,
  ticketNumber: t.ticketNumber,
  title: t.title,
  description: t.description,
  status: t.status,
  priority: t.priority,
  category: t.category,
  customerInfo: {
    name: t.customerName,
    email: t.customerEmail,
    ...(t.customerPhone ? { phone: t.customerPhone } : {}),
  },
  sessionId,
  conversationId: t.conversationId,
  userId: t.userId,
  createdAt: t.createdAt.toISOString(),
  updatedAt: t.updatedAt.toISOString(),
});

const sourceOf = (p: RetrievedPassage) => ({
  title: p.title,
  url: p.shelf === 'knowledge' ? helpArticlePath(p.slug) : learningArticlePath(p.id),
});

/** The public support chat: greeting, answers from the knowledge base, tickets, rating. */
export function createSupportChatService(deps: {
  repo: SupportRepository;
  knowledge: Pick<KnowledgeRepository, 'retrieve'>;
  ai: Pick<AiPort, 'engine' | 'answerSupportQuestion'>;
  live: Pick<LiveEvents, 'publish'>;
  log: { warn: (o: object, m: string) => void };
  now?: () => Date;
}) {
  const { repo, knowledge, ai, live, log } = deps;
  const now = deps.now ?? (() => new Date());

  /** Someone else's id named in a body is a record that does not exist for this caller. */
  const assertSelf = (caller: ChatCaller, userId: number | null | undefined) => {
    if (userId !== null && userId !== undefined && userId !== caller.user?.id) throw notFound('Chat session');
  };

  /** The conversation, if it is the caller's: their own account's, or this browser's anonymous one. */
  async function conversationFor(caller: ChatCaller, sessionId: string): Promise<ConversationRow> {
    const conversation = await repo.findConversationBySession(sessionId);
    if (!conversation) throw notFound('Chat session');
    if (conversation.userId !== null) {
      if (caller.user?.id !== conversation.userId) throw notFound('Chat session');
    } else if (!caller.browserKey || hashKey(caller.browserKey) !== conversation.browserKeyHash) {
      throw notFound('Chat session');
    }
    return conversation;
  }

  const announce = async (sessionId: string) => {
    await Promise.all([live.publish(supportTopics.session(sessionId)), live.publish(supportTopics.admin)]);
  };

  async function draftAnswer(
    facts: SupportQuestionFacts,
  ): Promise<{ draft: SupportAnswerDraft; engine: SupportEngine }> {
    try {
      return { draft: await ai.answerSupportQuestion(facts), engine: ai.engine };
    } catch (err) {
      if (!(err instanceof AiProviderError)) throw err;
      // The person still gets the built-in answer from the same articles, labelled as such.
      log.warn({ err }, 'support answer: model failed, built-in answer used');
      return { draft: builtinSupportAnswer(facts), engine: 'builtin' };
    }
  }

  return {
    engine: ai.engine,

    /** Opens a chat; an anonymous browser gets a key (its cookie) when it has none. */
    async start(caller: ChatCaller, requestedUserId: number | null) {
      assertSelf(caller, requestedUserId);
      const browserKey = caller.user
        ? caller.browserKey
        : (caller.browserKey ?? randomBytes(24).toString('base64url'));
      const at = now();
      const conversation = await repo.insertConversation({
        organizationId: caller.organizationId,
        sessionId: randomBytes(24).toString('base64url'),
        userId: caller.user?.id ?? null,
        browserKeyHash: caller.user ? null : hashKey(browserKey as string),
        ip: caller.ip,
        createdAt: at,
        updatedAt: at,
      });
      const greeting = await repo.addMessage(
        {
          conversationId: conversation.id,
          sender: 'AI',
          message: greetingText,
          confidence: supportTiming.greetingConfidence,
          engine: ai.engine,
          createdAt: at,
        },
        false,
      );
      return {
        browserKey,
        chat: {
          sessionId: conversation.sessionId,
          status: conversation.status,
          engine: ai.engine,
          messages: [toChatMessage(greeting)],
        },
      };
    },

    async message(caller: ChatCaller, body: { sessionId: string; message: string; userId?: number | null }) {
      assertSelf(caller, body.userId);
      const conversation = await conversationFor(caller, body.sessionId);
      if (conversation.status === 'CLOSED')
        throw conflict('This chat is closed. Start a new chat to ask again.');
      const question = body.message.trim();
      const sentiment = messageSentiment(question);
      const history = await repo.recentMessages(conversation.id, historyTurns);
      const asked = await repo.addMessage(
        {
          conversationId: conversation.id,
          sender: 'USER',
          message: body.message,
          sentiment,
          createdAt: now(),
        },
        false,
      );

      // A passage sharing one word of a long question is no answer: better to say nothing was found.
      // The visitor's organization's articles and the platform's, shared with every organization.
      const passages = (await knowledge.retrieve(conversation.organizationId, question, passagesUsed)).filter(
        (p) => retrievalConfidence(p) >= minimumQuotedConfidence,
      );
      const facts: SupportQuestionFacts = {
        question,
        history,
        passages: passages.map((p) => ({ ...sourceOf(p), excerpt: plainExcerpt(p.excerpt) })),
      };
      const { draft, engine } = await draftAnswer(facts);
      const usedPassage = draft.sourceIndex !== null ? passages[draft.sourceIndex] : undefined;
      const confidence = usedPassage
        ? retrievalConfidence(usedPassage)
        : Math.min(retrievalConfidence(passages[0]), 0.3);
      const wantsPerson = asksForPerson(question);
      const escalationSuggested = shouldEscalate({
        confidence,
        sentiment,
        question,
        engineWantsPerson: draft.needsPerson,
      });
      const text = wantsPerson ? personAnswer : draft.answer;
      const response = sentiment <= escalationSentiment ? upsetPrefix + text : text;
      const source = !wantsPerson && usedPassage ? sourceOf(usedPassage) : null;

      const answered = await repo.addMessage(
        {
          conversationId: conversation.id,
          sender: 'AI',
          message: response,
          confidence,
          sentiment,
          sourceTitle: source?.title ?? null,
          sourceUrl: source?.url ?? null,
          engine,
          createdAt: now(),
        },
        false,
      );
      await announce(conversation.sessionId);
      return {
        response,
        confidence,
        sentiment,
        escalationSuggested,
        source,
        engine,
        messages: [toChatMessage(asked), toChatMessage(answered)],
      };
    },

    async createTicket(
      caller: ChatCaller,
      body: Required<Omit<TicketFields, 'customerInfo'>> & {
        customerInfo: { name: string; email: string; phone?: string };
        sessionId?: string | null;
        userId?: number | null;
      },
    ) {
      assertSelf(caller, body.userId);
      const conversation = body.sessionId ? await conversationFor(caller, body.sessionId) : null;
      const at = now();
      const ticket = await repo.insertTicket(
        {
          ...body,
          organizationId: conversation?.organizationId ?? caller.organizationId,
          conversationId: conversation?.id ?? null,
          userId: caller.user?.id ?? conversation?.userId ?? null,
        },
        at,
      );
      if (conversation) {
        await repo.addMessage(
          {
            conversationId: conversation.id,
            sender: 'AI',
            message: `Ticket #${ticket.ticketNumber} has been created. Our support team will reply here and by email to ${ticket.customerEmail}.`,
            engine: ai.engine,
            createdAt: at,
          },
          false,
        );
        await announce(conversation.sessionId);
      } else {
        await live.publish(supportTopics.admin);
      }
      return { ticketNumber: ticket.ticketNumber, ticket: toTicket(ticket, conversation?.sessionId ?? null) };
    },

    async rate(caller: ChatCaller, body: { sessionId: string; rating: number }) {
      const conversation = await conversationFor(caller, body.sessionId);
      await repo.updateConversation(conversation.id, { customerSatisfaction: body.rating, updatedAt: now() });
      await announce(conversation.sessionId);
      return { sessionId: conversation.sessionId, rating: body.rating };
    },

    async transcript(caller: ChatCaller, sessionId: string) {
      const conversation = await conversationFor(caller, sessionId);
      const [messages, ticket] = await Promise.all([
        repo.listMessages(conversation.id),
        repo.latestTicketOf(conversation.id),
      ]);
      return {
        sessionId: conversation.sessionId,
        status: conversation.status,
        customerSatisfaction: conversation.customerSatisfaction,
        ticketNumber: ticket?.ticketNumber ?? null,
        messages: messages.map(toChatMessage),
      };
    },

    /** For the live stream: the session exists and is the caller's (else 404). */
    assertCanFollow: (caller: ChatCaller, sessionId: string) => conversationFor(caller, sessionId),
  };
}
export type SupportChatService = ReturnType<typeof createSupportChatService>;
