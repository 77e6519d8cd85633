import { enumLabel } from '@app/contracts/support.contract';
import { Badge } from '@mantine/core';

const statusColors: Record<string, string> = {
  ACTIVE: 'blue',
  OPEN: 'blue',
  ESCALATED: 'orange',
  IN_PROGRESS: 'indigo',
  WAITING_CUSTOMER: 'grape',
  RESOLVED: 'teal',
  CLOSED: 'gray',
};
const priorityColors: Record<string, string> = { LOW: 'gray', MEDIUM: 'blue', HIGH: 'orange', URGENT: 'red' };

export const StatusBadge = ({ status }: { status: string }) => (
  <Badge variant="light" color={statusColors[status] ?? 'gray'}>
    {enumLabel(status)}
  </Badge>
);

export const PriorityBadge = ({ priority }: { priority: string }) => (
  <Badge variant="outline" color={priorityColors[priority] ?? 'gray'}>
    {enumLabel(priority)}
  </Badge>
);
