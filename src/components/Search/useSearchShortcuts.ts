import {useEffect, type RefObject} from 'react';

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
export function useSearchShortcuts({isOpen, onOpen, onClose, onInput, buttonRef}: Options): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const toggle = event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey);
      const slash = event.key === '/' && !isOpen && !isTyping(event.target);
      const escape = event.key === 'Escape' && isOpen;
      if (toggle || slash || escape) {
        event.preventDefault();
        if (isOpen) onClose();
        else if (!document.body.classList.contains('DocSearch--active')) onOpen();
        return;
      }
      if (buttonRef.current === document.activeElement && /^[a-z0-9]$/i.test(event.key)) onInput(event);
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, onOpen, onClose, onInput, buttonRef]);
}
