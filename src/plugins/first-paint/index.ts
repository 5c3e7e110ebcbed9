import type {HtmlTagObject, Plugin} from '@docusaurus/types';

/** The id of an empty element at the very end of every page's body. */
export const PAGE_END_ID = '__docs_page_end';

function renderBlockingExpect(id: string): HtmlTagObject {
  return {tagName: 'link', attributes: {rel: 'expect', href: `#${id}`, blocking: 'render'}};
}

/**
 * A page opened at a #heading: no paint before the whole page is parsed.
 * Created by a script in the head (so still before <body>, where
 * `blocking="render"` counts) only when the URL has a hash: a reader who
 * asked for a heading sees it in place in the first frame, instead of the
 * page's top half-parsed (a table there rewraps as its rows arrive, a shift
 * seen on a busy machine) and then a jump. Other loads paint as early as
 * before. Its text is hashed into the Content-Security-Policy like any inline
 * script.
 */
const HASH_LOAD_SCRIPT =
  `if(location.hash){var l=document.createElement("link");l.rel="expect";l.href="#${PAGE_END_ID}";` +
  `l.setAttribute("blocking","render");document.head.appendChild(l)}`;

/** When the first frame may be painted; Chromium honours these, other browsers paint as they always did. */
export default function firstPaintPlugin(): Plugin {
  return {
    name: 'first-paint',
    injectHtmlTags() {
      return {
        headTags: [
          // Every load: no paint before the navbar is parsed whole. Painted
          // while its right-hand items were still arriving, the items already
          // there jumped left as the rest came in.
          renderBlockingExpect('__docusaurus_skipToContent_fallback'),
          {tagName: 'script', innerHTML: HASH_LOAD_SCRIPT},
        ],
        postBodyTags: [{tagName: 'div', attributes: {id: PAGE_END_ID, hidden: true}}],
      };
    },
  };
}
