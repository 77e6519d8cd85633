import { assignmentFilters, assignmentFiltersFor } from '@app/contracts/team-roles';
import { useSearchParams } from 'react-router';
import { WorkQueueBoard } from '../../../features/work-queue/components/work-queue-board';
import { useSignedInUser } from '../../../lib/session';

/**
 * /admin-portal: the work queue across the organization's clients, the team's first screen (issue
 * 21). Whose clients' work it shows lives in the address (`who`, as on Client Management).
 */
export function WorkQueuePage() {
  const [params, setParams] = useSearchParams();
  const choices = assignmentFiltersFor(useSignedInUser());
  const who = assignmentFilters.find((f) => f === params.get('who') && choices.includes(f));
  return (
    <WorkQueueBoard
      assignmentFilters={choices}
      // The last choice is the role's widest: Everyone for the office, Mine for a specialist.
      assigned={who ?? choices[choices.length - 1] ?? 'mine'}
      onAssignedChange={(next) => setParams({ who: next })}
    />
  );
}
