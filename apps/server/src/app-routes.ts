import type { FastifyInstance } from 'fastify';
import type { BuiltServices } from './app-services';
import type { Config } from './config';
import type { Database } from './db/client';
import type { BureauPort } from './integrations/bureaus/bureaus.port';
import type { MailPort } from './integrations/mail/mail.port';
import { createMailOutboxRepository } from './integrations/mail/mail-outbox.repository';
import { appInfoRoutes } from './modules/app-info/app-info.routes';
import { mailOutboxRoutes } from './modules/mail-outbox/mail-outbox.routes';
import type { BrandBook } from './platform/organizations/organization-brand';
import { registerSpaStatic } from './platform/spa-static';

/**
 * Serves the built services over HTTP: each module registers its routes and lifecycle hooks (jobs
 * settled at close, warm-ups at ready), then the single-page app's files take every other path.
 */
export async function registerRoutes(
  app: FastifyInstance,
  built: BuiltServices,
  deps: {
    config: Config;
    db: Database;
    mail: MailPort;
    brands: BrandBook;
    bureaus: BureauPort;
    declaredRoutes: ReadonlyArray<{ method: string; url: string }>;
  },
) {
  const { config } = deps;
  await app.register(appInfoRoutes, {
    integrations: { mail: deps.mail.transport, bureaus: deps.bureaus.source },
    brandOf: deps.brands.brandOf,
  });
  for (const module of built.modules) await module.register(app);
  await app.register(mailOutboxRoutes, { outbox: createMailOutboxRepository(deps.db) });
  await registerSpaStatic(app, config.webDistDir);
  built.feedback.assertCountedRoutesExist(deps.declaredRoutes);
}
