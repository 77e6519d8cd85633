import { z } from 'zod';
import { nextPageCursor, pageCursor } from './common/page-cursor';
import { isSafeParagraph, personLine, personParagraph, personTextMessages } from './common/person-text';

// The public support chat and tickets, and the admins' Support Center.

export const supportLimits = {
  /** Longest chat message a person may send. */
  messageMaxLength: 2000,
  ticketTitleMaxLength: 200,
  ticketDescriptionMaxLength: 5000,
  summaryMaxLength: 2000,
  articleTitleMaxLength: 200,
  articleBodyMaxLength: 20_000,
  replyMaxLength: 2000,
} as const;

export const supportTiming = {
  /** Confidence of the assistant's greeting. */
  greetingConfidence: 0.95,
  /** The ticket form opens this long after the assistant suggests escalation. */
  escalationFormDelayMs: 1000,
  /** Polling when the live stream is unavailable. */
  chatPollMs: 5000,
  listsPollMs: 10_000,
  metricsPollMs: 30_000,
} as const;

export const supportSenders = ['USER', 'AI', 'ADMIN'] as const;
export type SupportSender = (typeof supportSenders)[number];
export const supportSenderLabels: Record<SupportSender, string> = {
  USER: 'You',
  AI: 'Assistant',
  ADMIN: 'Support team',
};

export const conversationStatuses = ['ACTIVE', 'RESOLVED', 'ESCALATED', 'CLOSED'] as const;
export const conversationStatus = z.enum(conversationStatuses);
export type ConversationStatus = z.infer<typeof conversationStatus>;

export const ticketStatuses = ['OPEN', 'IN_PROGRESS', 'WAITING_CUSTOMER', 'RESOLVED', 'CLOSED'] as const;
export const ticketStatus = z.enum(ticketStatuses);
export type TicketStatus = z.infer<typeof ticketStatus>;

/** The Support Center's status filter: conversation and ticket statuses in one list. */
export const supportStatusFilters = [
  'ACTIVE',
  'OPEN',
  'IN_PROGRESS',
  'ESCALATED',
  'RESOLVED',
  'CLOSED',
] as const;
export const supportStatusFilter = z.enum(supportStatusFilters);
export type SupportStatusFilter = z.infer<typeof supportStatusFilter>;

/**
 * What each filter value selects on each tab, since conversations and tickets have statuses of their
 * own: on conversations OPEN means not yet resolved and IN_PROGRESS a person has it; on tickets
 * ACTIVE means still being worked and ESCALATED every ticket (each one is an escalation).
 */
export const statusFilterMatches: {
  conversations: Record<SupportStatusFilter, readonly ConversationStatus[]>;
  tickets: Record<SupportStatusFilter, readonly TicketStatus[]>;
} = {
  conversations: {
    ACTIVE: ['ACTIVE'],
    OPEN: ['ACTIVE', 'ESCALATED'],
    IN_PROGRESS: ['ESCALATED'],
    ESCALATED: ['ESCALATED'],
    RESOLVED: ['RESOLVED'],
    CLOSED: ['CLOSED'],
  },
  tickets: {
    ACTIVE: ['OPEN', 'IN_PROGRESS', 'WAITING_CUSTOMER'],
    OPEN: ['OPEN'],
    IN_PROGRESS: ['IN_PROGRESS'],
    ESCALATED: ticketStatuses,
    RESOLVED: ['RESOLVED'],
    CLOSED: ['CLOSED'],
  },
};

export const ticketPriorities = ['LOW', 'MEDIUM', 'HIGH', 'URGENT'] as const;
export const ticketPriority = z.enum(ticketPriorities);
export type TicketPriority = z.infer<typeof ticketPriority>;

export const ticketCategories = [
  'CREDIT_REPAIR',
  'DISPUTE_HELP',
  'APP_NAVIGATION',
  'BILLING',
  'TECHNICAL',
  'GENERAL',
] as const;
export const ticketCategory = z.enum(ticketCategories);
export type TicketCategory = z.infer<typeof ticketCategory>;
export const ticketCategoryLabels: Record<TicketCategory, string> = {
  CREDIT_REPAIR: 'Credit Repair',
  DISPUTE_HELP: 'Dispute Help',
  APP_NAVIGATION: 'App Navigation',
  BILLING: 'Billing',
  TECHNICAL: 'Technical',
  GENERAL: 'General',
};

