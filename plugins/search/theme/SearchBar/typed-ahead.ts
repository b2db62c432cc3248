/**
 * Keys typed at once after the search shortcut reach the page before DocSearch's input exists (its code may still
 * be on its way), and would be lost. The search bar keeps them here from the shortcut on (./index.tsx); the modal's
 * behaviour puts them into the input when it appears (./modal-behaviour.ts), as typing them there would.
 */
let typed: string | null = null;

/** From the shortcut on, until the input takes them or the reader presses Escape. */
export function keepKeysFromShortcut(): void {
  typed = '';
}

/**
 * Keeps a printable key pressed while the modal's input is not there yet. It is the search's, not the page's: a
 * space would otherwise scroll the page under the opening modal.
 */
export function keepKey(event: KeyboardEvent, inputShown: boolean): void {
  if (event.key === 'Escape' || inputShown) typed = null;
  else if (typed !== null && event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
    typed += event.key;
    event.preventDefault();
  }
}

/** The keys kept so far, once: later keys go to the input itself. */
export function takeKeptKeys(): string | null {
  const kept = typed;
  typed = null;
  return kept;
}
