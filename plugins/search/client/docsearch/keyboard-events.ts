/**
 * The modal's keys, in place of `@docsearch/react/useDocSearchKeyboardEvents` (replaced in ../../plugin.ts;
 * DocSearch 3 has no such entry, and its package entry would bring the whole modal into the first load, see
 * ./button.tsx): Ctrl/Cmd+K opens or closes the modal, '/' opens it when no field has focus, Escape closes it,
 * and a letter or digit typed on the focused search button opens it with that character.
 */
import {useEffect, type RefObject} from 'react';

export type KeyboardEventsOptions = {
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
  onInput?: (event: KeyboardEvent) => void;
  searchButtonRef?: RefObject<HTMLButtonElement | null>;
};

function isEditing(event: KeyboardEvent): boolean {
  const target = event.target;
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || target.tagName === 'INPUT' || target.tagName === 'SELECT' || target.tagName === 'TEXTAREA')
  );
}

export function useDocSearchKeyboardEvents({isOpen, onOpen, onClose, onInput, searchButtonRef}: KeyboardEventsOptions): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut = event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey);
      const slash = event.key === '/' && !isOpen && !isEditing(event);
      if ((event.key === 'Escape' && isOpen) || shortcut || slash) {
        event.preventDefault();
        if (isOpen) onClose();
        // The class marks a modal already open, from another search bar of the page.
        else if (!document.body.classList.contains('DocSearch--active')) onOpen();
        return;
      }
      const typedOnButton = searchButtonRef?.current !== undefined && searchButtonRef.current === document.activeElement;
      if (typedOnButton && onInput && /^[a-z0-9]$/i.test(event.key) && !event.metaKey && !event.ctrlKey && !event.altKey) onInput(event);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, onOpen, onClose, onInput, searchButtonRef]);
}
