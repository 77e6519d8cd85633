import type { StartChatRequest, StartChatResponse } from '@app/contracts/support.contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/support/chat/start: userId, or null from the public site; reads sessionId. */
const startChat = (body: StartChatRequest) =>
  apiRequest<StartChatResponse>('POST', '/api/support/chat/start', body);

export const useStartChat = () => useMutation({ mutationFn: startChat });
