import {
  getBrandLogo,
  getOrganizationSettings,
  removeOrganizationLogo,
  updateOrganizationBranding,
  uploadOrganizationLogo,
} from '@app/contracts/endpoints/organization-settings.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/access-policy';
import { actingOf } from '../../platform/auth/request-origin';
import { serve } from '../../platform/http/serve';
import type { OrganizationSettingsService } from './organization-settings.service';

// base64 of a 512 KB logo plus the JSON around it: a little over still gets the contract's 400.
const logoBodyLimit = 800 * 1024;

export const organizationSettingsRoutes: FastifyPluginAsyncZod<{
  service: OrganizationSettingsService;
}> = async (app, { service }) => {
  // The organization is always the admin's own, from the session: never named in the request.
  const own = (request: Parameters<typeof currentUser>[0]) => currentUser(request).organizationId;

  serve(app, getOrganizationSettings, { access: 'admin' }, async (request) => service.settings(own(request)));
  serve(app, updateOrganizationBranding, { access: 'manageBranding' }, async (request) =>
    service.updateBranding(own(request), request.body, actingOf(request)),
  );
  serve(
    app,
    uploadOrganizationLogo,
    { access: 'manageBranding' },
    async (request) => service.uploadLogo(own(request), request.body, actingOf(request)),
    { bodyLimit: logoBodyLimit },
  );
  serve(app, removeOrganizationLogo, { access: 'manageBranding' }, async (request) =>
    service.removeLogo(own(request), actingOf(request)),
  );

  // Public: a visitor's page shows the logo of the host's organization, a signed-in one their own's.
  serve(app, getBrandLogo, { access: 'public' }, async (request, reply) => {
    const logo = await service.logo(request.organizationId);
    return (
      reply
        .type(logo.contentType)
        .header('x-content-type-options', 'nosniff')
        // Each host (and each session's organization) is its own answer; the address's version
        // changes with each upload, so a day's caching never shows an old logo.
        .header('cache-control', 'private, max-age=86400')
        .header('content-security-policy', "sandbox; default-src 'none'")
        .send(logo.bytes)
    );
  });
};
