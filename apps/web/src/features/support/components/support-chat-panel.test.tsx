import { engineLabel } from '@app/contracts/common/engines';
import { type SupportChatMessage, supportMessages, supportTiming } from '@app/contracts/support.contract';
import { Notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../testing/msw-server';
import { personWith } from '../../../testing/person';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { SupportChatPanel } from './support-chat-panel';

const at = '2026-11-20T15:00:00.000Z';
const greeting: SupportChatMessage = {
  id: 1,
  sender: 'AI',
  message: 'Hello! I am the support assistant, a program and not a person.',
  createdAt: at,
  confidence: supportTiming.greetingConfidence,
  sentiment: null,
  source: null,
  engine: 'builtin',
};
const sessionId = 'abcdefghijklmnopqrstuvwxyz012345';

function describeApi(escalate: boolean) {
  const sent: unknown[] = [];
  const tickets: unknown[] = [];
  const messages: SupportChatMessage[] = [greeting];
  server.use(
    http.post('/api/support/chat/start', () =>
      HttpResponse.json(
        { sessionId, status: 'ACTIVE', engine: 'builtin', messages: [greeting] },
        { status: 201 },
      ),
    ),
    http.get(`/api/support/chat/${sessionId}/messages`, () =>
      HttpResponse.json({
        sessionId,
        status: 'ACTIVE',
        customerSatisfaction: null,
        ticketNumber: null,
        messages,
      }),
    ),
    http.post('/api/support/chat/message', async ({ request }) => {
      const body = (await request.json()) as { message: string };
      sent.push(body);
      messages.push({
        ...greeting,
        id: messages.length + 1,
        sender: 'USER',
        message: body.message,
        confidence: null,
      });
      return HttpResponse.json({
        response: 'I am a program, so I will pass this to our support team.',
        confidence: 0.3,
        sentiment: 0,
        escalationSuggested: escalate,
        source: null,
        engine: 'builtin',
        messages: [],
      });
    }),
    http.post('/api/support/tickets', async ({ request }) => {
      tickets.push(await request.json());
      return HttpResponse.json({ ticketNumber: 'ST-000042', ticket: {} }, { status: 201 });
    }),
  );
  return { sent, tickets };
}

describe('the support chat', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => vi.useRealTimers());

  it('greets, says it is the built-in assistant, and sends nothing blank', async () => {
    const api = describeApi(false);
    renderWithProviders(<SupportChatPanel user={personWith('CLIENT_VIEWER')} />);
    expect(await screen.findByText(/a program and not a person/)).toBeInTheDocument();
    expect(screen.getByText(supportMessages.builtinBadge)).toBeInTheDocument();
    // A rule-based answer says how it was worked out, never a confidence percentage.
    expect(screen.getByTestId('answer-certainty')).toHaveTextContent(engineLabel('answer', 'builtin'));
    expect(screen.queryByText(/Confidence|\d+%/)).not.toBeInTheDocument();
    const box = screen.getByLabelText('Your message');
    const send = screen.getByRole('button', { name: 'Send message' });
    expect(send).toBeDisabled();
    fireEvent.change(box, { target: { value: '   ' } });
    expect(send).toBeDisabled();
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(api.sent).toEqual([]);
  });

  it('sends on Enter, and opens the ticket form 1 s after an escalation is suggested', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = describeApi(true);
    renderWithProviders(<SupportChatPanel user={personWith('CLIENT_VIEWER')} />);
    const box = await screen.findByLabelText('Your message');
    await waitFor(() => expect(box).toBeEnabled());
    fireEvent.change(box, { target: { value: 'Can I talk to a human?' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() =>
      expect(api.sent).toEqual([{ sessionId, message: 'Can I talk to a human?', userId: 7 }]),
    );
    await waitFor(() => expect(box).toHaveValue(''));
    expect(screen.queryByRole('dialog', { name: 'Contact Human Support' })).not.toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(supportTiming.escalationFormDelayMs);
    });
    const dialog = await screen.findByRole('dialog', { name: 'Contact Human Support' });
    expect(dialog).toBeInTheDocument();
    // Name and email come from the signed-in person; Create Ticket waits for a description.
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Casey Bennett');
    const create = screen.getByRole('button', { name: 'Create Ticket' });
    expect(create).toBeDisabled();
    fireEvent.change(screen.getByLabelText(/^Description/), {
      target: { value: 'My letter was delivered.' },
    });
    expect(create).toBeEnabled();
    fireEvent.click(create);
    await waitFor(() => expect(api.tickets).toHaveLength(1));
    expect(api.tickets[0]).toMatchObject({
      title: 'Can I talk to a human?',
      priority: 'MEDIUM',
      category: 'GENERAL',
      customerInfo: { name: 'Casey Bennett', email: 'casey@example.com' },
      sessionId,
      userId: 7,
    });
  });

  it('keeps what is typed while an answer is on its way, and puts back a message that failed', async () => {
    describeApi(false);
    let answer: (response: Response) => void = () => {};
    server.use(
      http.post('/api/support/chat/message', () => new Promise<Response>((resolve) => (answer = resolve)), {
        once: true,
      }),
    );
    renderWithProviders(
      <>
        <Notifications />
        <SupportChatPanel user={personWith('CLIENT_VIEWER')} />
      </>,
    );
    const box = await screen.findByLabelText('Your message');
    await waitFor(() => expect(box).toBeEnabled());
    fireEvent.change(box, { target: { value: 'How long does a dispute take?' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    // The message left the box at once; the next one is typed before the first answer settles.
    expect(box).toHaveValue('');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled());
    fireEvent.change(box, { target: { value: 'And who reads my letter?' } });
    answer(
      HttpResponse.json({
        response: 'About 30 days.',
        confidence: 0.9,
        sentiment: 0,
        escalationSuggested: false,
        source: null,
        engine: 'builtin',
        messages: [],
      }),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled());
    expect(box).toHaveValue('And who reads my letter?');

    server.use(
      http.post('/api/support/chat/message', () => HttpResponse.json({ message: 'down' }, { status: 503 }), {
        once: true,
      }),
    );
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(await screen.findByText(supportMessages.sendFailed)).toBeInTheDocument();
    expect(box).toHaveValue('And who reads my letter?');
  });
});
