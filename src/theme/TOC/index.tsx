import {useEffect, type ReactNode} from 'react';
import TOC from '@theme-original/TOC';
import type TOCType from '@theme/TOC';
import type {WrapperProps} from '@docusaurus/types';
import {scrollToShow} from './scrollToShow';

type Props = WrapperProps<typeof TOCType>;

// The class TOC gives the entry of the section being read.
const ACTIVE = 'table-of-contents__link--active';

/**
 * Docusaurus marks the entry of the section being read but never scrolls the
 * table of contents, so where it is taller than the window (the FAQ's 70
 * entries) the mark leaves the list and the reader loses their place. This
 * scrolls the list, not the page, when the mark moves out of its middle half;
 * a reader scrolling the list by hand moves no mark and is left alone.
 */
function useActiveEntryInView(className: string | undefined): void {
  useEffect(() => {
    const list = className ? document.getElementsByClassName(className)[0] : undefined;
    if (!list) return undefined;
    const show = (entry: Element | null | undefined) => {
      if (!entry || list.scrollHeight <= list.clientHeight) return;
      const box = list.getBoundingClientRect();
      list.scrollTop += scrollToShow(box, entry.getBoundingClientRect(), box.height / 4);
    };
    // The first mark is set before this effect runs (a page opened at a #hash).
    show(list.getElementsByClassName(ACTIVE)[0]);
    const observer = new MutationObserver((changes) =>
      show(changes.map(({target}) => target as Element).find((el) => el.classList.contains(ACTIVE))),
    );
    observer.observe(list, {subtree: true, attributeFilter: ['class']});
    return () => observer.disconnect();
  }, [className]);
}

export default function TOCWrapper(props: Props): ReactNode {
  useActiveEntryInView(props.className);
  return <TOC {...props} />;
}
