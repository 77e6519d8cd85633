import { Badge, Box } from '@mantine/core';
import { Link } from 'react-router';
import { useNextSteps } from '../api/get-next-steps';

/** The header's count of what needs the person; the same query as the homes' panel. */
export function NextStepsCount({ to }: { to: string }) {
  const next = useNextSteps();
  const count = next.data?.count;
  if (!count) return null;
  return (
    <Badge
      component={Link}
      to={to}
      color="red.8"
      variant="filled"
      size="lg"
      style={{ cursor: 'pointer' }}
      aria-label={`Next steps: ${count} ${count === 1 ? 'thing needs' : 'things need'} you`}
      data-testid="next-steps-count"
    >
      {count}
      <Box component="span" visibleFrom="sm">
        &nbsp;to do
      </Box>
    </Badge>
  );
}
