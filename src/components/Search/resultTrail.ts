/** The levels of a search hit's hierarchy below the section (lvl0). */
export const HIT_LEVELS = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type HitLevel = (typeof HIT_LEVELS)[number];

/**
 * Where a hit sits, for the line under its title on the search page: the
 * section, the page and the headings above the hit's own level. A page that
 * is its own section ("Terminology" in "Terminology") is named once.
 */
export function resultTrail(hierarchy: Partial<Record<'lvl0' | HitLevel, string | null>>, deepest: HitLevel): string[] {
  return [hierarchy.lvl0, ...HIT_LEVELS.slice(0, HIT_LEVELS.indexOf(deepest)).map((level) => hierarchy[level])].filter(
    (part, i, all): part is string => Boolean(part) && part !== all[i - 1],
  );
}
