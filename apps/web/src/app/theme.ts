import { brandShades } from '@app/contracts/brand-colour';
import {
  Badge,
  Checkbox,
  type CSSVariablesResolver,
  createTheme,
  defaultVariantColorsResolver,
  type MantineColorsTuple,
  Notification,
  parseThemeColor,
  type VariantColorsResolver,
} from '@mantine/core';

// A deep blue whose shade 6 (the filled default) gives white text 6.3:1 and stays above 4.5:1 as
// text on its own light tint, so default buttons, links and light badges pass WCAG AA.
const brand: MantineColorsTuple = [
  '#e8f1fc',
  '#d0e1f7',
  '#a3c3ee',
  '#72a3e5',
  '#4a88dd',
  '#2f77d8',
  '#1e5fb3',
  '#184f96',
  '#12407a',
  '#0b3060',
];

// Light, subtle and transparent variants write their text in shade 6, which fails AA on most
// palettes (teal, red, grape...); shade 9 passes on each palette's own tint.
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant !== 'light' && input.variant !== 'subtle' && input.variant !== 'transparent')
    return colors;
  const parsed = parseThemeColor({ color: input.color || input.theme.primaryColor, theme: input.theme });
  return parsed.isThemeColor ? { ...colors, color: `var(--mantine-color-${parsed.color}-9)` } : colors;
};

export const theme = createTheme({
  variantColorResolver,
  primaryColor: 'brand',
  colors: { brand },
  defaultRadius: 'md',
  cursorType: 'pointer',
  headings: { fontWeight: '700' },
  components: {
    // The default 'md' radius rounds a 20px box into a circle, which reads as a radio button.
    Checkbox: Checkbox.extend({ defaultProps: { radius: 'sm' } }),
    // A toast's message is grey 6 by default (3.3:1 on white); grey 7 reads at 7:1.
    Notification: Notification.extend({ styles: { description: { color: 'var(--mantine-color-gray-7)' } } }),
    // A badge's words read as written ('Active', 'Elite Plan'), not shouted in capitals like a code.
    Badge: Badge.extend({ styles: { label: { textTransform: 'none' } } }),
  },
});

/**
 * The theme in a company's own colour (a White Label organization's): its shades replace the
 * product's blue, with shade 6 darkened where needed so white text on buttons stays readable.
 */
export function themeInColour(primaryColour: string | null | undefined) {
  if (!primaryColour) return theme;
  return {
    ...theme,
    colors: { ...theme.colors, brand: brandShades(primaryColour) as unknown as MantineColorsTuple },
  };
}

/**
 * Mantine's 'dimmed' grey is 3.3:1 on white; a darker grey keeps secondary text readable (7:1).
 * Its field-error red (shade 6) is 3.5:1; shade 9 reads at 5.4:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});
