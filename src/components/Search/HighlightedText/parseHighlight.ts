export type HighlightPart = {text: string; highlighted: boolean};

const ENTITIES: Record<string, string> = {'&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'"};

function decodeEntities(text: string): string {
  return text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);
}

/**
 * Splits a highlighted value ("a <mark>b</mark> c", entities escaped) into
 * plain text parts, so React renders them as text and never as markup.
 */
export function parseHighlight(value: string, pre = '<mark>', post = '</mark>'): HighlightPart[] {
  const parts: HighlightPart[] = [];
  let rest = value;
  let highlighted = false;
  while (rest.length > 0) {
    const tag = highlighted ? post : pre;
    const at = rest.indexOf(tag);
    const chunk = at === -1 ? rest : rest.slice(0, at);
    if (chunk) parts.push({text: decodeEntities(chunk), highlighted});
    if (at === -1) break;
    rest = rest.slice(at + tag.length);
    highlighted = !highlighted;
  }
  return parts;
}
