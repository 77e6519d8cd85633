import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useNextSteps } from '../../../features/notices/api/get-next-steps';

/**
 * What a client home shows under its next steps. The steps come first and their height is known only
 * with their answer, so this part is drawn at once but shown only with that answer, behind
 * `placeholder` until then. Shown earlier, it would be pushed down the screen as the steps arrive (a
 * layout shift the person sees and Lighthouse counts); drawn earlier, the answer's commit only
 * uncovers it instead of creating it.
 */
export function UnderNextSteps({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  const stepsKnown = !useNextSteps().isPending;
  return (
    <>
      {!stepsKnown && placeholder}
      <Stack gap="lg" style={stepsKnown ? undefined : { display: 'none' }}>
        {children}
      </Stack>
    </>
  );
}