/** Words of the statuses and priorities as shown ('IN_PROGRESS' → 'In Progress'). */
export const enumLabel = (value: string) =>
  value
    .toLowerCase()
    .split('_')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

export const supportEngines = ['builtin', 'openai'] as const;
export type SupportEngine = (typeof supportEngines)[number];

export const supportMessages = {
  startFailed: 'Failed to start chat session. Please try again.',
  sendFailed: 'Failed to send message. Please try again.',
  ticketFailed: 'Failed to create support ticket. Please try again.',
  ticketCreated: (ticketNumber: string) => `Ticket #${ticketNumber} has been created`,
  conversationUpdated: 'Conversation Updated',
  ticketUpdated: 'Ticket Updated',
  updateFailed: 'Update Failed',
  messageRequired: 'Type a message first',
  messageTooLong: `A message can be at most ${supportLimits.messageMaxLength.toLocaleString('en-US')} characters`,
  titleRequired: 'Title is required',
  descriptionRequired: 'Description is required',
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email address',
  ratingRange: 'Choose 1 to 5 stars',
  ratingThanks: 'Thank you for rating this chat',
  replySent: 'Reply sent',
  articleSaved: 'Article Saved',
  articleTitleRequired: 'Title is required',
  articleBodyRequired: 'Write the article',
  builtinBadge: 'Built-in assistant',
  builtinNotice:
    'Answers come from our help articles, found by search. This assistant is not a person and no AI model is configured.',
  modelBadge: 'AI assistant',
  modelNotice: 'An AI model answers from our help articles. It is not a person.',
} as const;

const trimmedRequired = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max);

const chatText = z
  .string({ error: supportMessages.messageRequired })
  .max(supportLimits.messageMaxLength, supportMessages.messageTooLong)
  .refine((s) => s.trim().length > 0, supportMessages.messageRequired);

/** An unguessable chat session id (base64url of 24 random bytes). */
const sessionId = z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, 'Unknown chat session');

// ---- chat (person side) ----

export const startChatRequest = z.object({ userId: z.number().int().positive().nullable().default(null) });
export type StartChatRequest = z.input<typeof startChatRequest>;

export const supportChatMessage = z.object({
  id: z.number().int(),
  sender: z.enum(supportSenders),
  message: z.string(),
  createdAt: z.string(),
  confidence: z.number().nullable(),
  sentiment: z.number().nullable(),
  source: z.object({ title: z.string(), url: z.string() }).nullable(),
  engine: z.enum(supportEngines).nullable(),
});
export type SupportChatMessage = z.infer<typeof supportChatMessage>;

export const startChatResponse = z.object({
  sessionId: z.string(),
  status: conversationStatus,
  engine: z.enum(supportEngines),
  messages: z.array(supportChatMessage),
});
export type StartChatResponse = z.infer<typeof startChatResponse>;

export const sendChatMessageRequest = z.object({
  sessionId,
  message: chatText,
  userId: z.number().int().positive().nullable().optional(),
});
export type SendChatMessageRequest = z.input<typeof sendChatMessageRequest>;

export const sendChatMessageResponse = z.object({
  response: z.string(),
  confidence: z.number(),
  sentiment: z.number(),
  escalationSuggested: z.boolean(),
  source: z.object({ title: z.string(), url: z.string() }).nullable(),
  engine: z.enum(supportEngines),
  messages: z.array(supportChatMessage),
});
export type SendChatMessageResponse = z.infer<typeof sendChatMessageResponse>;

export const chatSessionParams = z.object({ sessionId }).strict();

export const chatTranscript = z.object({
  sessionId: z.string(),
  status: conversationStatus,
  customerSatisfaction: z.number().int().nullable(),
  ticketNumber: z.string().nullable(),
  messages: z.array(supportChatMessage),
});
export type ChatTranscript = z.infer<typeof chatTranscript>;

