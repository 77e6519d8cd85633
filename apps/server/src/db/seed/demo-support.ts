import { createHash } from 'node:crypto';
import { ticketNumberOf } from '@app/contracts/support.contract';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../client';
import { chatMessages, supportConversations, supportMessages, supportTickets, users } from '../schema';
import { rowsOf } from '../typed-sql';

const minutes = (n: number) => n * 60_000;
const demoSessionId = (name: string) =>
  createHash('sha256').update(`demo-support-${name}`).digest('base64url').slice(0, 32);

async function userId(db: Database, email: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id ?? null;
}

type Turn = {
  sender: 'USER' | 'AI' | 'ADMIN';
  message: string;
  at: number;
  confidence?: number;
  sentiment?: number;
};

async function conversation(
  db: Database,
  values: typeof supportConversations.$inferInsert,
  turns: Turn[],
  start: Date,
) {
  const last = turns[turns.length - 1];
  const [row] = await db
    .insert(supportConversations)
    .values({
      ...values,
      lastMessage: last?.message ?? null,
      userMessageCount: turns.filter((t) => t.sender === 'USER').length,
      createdAt: start,
      updatedAt: new Date(start.getTime() + minutes(last?.at ?? 0)),
    })
    .returning({ id: supportConversations.id });
  const id = (row as { id: number }).id;
  await db.insert(supportMessages).values(
    turns.map((t) => ({
      conversationId: id,
      sender: t.sender,
      message: t.message,
      confidence: t.confidence ?? null,
      sentiment: t.sentiment ?? null,
      engine: t.sender === 'AI' ? ('builtin' as const) : null,
      createdAt: new Date(start.getTime() + minutes(t.at)),
    })),
  );
  return id;
}

