import { enumLabel } from '@app/contracts/support.contract';
import { ToneBadge } from '../../../components/status-badge/tone-badge';

const statusColors: Record<string, string> = {
  ACTIVE: 'blue',
  OPEN: 'blue',
  ESCALATED: 'orange',
  IN_PROGRESS: 'indigo',
  WAITING_CUSTOMER: 'grape',
  RESOLVED: 'teal',
  CLOSED: 'dark',
};
const priorityColors: Record<string, string> = { LOW: 'dark', MEDIUM: 'blue', HIGH: 'orange', URGENT: 'red' };

export const StatusBadge = ({ status }: { status: string }) => (
  <ToneBadge color={statusColors[status] ?? 'dark'}>{enumLabel(status)}</ToneBadge>
);

export const PriorityBadge = ({ priority }: { priority: string }) => (
  <ToneBadge color={priorityColors[priority] ?? 'dark'}>{enumLabel(priority)} priority</ToneBadge>
);
