import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { MailMessage, MailPort } from '../../integrations/mail/mail.port';
import type { PostalPort } from '../../integrations/postal/postal.port';
import type { AuditLog } from '../../platform/audit/audit-log';
import type { SessionUser } from '../../platform/auth/sessions.repository';
import type { IdempotentCreate } from '../../platform/idempotency/idempotent-create';
import type { BrandOf } from '../../platform/organizations/organization-brand';
import type { CreditIssuesService } from '../credit-issues/credit-issues.service';
import { createAllDisputesRepository } from './all-disputes.repository';
import { allDisputesRoutes } from './all-disputes.routes';
import { createAllDisputesService } from './all-disputes.service';
import { disputeApprovalRoutes } from './dispute-approval.routes';
import { createDisputeApprovalService } from './dispute-approval.service';
import { disputeTrackingRoutes } from './dispute-tracking.routes';
import { createDisputeTrackingService } from './dispute-tracking.service';
import { createDisputesRepository } from './disputes.repository';
import { disputesRoutes } from './disputes.routes';
import { createDisputesService } from './disputes.service';
import { createLetterReadinessRepository } from './letter-readiness.repository';
import { letterReadinessRoutes } from './letter-readiness.routes';
import {
  createLetterReadinessService,
  type LetterOfClient,
  type MailingGate,
} from './letter-readiness.service';
import { createLettersToMailRepository } from './letters-to-mail.repository';
import { lettersToMailRoutes } from './letters-to-mail.routes';
import { createLettersToMailService } from './letters-to-mail.service';
import { createTrackingJobsRepository } from './tracking-jobs.repository';
import { createTrackingListRepository } from './tracking-list.repository';
import { trackingListRoutes } from './tracking-list.routes';
import { createTrackingListService } from './tracking-list.service';
import { createTrackingRefreshJob } from './tracking-refresh.job';

export function disputesModule(deps: {
  log: FastifyBaseLogger;
  db: Database;
  issues: CreditIssuesService;
  postal: PostalPort;
  mail: MailPort;
  audit: AuditLog;
  mailingGate?: MailingGate;
  /** Sends a claimed follow-up notice as the person chose (notices module); plain mail otherwise. */
  followUpNotice?: (userId: number, message: MailMessage) => Promise<boolean>;
  allowance?: (userId: number, issueId: number) => Promise<void>;
  timeZone: string;
  idempotentCreate: IdempotentCreate;
  brandOf: BrandOf;
}) {
  const repo = createDisputesRepository(deps.db);
  const readiness = createLetterReadinessService({
    repo: createLetterReadinessRepository(deps.db),
    mailingGate: deps.mailingGate,
  });
  const service = createDisputesService({
    repo,
    readiness,
    issues: deps.issues,
    allowance: deps.allowance,
    timeZone: deps.timeZone,
  });
  const tracking = createDisputeTrackingService({
    repo,
    postal: deps.postal,
    readiness,
    timeZone: deps.timeZone,
  });
  const refreshTracking = createTrackingRefreshJob({
    repo: createTrackingJobsRepository(deps.db),
    postal: deps.postal,
    mail: deps.mail,
    followUpNotice: deps.followUpNotice,
    log: deps.log,
    timeZone: deps.timeZone,
  });
  const lettersToMail = createLettersToMailService({
    repo: createLettersToMailRepository(deps.db),
    readiness,
    brandOf: deps.brandOf,
  });
  /** What the certified mail module reads of a letter, and the checks it must pass before mailing. */
  const mailing = {
    chosen: lettersToMail.chosen,
    assertReady: (viewer: SessionUser, letter: LetterOfClient) => readiness.assertReady(viewer, letter),
  };
  const register = async (app: FastifyInstance) => {
    await app.register(disputesRoutes, {
      service,
      idempotentCreate: deps.idempotentCreate,
      brandOf: deps.brandOf,
    });
    await app.register(disputeTrackingRoutes, { service: tracking });
    await app.register(disputeApprovalRoutes, {
      service: createDisputeApprovalService({
        repo,
        readiness,
        markDisputed: (tx, issueId) => deps.issues.markDisputedWithin(tx, issueId),
        audit: deps.audit,
      }),
    });
    await app.register(letterReadinessRoutes, { service: readiness });
    await app.register(lettersToMailRoutes, { service: lettersToMail });
    await app.register(trackingListRoutes, {
      service: createTrackingListService(createTrackingListRepository(deps.db), deps.timeZone),
    });
    await app.register(allDisputesRoutes, {
      service: createAllDisputesService(createAllDisputesRepository(deps.db)),
    });
  };
  return { service, tracking, refreshTracking, mailing, register };
}
