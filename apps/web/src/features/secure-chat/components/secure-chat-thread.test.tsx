import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../testing/msw-server';
import { personWith } from '../../../testing/person';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { SecureChatThread } from './secure-chat-thread';

const message = (id: number, senderType: 'CLIENT' | 'ADMIN', text: string) => ({
  id,
  userId: 7,
  senderType,
  senderName: 'x',
  message: text,
  createdAt: '2026-11-20T15:00:00.000Z',
  readAt: null,
});

describe('Secure Chat', () => {
  it('labels the specialist and the client, and shows markup as text', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get('/api/chat/messages/7', () =>
        HttpResponse.json([
          message(1, 'ADMIN', 'Welcome!'),
          message(2, 'CLIENT', '<img src=x onerror="alert(1)">'),
        ]),
      ),
      http.post('/api/chat/send', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ id: 3, userId: 7, senderType: 'CLIENT' }, { status: 201 });
      }),
    );
    const { container } = renderWithProviders(<SecureChatThread userId={7} side="CLIENT" live={false} />, {
      user: personWith('CLIENT_VIEWER'),
    });
    expect(await screen.findByText('Credit Specialist')).toBeInTheDocument();
    expect(screen.getByText('Client')).toBeInTheDocument();
    expect(screen.getByText('<img src=x onerror="alert(1)">')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Thanks' } });
    fireEvent.keyDown(screen.getByLabelText('Message'), { key: 'Enter' });
    await waitFor(() => expect(sent).toEqual([{ userId: 7, message: 'Thanks' }]));
  });
});