/** A few support chats (one escalated with a ticket, one resolved and rated) and a Secure Chat thread. */
export async function seedDemoSupport(db: Database, now = new Date()) {
  const client = await userId(db, 'client@example.com');
  const beta = await userId(db, 'beta@example.com');
  const admin = await userId(db, 'admin@example.com');
  if (!client || !beta || !admin) return;
  // Seeding runs at every start with SEED_DEMO: once is enough.
  const [seeded] = await db
    .select({ id: supportConversations.id })
    .from(supportConversations)
    .where(eq(supportConversations.sessionId, demoSessionId('escalated')));
  if (seeded) return;
  const [next] = await rowsOf(
    db,
    sql`select nextval(pg_get_serial_sequence('support_tickets', 'id'))::int as id`,
    z.object({ id: z.number() }),
  );
  const ticketId = (next as { id: number }).id;
  const ticketNumber = ticketNumberOf(ticketId);

  const greeting = 'Hello! I am the support assistant, a program and not a person.';
  const escalatedStart = new Date(now.getTime() - minutes(26 * 60));
  const escalatedId = await conversation(
    db,
    {
      sessionId: demoSessionId('escalated'),
      userId: client,
      status: 'ESCALATED',
      priority: 'HIGH',
      summary: 'Equifax dispute delivered 18 days ago, no answer yet.',
      escalatedAt: new Date(escalatedStart.getTime() + minutes(3)),
      firstAgentReplyAt: new Date(escalatedStart.getTime() + minutes(7)),
    },
    [
      { sender: 'AI', message: greeting, at: 0, confidence: 0.95 },
      {
        sender: 'USER',
        message: 'My Equifax letter was delivered 18 days ago and nothing happened. Can I talk to a person?',
        at: 1,
        sentiment: -0.2,
      },
      {
        sender: 'AI',
        message:
          'I am a program, so I will pass this to our support team. Fill in the short ticket form and a person will reply here and by email.',
        at: 1,
        confidence: 0.55,
        sentiment: -0.2,
      },
      {
        sender: 'AI',
        message: `Ticket #${ticketNumber} has been created. Our support team will reply here and by email to client@example.com.`,
        at: 3,
      },
      {
        sender: 'ADMIN',
        message:
          'Hi Casey, I checked your dispute about the LVNV Funding collection: Equifax received it 18 days ago, so their 30 days run 12 more days. Its 14-day follow-up is due, so I am calling them and will write to you here.',
        at: 7,
      },
    ],
    escalatedStart,
  );
  await db.insert(supportTickets).values({
    id: ticketId,
    ticketNumber,
    conversationId: escalatedId,
    userId: client,
    title: 'No answer from Equifax after delivery',
    description: 'My Equifax dispute letter was delivered 18 days ago and I have not heard back.',
    status: 'IN_PROGRESS',
    priority: 'HIGH',
    category: 'DISPUTE_HELP',
    customerName: 'Casey Bennett',
    customerEmail: 'client@example.com',
    createdAt: new Date(escalatedStart.getTime() + minutes(3)),
    updatedAt: new Date(escalatedStart.getTime() + minutes(7)),
  });

  const resolvedStart = new Date(now.getTime() - minutes(3 * 24 * 60));
  await conversation(
    db,
    {
      sessionId: demoSessionId('resolved'),
      userId: beta,
      status: 'RESOLVED',
      priority: 'LOW',
      customerSatisfaction: 5,
      summary: 'Asked when the plan is charged; answered from the billing article.',
    },
    [
      { sender: 'AI', message: greeting, at: 0, confidence: 0.95 },
      { sender: 'USER', message: 'When am I charged for my plan?', at: 1, sentiment: 0 },
      {
        sender: 'AI',
        message:
          'Our help article “Your 3-business-day cancellation right and when you are charged” says:\n\n“Consumer plans are charged only after services were performed for the period, never in advance.”',
        at: 1,
        confidence: 0.9,
        sentiment: 0,
      },
      { sender: 'USER', message: 'Great, thanks, that helps!', at: 2, sentiment: 0.6 },
    ],
    resolvedStart,
  );

  await conversation(
    db,
    {
      sessionId: demoSessionId('anonymous'),
      userId: null,
      browserKeyHash: null,
      status: 'ACTIVE',
      priority: 'MEDIUM',
    },
    [
      { sender: 'AI', message: greeting, at: 0, confidence: 0.95 },
      { sender: 'USER', message: 'How much is the Elite plan?', at: 1, sentiment: 0 },
      {
        sender: 'AI',
        message:
          'Our help article “Changing or cancelling your plan” says:\n\n“Elite ($79 a month, includes one 15-minute strategy call a month)”',
        at: 1,
        confidence: 0.72,
        sentiment: 0,
      },
    ],
    new Date(now.getTime() - minutes(90)),
  );

  const thread = [
    {
      senderId: admin,
      senderType: 'ADMIN' as const,
      message:
        'Welcome, Casey! I am your credit specialist. I uploaded your latest report; the two collections are in your Issues tab.',
      at: -2 * 24 * 60,
    },
    {
      senderId: client,
      senderType: 'CLIENT' as const,
      message: 'Thanks! Should I dispute the medical collection first?',
      at: -2 * 24 * 60 + 45,
    },
    {
      senderId: admin,
      senderType: 'ADMIN' as const,
      message:
        'Yes: it was paid by insurance, so it is inaccurate. Send it to all three bureaus and keep your insurance statement handy.',
      at: -2 * 24 * 60 + 60,
    },
    {
      senderId: client,
      senderType: 'CLIENT' as const,
      message: 'Done, the letters are approved. I will upload the insurance statement tomorrow.',
      at: -30,
    },
  ];
  await db.insert(chatMessages).values(
    thread.map((m, i) => ({
      userId: client,
      senderId: m.senderId,
      senderType: m.senderType,
      message: m.message,
      createdAt: new Date(now.getTime() + minutes(m.at)),
      // The last client message is still unread by the team.
      readAt: i < thread.length - 1 ? new Date(now.getTime() + minutes(m.at + 5)) : null,
    })),
  );
}
