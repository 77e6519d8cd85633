import { Badge, type BadgeProps } from '@mantine/core';
import { toneText } from './tone';

/** A light badge whose text stays readable on its tint in every hue. */
export function ToneBadge({
  color,
  ...props
}: Omit<BadgeProps, 'variant'> & { color: string; children: React.ReactNode }) {
  return <Badge variant="light" color={color} c={toneText(color)} {...props} />;
}
