import * as endpoints from '@app/contracts/endpoints/routes.generated';
import type { PasswordLinkRequest } from '@app/contracts/password-links.contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** POST /api/auth/password-link: sets the password with the link and ends every session of the person. */
const setPasswordWithLink = (body: PasswordLinkRequest) => call(endpoints.usePasswordLink, { body });

export const useSetPasswordWithLink = () => useMutation({ mutationFn: setPasswordWithLink });
