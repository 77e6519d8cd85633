import '@mantine/core/styles/Tooltip.css';
import { type EngineWork, engineExplanation, engineLabel } from '@app/contracts/common/engines';
import { Badge, Tooltip } from '@mantine/core';

/** Says honestly what produced a letter, an analysis or a report reading, in words a consumer reads. */
export function EngineBadge({ engine, work }: { engine: string; work: EngineWork }) {
  return (
    <Tooltip
      label={engineExplanation(engine)}
      multiline
      w={280}
      withArrow
      events={{ hover: true, focus: true, touch: true }}
    >
      <Badge
        variant="light"
        color={engine === 'builtin' ? 'gray' : 'brand'}
        component="span"
        tabIndex={0}
        style={{ textTransform: 'none', cursor: 'help' }}
      >
        {engineLabel(work, engine)}
      </Badge>
    </Tooltip>
  );
}
