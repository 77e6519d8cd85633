import { describe, expect, it } from 'vitest';
import { brandShades, contrastRatio, minimumTextContrast, readableBrandColour } from './brand-colour';

describe('brand colour', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#1e5fb3', '#ffffff')).toBeGreaterThan(6);
  });

  it('keeps a dark enough colour as it is, and darkens a light one until white text reads on it', () => {
    expect(readableBrandColour('#1e5fb3')).toBe('#1e5fb3');
    const green = '#2f9e44';
    expect(contrastRatio(green, '#ffffff')).toBeLessThan(minimumTextContrast);
    const readable = readableBrandColour(green);
    expect(readable).not.toBe(green);
    expect(contrastRatio(readable, '#ffffff')).toBeGreaterThanOrEqual(minimumTextContrast);
    // Even white itself ends as a readable shade.
    expect(contrastRatio(readableBrandColour('#ffffff'), '#ffffff')).toBeGreaterThanOrEqual(
      minimumTextContrast,
    );
  });

  it('gives ten shades, lightest first, whose sixth is the readable colour', () => {
    const shades = brandShades('#ffd43b');
    expect(shades).toHaveLength(10);
    expect(shades[6]).toBe(readableBrandColour('#ffd43b'));
    // Shade 9 reads as text on shade 0, where light badges and buttons write.
    expect(contrastRatio(shades[9] as string, shades[0] as string)).toBeGreaterThanOrEqual(
      minimumTextContrast,
    );
    for (const s of shades) expect(s).toMatch(/^#[0-9a-f]{6}$/);
  });
});
