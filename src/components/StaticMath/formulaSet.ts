// The HTML of a page's formulas, which KaTeX renders at build time. A page
// opened from its URL already holds every formula in its server-rendered
// HTML, so the browser reads them from there and the page's script does not
// carry them a second time; a page reached by client-side navigation loads
// them as a chunk of their own before it renders (see rehype-static-math).

/** The attribute that names each formula element: `<set key>-<index>`. */
export const FORMULA_ATTRIBUTE = 'data-static-math';

export type FormulaSet = {
  /** A hash of the page's formulas: pages with the same key have the same formulas. */
  readonly key: string;
  /** The HTML inside formula `index`. */
  html(index: number): string;
};

export const formulaId = (key: string, index: number): string => `${key}-${index}`;

/** The set's formula elements in the document, by index, if every one of them is there. */
function formulasInDocument(key: string, count: number): Element[] | null {
  if (typeof document === 'undefined') return null;
  const found: Element[] = [];
  for (const element of document.querySelectorAll(`[${FORMULA_ATTRIBUTE}^="${key}-"]`)) {
    found[Number(element.getAttribute(FORMULA_ATTRIBUTE)?.slice(key.length + 1))] = element;
  }
  for (let index = 0; index < count; index += 1) if (!found[index]) return null;
  return found;
}

/**
 * The formulas of a page, from the document when it holds them all, else
 * from `load`. The document holds them when the page was rendered on the
 * server and is being hydrated, or when the page shown holds the same
 * formulas (same key: another version of it). An element keeps its content
 * after it leaves the document, so a page that is left and opened again
 * still finds them.
 */
export async function loadFormulaSet(
  key: string,
  count: number,
  load: () => Promise<{default: readonly string[]}>,
): Promise<FormulaSet> {
  const inDocument = formulasInDocument(key, count);
  if (inDocument) {
    const read: string[] = [];
    return {key, html: (index) => (read[index] ??= inDocument[index]?.innerHTML ?? '')};
  }
  const {default: strings} = await load();
  if (strings.length !== count) {
    throw new Error(`Formula set ${key} holds ${strings.length} formulas, not ${count}`);
  }
  return {key, html: (index) => strings[index] ?? ''};
}
