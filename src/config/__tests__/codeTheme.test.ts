import {describe, expect, it} from 'vitest';
import {codeTheme} from '../codeTheme';

/** WCAG's relative luminance of a #rrggbb or rgb(r, g, b) colour. */
function luminance(color: string): number {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color);
  const parts = hex ? hex.slice(1).map((part) => Number.parseInt(part, 16)) : (color.match(/\d+/g) ?? []).map(Number);
  if (parts.length < 3) throw new Error(`Not a colour this test reads: ${color}`);
  const [r, g, b] = parts.map((value) => {
    const channel = value / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('code theme', () => {
  const background = codeTheme.plain.backgroundColor ?? '';

  it('is a dark theme', () => {
    expect(luminance(background)).toBeLessThan(0.05);
  });

  it('gives every token at least 4.5:1 contrast with the background', () => {
    const colors = [codeTheme.plain.color, ...codeTheme.styles.map((entry) => entry.style.color)].filter(
      (color): color is string => typeof color === 'string',
    );
    expect(colors.length).toBeGreaterThan(10);
    const faint = colors.filter((color) => contrast(color, background) < 4.5);
    expect(faint).toEqual([]);
  });
});
