import * as endpoints from '@app/contracts/endpoints/routes.generated';
import type { StartChatRequest } from '@app/contracts/support.contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** POST /api/support/chat/start: userId, or null from the public site; reads sessionId. */
const startChat = (body: StartChatRequest) => call(endpoints.startSupportChat, { body });

export const useStartChat = () => useMutation({ mutationFn: startChat });
