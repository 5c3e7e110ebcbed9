import {MODAL_HITS_PER_SECTION} from '../../src/config/search';
import {groupInOrder} from '../../src/plugins/search-index/client/ranking';

/**
 * The pages the DocSearch modal (@docsearch/react 3.9) shows for a response,
 * in the order a reader sees them. The modal does not list hits as ranked:
 * it groups them by section (`hierarchy.lvl0`), keeps only the first
 * `maxResultsPerGroup` hits of each section, shows the sections in the order
 * of their first hit, and gathers the hits of one page (`hierarchy.lvl1`)
 * together inside a section. A hit ranked 6th in a busy section is never on
 * screen, so relevance is measured on this order rather than on the raw hits.
 */

export type ModalHit = {
  url_without_anchor: string;
  hierarchy: {lvl0: string | null; lvl1: string | null};
};

/** The hits as the modal lays them out, top to bottom. */
export function modalHitOrder<T extends ModalHit>(
  hits: readonly T[],
  maxResultsPerGroup = MODAL_HITS_PER_SECTION,
): T[] {
  return groupInOrder(hits, (hit) => hit.hierarchy.lvl0 ?? '', maxResultsPerGroup).flatMap((section) =>
    groupInOrder(section, (hit) => hit.hierarchy.lvl1 ?? '', maxResultsPerGroup).flat(),
  );
}

/** The distinct pages (URL paths) the modal shows, in on-screen order. */
export function modalPageOrder(hits: readonly ModalHit[], maxResultsPerGroup = MODAL_HITS_PER_SECTION): string[] {
  const pages = modalHitOrder(hits, maxResultsPerGroup).map((hit) => new URL(hit.url_without_anchor).pathname);
  return [...new Set(pages)];
}
