import {forwardRef, useEffect, useState, type ComponentPropsWithoutRef, type ReactNode} from 'react';

type Props = ComponentPropsWithoutRef<'button'> & {text?: string; ariaLabel?: string};

/**
 * The navbar search button. DocSearch ships its button in the same module as
 * its modal (about 27 KB gzip), so importing it put the whole modal in every
 * page's start-up script. This is the same control with DocSearch's class
 * names, so its stylesheet still applies, and the modal loads on demand.
 */
export const SearchButton = forwardRef<HTMLButtonElement, Props>(function SearchButton(
  {text = 'Search', ariaLabel = 'Search', ...buttonProps},
  ref,
): ReactNode {
  // The shortcut hint depends on the platform, known only in the browser.
  const [modifier, setModifier] = useState<string | null>(null);
  useEffect(() => {
    setModifier(/Mac|iPhone|iPad|iPod/i.test(navigator.platform) ? '⌘' : 'Ctrl');
  }, []);

  return (
    <button
      type="button"
      className="DocSearch DocSearch-Button"
      // The name comes from the visible label (on phones it is hidden only
      // visually), so the two always match; the shortcut is announced from
      // aria-keyshortcuts, and the key hints are decoration.
      aria-label={ariaLabel === text ? undefined : ariaLabel}
      aria-keyshortcuts={modifier === '⌘' ? 'Meta+K' : 'Control+K'}
      ref={ref}
      {...buttonProps}>
      <span className="DocSearch-Button-Container">
        <svg className="DocSearch-Search-Icon" width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
          <circle cx="8.5" cy="8.5" r="6" fill="none" stroke="currentColor" strokeWidth="1.6" />
          <path d="M13 13l5 5" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
        <span className="DocSearch-Button-Placeholder">{text}</span>
      </span>
      <span className="DocSearch-Button-Keys" aria-hidden="true">
        {modifier !== null && (
          <>
            <kbd
              className={
                modifier === 'Ctrl' ? 'DocSearch-Button-Key DocSearch-Button-Key--word' : 'DocSearch-Button-Key'
              }>
              {modifier}
            </kbd>
            <kbd className="DocSearch-Button-Key">K</kbd>
          </>
        )}
      </span>
    </button>
  );
});
