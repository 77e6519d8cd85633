import {
  type AiAttachment,
  type AiConversationEntry,
  aiAssistantMessages,
  type aiChatRequest,
} from '@app/contracts/ai-assistant.contract';
import { bureaus } from '@app/contracts/bureaus';
import { defaultReasonFor, disputeLetterMessages } from '@app/contracts/dispute-letters.contract';
import { isAdmin } from '@app/contracts/permissions';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { type AiPort, AiProviderError, type AssistantTurnFacts } from '../../integrations/ai/ai.port';
import { accountFacts, consumerFacts } from '../../integrations/ai/facts-from-records';
import { recordOwnerFor } from '../../platform/auth/record-owner';
import type { SessionUser } from '../../platform/auth/sessions.repository';
import { notFound } from '../../platform/errors';
import type { LiveEvents } from '../../platform/live/live-events';
import type { CreditIssuesService } from '../credit-issues/credit-issues.service';
import { throughAi } from '../credit-tools/through-ai';
import type { DocumentsService } from '../documents/documents.service';
import type { UsersService } from '../users/users.service';
import type { AiAssistantRepository, AiEntryRow } from './ai-assistant.repository';
import { bureauOf, bureauResults, explainResults, itemList, letterSubject } from './assistant-reply';

const topicOf = (userId: number) => `ai.conversation.${userId}`;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

const toEntry = (r: AiEntryRow): AiConversationEntry => ({
  id: r.id,
  role: r.role,
  content: r.content,
  timestamp: r.createdAt.toISOString(),
  attachments: r.attachments,
  letterGenerated: r.letterText !== null,
  letterUrl: r.letterText !== null ? `/api/ai/letters/${r.id}` : null,
  engine: r.engine,
});

/**
 * The AI Assistant reads what the person attaches from their vault, explains a
 * bureau's results item by item, and drafts a dispute letter with the existing letter engine. The
 * built-in rules decide what is done (which item a letter is about, what a bureau decided); with a model
 * configured, the model words the reply from the same facts and its reply is checked before it is shown.
 */
