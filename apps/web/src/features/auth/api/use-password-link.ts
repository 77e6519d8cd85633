import type { PasswordLinkRequest, PasswordLinkResponse } from '@app/contracts/password-links.contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/password-link: sets the password with the link and ends every session of the person. */
const setPasswordWithLink = (body: PasswordLinkRequest) =>
  apiRequest<PasswordLinkResponse>('POST', '/api/auth/password-link', body);

export const useSetPasswordWithLink = () => useMutation({ mutationFn: setPasswordWithLink });
