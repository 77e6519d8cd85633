// Zod-free: the web's theme is built from it before any form loads.

/** A brand colour as a company writes it: `#rrggbb`. */
export const brandColourPattern = /^#[0-9a-fA-F]{6}$/;

/** WCAG 2 AA for normal text: white words on a filled button must reach this ratio. */
export const minimumTextContrast = 4.5;

/**
 * What the brand shade is held to against white: above AA, because the same shade is also the
 * links' colour on the light tinted cards (an alert's pale orange), where it reads a little less.
 */
const brandShadeContrast = 5.5;

type Rgb = readonly [number, number, number];

const rgbOf = (hex: string): Rgb => {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};
const hexOf = ([r, g, b]: Rgb) =>
  `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
/** `share` of the way from `from` to `to`. */
const mix = (from: Rgb, to: Rgb, share: number): Rgb =>
  [0, 1, 2].map(
    (i) => (from[i] as number) + ((to[i] as number) - (from[i] as number)) * share,
  ) as unknown as Rgb;

const white: Rgb = [255, 255, 255];
const black: Rgb = [0, 0, 0];

/** WCAG 2 relative luminance of an sRGB colour. */
function luminance(rgb: Rgb) {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two `#rrggbb` colours (1 to 21). */
export function contrastRatio(a: string, b: string) {
  const [hi, lo] = [luminance(rgbOf(a)), luminance(rgbOf(b))].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The company's colour as buttons and links can wear it: the colour itself when white text on it
 * reads well, else the same hue darkened step by step until it does (a light green stays green).
 */
export function readableBrandColour(hex: string) {
  const base = rgbOf(hex);
  for (let step = 0; step <= 20; step++) {
    const shade = hexOf(mix(base, black, step * 0.05));
    if (contrastRatio(shade, '#ffffff') >= brandShadeContrast) return shade;
  }
  return '#000000';
}

/**
 * Ten shades for the theme, lightest first: shade 6 is the readable brand colour (filled buttons,
 * links), lighter ones are its tints for backgrounds, darker ones for text on those tints.
 */
export function brandShades(hex: string): string[] {
  const main = rgbOf(readableBrandColour(hex));
  const tints = [0.92, 0.84, 0.68, 0.5, 0.32, 0.16].map((share) => hexOf(mix(main, white, share)));
  const darks = [0.18, 0.34, 0.5].map((share) => hexOf(mix(main, black, share)));
  return [...tints, hexOf(main), ...darks];
}
