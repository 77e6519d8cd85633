import '@mantine/core/styles/Modal.css';
import { type AdminLead, leadAdminMessages } from '@app/contracts/leads.contract';
import { Modal } from '@mantine/core';
import { useState } from 'react';
import { adminPortalPath } from '../../../config/paths';
import { AddClientForm } from '../../../features/clients/components/add-client-form';
import { useUpdateLeadStatus } from '../../../features/leads/api/update-lead-status';
import { LeadList } from '../../../features/leads/components/lead-list';
import { notify } from '../../../lib/notify';

const clientPath = (userId: number) => `${adminPortalPath('clients')}?client=${userId}`;

/** /admin-portal/leads: the public form's submissions; 'Convert to client' pre-fills Add New Client. */
export function LeadsPage() {
  const [converting, setConverting] = useState<AdminLead | null>(null);
  const update = useUpdateLeadStatus();

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
            initialValues={{
              firstName: converting.firstName,
              lastName: converting.lastName,
              email: converting.email ?? '',
            }}
            onCreated={(user) => {
              const lead = converting;
              setConverting(null);
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
