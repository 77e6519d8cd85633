import type { AppInfo } from '@app/contracts/app-info.contract';
import { organizationSlugHeader } from '@app/contracts/common/organization-path';
import { getAppInfo } from '@app/contracts/endpoints/app-info.endpoints';
import { platformOrganizationId } from '@app/contracts/platform-operator.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../platform/http/serve';
import type { BrandOf } from '../../platform/organizations/organization-brand';
import { hostName } from '../../platform/organizations/request-organization';

/**
 * The company the pages show: the request's organization (a visitor's by the host name they came
 * to, a signed-in person's their own), so a White Label company's sign-in, landing and signed-in
 * pages carry its name, colour, logo and support contact, not the platform's.
 */
export const appInfoRoutes: FastifyPluginAsyncZod<{
  integrations: AppInfo['integrations'];
  brandOf: BrandOf;
}> = async (app, { integrations, brandOf }) => {
  serve(app, getAppInfo, { access: 'public' }, async (request, reply) => {
    // A visitor's answer depends on the host only (each host its own address, so a shared cache
    // keeps organizations apart); a signed-in person's on their session, so no shared cache keeps it.
    // The slug header names the company at the platform's host: a shared cache keeps it apart too.
    reply.header('cache-control', request.user ? 'private, no-cache' : 'public, max-age=300');
    reply.header('vary', organizationSlugHeader);
    const brand = await brandOf(request.organizationId);
    // A company reached at the platform's host (not at a host of its own) is named by its slug, which
    // its pages keep in every link to sign-in, password and sign-out.
    const atOwnHost = !!brand.host && brand.host.toLowerCase() === hostName(request.host);
    const organizationSlug =
      request.organizationId !== platformOrganizationId && !atOwnHost ? brand.slug : null;
    return {
      companyName: brand.companyName,
      supportEmail: brand.supportEmail,
      supportPhone: brand.supportPhone,
      primaryColour: brand.primaryColour,
      logoUrl: brand.logoUrl,
      organizationSlug,
      integrations,
    };
  });
};
