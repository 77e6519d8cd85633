/**
 * Text colours that keep 4.5:1 on white and on their own light tint. Mantine's shade 9 does not for
 * green, teal, cyan, orange and yellow, so light badges and coloured text in those hues use these.
 */
const darkText: Record<string, string> = {
  green: '#1e6b2e',
  teal: '#0a6650',
  cyan: '#0b6172',
  orange: '#9c3b00',
  yellow: '#7a5200',
  lime: '#4a6300',
};

/** The colour for text of this hue; undefined leaves the theme's own (already readable) shade. */
export const toneText = (color: string): string | undefined => darkText[color];
