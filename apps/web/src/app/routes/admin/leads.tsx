import '@mantine/core/styles/Modal.css';
import { formatUsPhone } from '@app/contracts/client-onboarding.contract';
import { type AdminLead, leadAdminMessages } from '@app/contracts/leads.contract';
import { Modal } from '@mantine/core';
import { useState } from 'react';
import { adminPortalPath } from '../../../config/paths';
import { AddClientForm } from '../../../features/clients/components/add-client-form';
import { useUpdateLeadStatus } from '../../../features/leads/api/update-lead-status';
import { LeadList } from '../../../features/leads/components/lead-list';
import { useSubscriptionPlans } from '../../../features/plans/api/get-subscription-plans';
import { notify } from '../../../lib/notify';

const clientPath = (userId: number) => `${adminPortalPath('clients')}?client=${userId}`;

/** /admin-portal/leads: the public form's submissions; 'Convert to client' pre-fills Add New Client. */
export function LeadsPage() {
  const [converting, setConverting] = useState<AdminLead | null>(null);
  const update = useUpdateLeadStatus();
  const consumerPlans = useSubscriptionPlans().data?.filter((p) => p.kind === 'consumer') ?? [];

  return (
    <>
      <LeadList onConvert={setConverting} clientPath={clientPath} />
      <Modal
        opened={converting !== null}
        onClose={() => setConverting(null)}
        title="Add New Client"
        size="lg"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {converting && (
          <AddClientForm
            framed={false}
            title="Add New Client"
            plans={consumerPlans}
            // The lead's phone when it is a US number (the server keeps it in any case), and the
            // plan they chose on the site when it is one a client signs.
            initialValues={{
              firstName: converting.firstName,
              lastName: converting.lastName,
              email: converting.email ?? '',
              phone: formatUsPhone(converting.phone) ?? '',
              planId: consumerPlans.find((p) => p.name === converting.planName)?.id ?? null,
            }}
            onDone={() => setConverting(null)}
            onCreated={(user) => {
              const lead = converting;
              // The phone, chosen issues and notes of the lead are kept on the client by the server.
              update.mutate(
                { id: lead.id, change: { status: 'converted', convertedUserId: user.id } },
                // Success shows as the lead's Converted badge; the toast stays 'Client created successfully'.
                {
                  onError: () =>
                    notify({ color: 'red', title: 'Error', message: leadAdminMessages.statusFailed }),
                },
              );
            }}
          />
        )}
      </Modal>
    </>
  );
}
