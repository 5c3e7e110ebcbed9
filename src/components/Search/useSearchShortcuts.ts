import {useEffect, useRef, type RefObject} from 'react';

type Options = {
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
  /** A letter or digit typed while the search button has focus. */
  onInput: (event: KeyboardEvent) => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
};

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName);
}

/**
 * The search shortcuts DocSearch users know: Ctrl/⌘+K toggles the modal, "/"
 * opens it outside text fields, Escape closes it. Kept out of the DocSearch
 * package so the modal's code loads only when someone searches.
 */
export function useSearchShortcuts(options: Options): void {
  // The listener reads the options of the latest render instead of being
  // re-subscribed on every change: passive effects may run a frame after the
  // render that showed the modal, and an Escape in that frame must still
  // close it.
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const {isOpen, onOpen, onClose, onInput, buttonRef} = latest.current;
      const toggle = event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey);
      const slash = event.key === '/' && !isOpen && !isTyping(event.target);
      const escape = event.key === 'Escape' && isOpen;
      if (toggle || slash || escape) {
        event.preventDefault();
        // Our own state, not DocSearch's `DocSearch--active` body class, says
        // whether the modal is open: the class is removed by an effect cleanup
        // that can run after the modal has already left the page.
        if (isOpen) onClose();
        else onOpen();
        return;
      }
      if (buttonRef.current === document.activeElement && /^[a-z0-9]$/i.test(event.key)) onInput(event);
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
