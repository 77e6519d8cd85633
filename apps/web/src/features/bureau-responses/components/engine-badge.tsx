import { Badge } from '@mantine/core';

/** Says honestly what produced the analysis: the built-in rules or a configured model. */
export function EngineBadge({ engine }: { engine: string }) {
  return engine === 'builtin' ? (
    <Badge variant="light" color="gray" title="Rules and templates; no AI model was used">
      Built-in engine
    </Badge>
  ) : (
    <Badge variant="light" color="brand">
      AI model
    </Badge>
  );
}
