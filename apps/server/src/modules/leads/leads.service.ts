import {
  leadMessages,
  leadRepeatWindowDays,
  type leadSubmission,
  leadUrgencies,
  phoneDigits,
} from '@app/contracts/leads.contract';
import type { z } from 'zod';
import type { MailPort } from '../../integrations/mail/mail.port';
import { badRequest } from '../../platform/errors';
import type { LeadsRepository } from './leads.repository';

type Lead = z.output<typeof leadSubmission>;

function teamNotice(id: number, lead: Lead, submissionCount: number) {
  const urgency = leadUrgencies.find((u) => u.value === lead.urgency)?.label ?? lead.urgency;
  return [
    submissionCount > 1
      ? `Lead #${id} sent the form again (${submissionCount} times in all); the lead now shows these latest details.`
      : `New credit repair lead #${id}`,
    '',
    `Name: ${lead.firstName} ${lead.lastName}`,
    `Phone: ${lead.phone}`,
    `Email: ${lead.email || '(not given)'}`,
    `Urgency: ${urgency}`,
    `Credit issues: ${lead.creditIssues.join(', ')}`,
    '',
    lead.additionalDetails ? `Details:\n${lead.additionalDetails}` : 'No additional details.',
    '',
    'We promised a call within 24 hours.',
  ].join('\n');
}

export function createLeadsService(deps: {
  repo: LeadsRepository;
  mail: MailPort;
  teamEmail: string;
  log: { error: (o: object, m: string) => void };
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  return {
    /** A lead for the organization the visitor's request came to (its host name's). */
    async submit(lead: Lead, ip: string, organizationId: number) {
      if (lead.planId !== undefined && !(await deps.repo.isOfferedPlan(lead.planId, organizationId))) {
        throw badRequest(leadMessages.planUnknown, [{ field: 'planId', message: leadMessages.planUnknown }]);
      }
      const at = now();
      const { id, submissionCount } = await deps.repo.insertOrUpdateRepeat(
        {
          organizationId,
          planId: lead.planId ?? null,
          firstName: lead.firstName,
          lastName: lead.lastName,
          phone: lead.phone,
          email: lead.email || null,
          creditIssues: lead.creditIssues,
          additionalDetails: lead.additionalDetails,
          urgency: lead.urgency,
          source: lead.source,
          submittedAt: new Date(lead.timestamp),
          ip,
          phoneDigits: phoneDigits(lead.phone),
        },
        new Date(at.getTime() - leadRepeatWindowDays * 86_400_000),
        at,
      );
      // The lead is stored either way; a mail failure is logged, not shown to the visitor.
      try {
        await deps.mail.send({
          to: deps.teamEmail,
          subject: `${submissionCount > 1 ? 'Repeat lead' : 'New lead'}: ${lead.firstName} ${lead.lastName} (${lead.urgency})`,
          body: teamNotice(id, lead, submissionCount),
        });
      } catch (err) {
        deps.log.error({ err, leadId: id }, 'lead notice not sent');
      }
      return { id, received: true as const };
    },
  };
}
export type LeadsService = ReturnType<typeof createLeadsService>;