export function createAiAssistantService(deps: {
  repo: AiAssistantRepository;
  ai: Pick<AiPort, 'engine' | 'writeDisputeLetter' | 'replyToAssistantTurn'>;
  documents: Pick<DocumentsService, 'textsFor'>;
  issues: Pick<CreditIssuesService, 'list'>;
  users: Pick<UsersService, 'profile'>;
  live: Pick<LiveEvents, 'publish'>;
  log: Pick<FastifyBaseLogger, 'warn'>;
  now?: () => Date;
}) {
  const { repo, live } = deps;
  const now = deps.now ?? (() => new Date());

  async function draftLetter(
    owner: number,
    issue: Awaited<ReturnType<CreditIssuesService['list']>>[number],
    bureauHint: string | null,
  ) {
    const person = await deps.users.profile(owner);
    const consumer = consumerFacts(person);
    const bureau = issue.bureaus.find((b) => b === bureauHint) ?? issue.bureaus[0] ?? 'EQUIFAX';
    return throughAi(
      () =>
        deps.ai.writeDisputeLetter({
          letterType: 'BUREAU_DISPUTE',
          reason: defaultReasonFor(issue.type, issue.findings),
          bureau,
          date: isoDay(now()),
          consumer,
          recipient: { name: bureaus[bureau].name, addressLines: [...bureaus[bureau].disputeAddress] },
          account: accountFacts(issue),
        }),
      disputeLetterMessages.failed,
    );
  }

  /** The model's wording when one is configured and its reply passes the checks; else the built-in reply. */
  async function wordedReply(
    facts: AssistantTurnFacts,
  ): Promise<{ content: string; engine: 'builtin' | 'openai' }> {
    if (deps.ai.engine !== 'openai') return { content: facts.builtinReply, engine: 'builtin' };
    try {
      const worded = await deps.ai.replyToAssistantTurn(facts);
      // The approval rule is the product's to state, whatever the model wrote.
      const note = facts.letterDraftedAbout && !worded.includes(aiAssistantMessages.approvalNote);
      return {
        content: note ? `${worded}\n\n${aiAssistantMessages.approvalNote}` : worded,
        engine: 'openai',
      };
    } catch (err) {
      if (!(err instanceof AiProviderError)) throw err;
      deps.log.warn({ err }, 'assistant reply: model failed, built-in reply used');
      return { content: facts.builtinReply, engine: 'builtin' };
    }
  }

  return {
    async conversation(viewer: SessionUser, userId: number): Promise<AiConversationEntry[]> {
      const owner = await recordOwnerFor(viewer, userId);
      return (await repo.conversation(owner)).map(toEntry);
    },

    async chat(viewer: SessionUser, body: z.output<typeof aiChatRequest>): Promise<AiConversationEntry> {
      // One writes only in one's own conversation; an admin reads a client's but does not speak as them.
      if (body.userId !== undefined && body.userId !== viewer.id) throw notFound('Conversation');
      const owner = viewer.id;
      const docs = await deps.documents.textsFor(viewer, [...new Set(body.files.map((f) => f.documentId))]);
      const attachments: AiAttachment[] = docs.map((d) => ({
        documentId: d.id,
        name: d.fileName,
        size: d.sizeBytes,
        type: d.contentType,
      }));
      await repo.insert({
        userId: owner,
        role: 'user',
        content: body.message.trim(),
        attachments,
        createdAt: now(),
      });

      const parts: string[] = [];
      const verified = [];
      let bureauHint: string | null = null;
      for (const d of docs) {
        if (d.extractionStatus === 'PENDING') {
          parts.push(`${d.fileName} is still being read; ask again in a moment.`);
          continue;
        }
        const results = bureauResults(d.extractedText);
        const bureau = bureauOf(d.extractedText);
        bureauHint ??= bureau;
        if (results.length > 0 || d.documentType === 'BUREAU_RESPONSE') {
          parts.push(explainResults(d.fileName, bureau, results));
          verified.push(...results.filter((r) => r.outcome === 'verified'));
        } else {
          const tags = d.smartTags.map((t) => t.name).join(', ');
          parts.push(
            `I read ${d.fileName}${tags ? ` (${tags})` : ''}. It is in your vault for your credit specialist to review.`,
          );
        }
      }

      const issues = isAdmin(viewer) ? [] : await deps.issues.list(owner);
      const subject = letterSubject(body.message, issues, verified);
      let letterText: string | null = null;
      if (subject) {
        letterText = await draftLetter(owner, subject, bureauHint);
        parts.push(
          `I drafted a dispute letter about ${subject.creditor}${subject.accountNumberLast4 ? ` (ending ${subject.accountNumberLast4})` : ''}. Open it or download it below. ${aiAssistantMessages.approvalNote}`,
        );
      } else if (/\bletter\b|\bdispute\b/i.test(body.message)) {
        const list = itemList(issues);
        parts.push(
          list
            ? `Which item should the letter be about? Name the creditor, for example:\n${list}`
            : 'You have no open credit items to dispute yet.',
        );
      } else if (parts.length === 0) {
        parts.push(
          'I can explain a bureau’s letter if you attach it from your vault, or draft a dispute letter about one of your items: ask for “a letter about” the creditor.',
        );
      }
      // The turns before this message, for a model to follow the conversation.
      const history = deps.ai.engine === 'openai' ? (await repo.conversation(owner, 7)).slice(0, -1) : [];
      const { content, engine } = await wordedReply({
        message: body.message.trim(),
        history: history.map((e) => ({ role: e.role, content: e.content })),
        items: issues
          .filter((i) => i.status !== 'RESOLVED')
          .map((i) => ({
            creditor: i.creditor,
            accountNumberLast4: i.accountNumberLast4,
            title: i.title,
            status: i.status,
          })),
        attachments: docs.map((d) => ({ name: d.fileName, text: d.extractedText })),
        letterDraftedAbout: subject && {
          creditor: subject.creditor,
          accountNumberLast4: subject.accountNumberLast4,
        },
        builtinReply: parts.join('\n\n'),
      });
      const reply = await repo.insert({
        userId: owner,
        role: 'assistant',
        content,
        attachments: [],
        letterText,
        // The badge tells whether a model wrote what is shown: the reply, or the letter drafted with it.
        engine: engine === 'openai' || (deps.ai.engine === 'openai' && letterText) ? 'openai' : 'builtin',
        createdAt: now(),
      });
      await live.publish(topicOf(owner));
      return toEntry(reply);
    },

    /** GET {letterUrl}: the letter's text; someone else's letter does not exist for the viewer. */
    async letter(viewer: SessionUser, entryId: number, userId?: number): Promise<string> {
      const owner = await recordOwnerFor(viewer, userId);
      const row = await repo.find(entryId, owner);
      if (!row?.letterText) throw notFound('Letter');
      return row.letterText;
    },

    topicFor: (viewer: SessionUser) => topicOf(viewer.id),
  };
}
export type AiAssistantService = ReturnType<typeof createAiAssistantService>;