export const satisfactionRequest = z.object({
  sessionId,
  rating: z
    .number({ error: supportMessages.ratingRange })
    .int()
    .min(1, supportMessages.ratingRange)
    .max(5, supportMessages.ratingRange),
});
export type SatisfactionRequest = z.input<typeof satisfactionRequest>;

// ---- tickets ----

export const customerInfo = z.object({
  name: personLine(trimmedRequired(supportMessages.nameRequired, 120), 'Name'),
  email: z
    .string({ error: supportMessages.emailRequired })
    .trim()
    .min(1, supportMessages.emailRequired)
    .max(254)
    .pipe(z.email(supportMessages.emailInvalid)),
  phone: z.string().trim().max(30).optional(),
});

export const ticketFields = z.object({
  title: trimmedRequired(supportMessages.titleRequired, supportLimits.ticketTitleMaxLength),
  description: personParagraph(
    trimmedRequired(supportMessages.descriptionRequired, supportLimits.ticketDescriptionMaxLength),
    'The description',
  ),
  priority: ticketPriority.default('MEDIUM'),
  category: ticketCategory.default('GENERAL'),
  customerInfo,
});
export type TicketFields = z.input<typeof ticketFields>;

export const createTicketRequest = ticketFields.extend({
  sessionId: sessionId.nullable().optional(),
  userId: z.number().int().positive().nullable().optional(),
});
export type CreateTicketRequest = z.input<typeof createTicketRequest>;

