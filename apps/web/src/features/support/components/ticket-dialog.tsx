import { personDateTime } from '@app/contracts/common/person-dates';
import '@mantine/core/styles/Modal.css';
import {
  enumLabel,
  type SupportTicket,
  supportMessages,
  ticketStatuses,
} from '@app/contracts/support.contract';
import { Modal, Select, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-errors';
import { notify } from '../../../lib/notify';
import { useUpdateSupportTicket } from '../api/update-support-ticket';
import { TicketForm } from './ticket-form';

/** The whole ticket, editable, with its status (an admin sets any status directly). */
export function TicketDialog({ ticket, onClose }: { ticket: SupportTicket | null; onClose: () => void }) {
  const update = useUpdateSupportTicket();
  const [status, setStatus] = useState<string | null>(null);
  if (!ticket)
    return (
      <Modal
        closeButtonProps={{ 'aria-label': 'Close dialog' }}
        opened={false}
        onClose={onClose}
        title="Ticket"
      />
    );
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
      opened
      onClose={onClose}
      title={`Ticket #${ticket.ticketNumber}`}
      size="lg"
    >
      <Text fz="xs" c="dimmed" mb="sm">
        Created {personDateTime(ticket.createdAt)}
        {ticket.sessionId ? ' from a support chat' : ''}
      </Text>
      <TicketForm
        key={ticket.updatedAt}
        initial={{
          title: ticket.title,
          description: ticket.description,
          priority: ticket.priority,
          category: ticket.category,
          customerInfo: { ...ticket.customerInfo, phone: ticket.customerInfo.phone ?? '' },
        }}
        submitLabel="Save ticket"
        pending={update.isPending}
        onCancel={onClose}
        onSubmit={(values, form) =>
          update.mutate(
            {
              id: ticket.id,
              change: { ...values, status: (status ?? ticket.status) as SupportTicket['status'] },
            },
            {
              onSuccess: (saved) => {
                notify({
                  color: 'teal',
                  title: supportMessages.ticketUpdated,
                  message: `#${saved.ticketNumber}: ${enumLabel(saved.status)}`,
                });
                onClose();
              },
              onError: (error) => {
                if (!form.setServerErrors(error))
                  notify({
                    color: 'red',
                    title: supportMessages.updateFailed,
                    message: errorMessage(error, 'Could not save the ticket'),
                  });
              },
            },
          )
        }
      >
        <Select
          label="Status"
          data={ticketStatuses.map((s) => ({ value: s, label: enumLabel(s) }))}
          value={status ?? ticket.status}
          onChange={setStatus}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
      </TicketForm>
    </Modal>
  );
}