export const supportTicket = z.object({
  id: z.number().int(),
  ticketNumber: z.string(),
  title: z.string(),
  description: z.string(),
  status: ticketStatus,
  priority: ticketPriority,
  category: ticketCategory,
  customerInfo: z.object({ name: z.string(), email: z.string(), phone: z.string().optional() }),
  sessionId: z.string().nullable(),
  conversationId: z.number().int().nullable(),
  userId: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SupportTicket = z.infer<typeof supportTicket>;

/** 'ST-000042': short to read over the phone, numbered from the ticket's own id, never reused. */
export const ticketNumberOf = (id: number) => `ST-${String(id).padStart(6, '0')}`;

export const createTicketResponse = z.object({
  ticketNumber: z.string(),
  ticket: supportTicket,
});
export type CreateTicketResponse = z.infer<typeof createTicketResponse>;

/** PUT /api/support/tickets/{id}: the changed fields, or the entire ticket. */
export const updateTicketRequest = z
  .object({
    title: ticketFields.shape.title,
    description: ticketFields.shape.description,
    status: ticketStatus,
    priority: ticketPriority,
    category: ticketCategory,
    customerInfo,
  })
  .partial()
  // What a ticket says about itself (its id, number, links and times) comes back when the whole
  // ticket is sent; it is accepted and dropped, never written.
  .extend(
    supportTicket
      .pick({
        id: true,
        ticketNumber: true,
        sessionId: true,
        conversationId: true,
        userId: true,
        createdAt: true,
        updatedAt: true,
      })
      .partial().shape,
  )
  .strict()
  .transform(
    ({ id, ticketNumber, sessionId, conversationId, userId, createdAt, updatedAt, ...change }) => change,
  );
export type UpdateTicketRequest = z.output<typeof updateTicketRequest>;

// ---- Support Center admin ----

export const supportMetrics = z.object({
  totalConversations: z.number().int(),
  activeConversations: z.number().int(),
  /** Minutes from escalation to a person's first reply, over answered conversations; null without any. */
  averageResponseTime: z.number().nullable(),
  /** Average of the ratings out of 5; null before the first rating. */
  satisfactionRating: z.number().nullable(),
  ratedConversations: z.number().int(),
  /** Percent of conversations RESOLVED or CLOSED. */
  resolutionRate: z.number(),
  /** Percent of conversations that were escalated to a person. */
  escalationRate: z.number(),
  openTickets: z.number().int(),
});
export type SupportMetrics = z.infer<typeof supportMetrics>;

/** Up to 5 minutes green, up to 15 yellow, above red. */
export function responseTimeColour(minutes: number): 'green' | 'yellow' | 'red' {
  if (minutes <= 5) return 'green';
  if (minutes <= 15) return 'yellow';
  return 'red';
}

export const supportListQuery = z
  .object({
    search: z.string().trim().max(100).optional(),
    status: supportStatusFilter.optional(),
    priority: ticketPriority.optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();
export type SupportListQuery = z.input<typeof supportListQuery>;
/** The ticket list also pages by cursor: the previous page's `nextCursor`, whatever `page` says. */
export const supportTicketListQuery = supportListQuery.extend({ cursor: pageCursor.optional() }).strict();
export type SupportTicketListQuery = z.input<typeof supportTicketListQuery>;

export const supportConversation = z.object({
  id: z.number().int(),
  sessionId: z.string(),
  status: conversationStatus,
  priority: ticketPriority,
  lastMessage: z.string().nullable(),
  customerSatisfaction: z.number().int().nullable(),
  summary: z.string().nullable(),
  customerName: z.string().nullable(),
  userId: z.number().int().nullable(),
  ticketNumber: z.string().nullable(),
  messageCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SupportConversation = z.infer<typeof supportConversation>;

const page = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
export const supportConversationPage = page(supportConversation);
export type SupportConversationPage = z.infer<typeof supportConversationPage>;
export const supportTicketPage = page(supportTicket).extend({ nextCursor: nextPageCursor.optional() });
export type SupportTicketPage = z.infer<typeof supportTicketPage>;

export const supportConversationDetail = supportConversation.extend({
  messages: z.array(supportChatMessage),
});
export type SupportConversationDetail = z.infer<typeof supportConversationDetail>;

/** PUT /api/support/conversations/{id}: the changed fields. */
export const updateConversationRequest = z
  .object({
    status: conversationStatus,
    priority: ticketPriority,
    summary: z.string().trim().max(supportLimits.summaryMaxLength),
  })
  .partial()
  .strict();
export type UpdateConversationRequest = z.input<typeof updateConversationRequest>;

export const supportReplyRequest = z.object({
  message: z
    .string({ error: supportMessages.messageRequired })
    .max(supportLimits.replyMaxLength, supportMessages.messageTooLong)
    .refine((s) => s.trim().length > 0, supportMessages.messageRequired)
    .refine(isSafeParagraph, personTextMessages.paragraph('The message')),
});
export type SupportReplyRequest = z.input<typeof supportReplyRequest>;

// ---- Knowledge Base ----

const articleFieldShape = {
  title: trimmedRequired(supportMessages.articleTitleRequired, supportLimits.articleTitleMaxLength),
  body: trimmedRequired(supportMessages.articleBodyRequired, supportLimits.articleBodyMaxLength),
  category: ticketCategory,
  published: z.boolean(),
};
export const knowledgeArticleFields = z.object({
  ...articleFieldShape,
  category: ticketCategory.default('GENERAL'),
  published: z.boolean().default(false),
});
export type KnowledgeArticleFields = z.input<typeof knowledgeArticleFields>;
/** A change names only what changes: a field left out keeps its value (no default fills it in). */
export const updateKnowledgeArticleRequest = z.object(articleFieldShape).partial().strict();
export type UpdateKnowledgeArticleRequest = z.input<typeof updateKnowledgeArticleRequest>;

export const knowledgeArticle = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  body: z.string(),
  category: ticketCategory,
  published: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type KnowledgeArticle = z.infer<typeof knowledgeArticle>;
export const knowledgeArticleList = z.array(knowledgeArticle);

export const helpArticleParams = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,80}$/) }).strict();
export const helpArticlePath = (slug: string) => `/help/${slug}`;
export const learningArticlePath = (id: number) => `/education/${id}`;

// ---- live events ----

/** What an SSE stream tells an open screen: which of its reads changed. */
export const liveEventKinds = ['support.session', 'support.admin', 'chat.thread'] as const;
export type LiveEventKind = (typeof liveEventKinds)[number];
