/**
 * The search button in the navbar, in place of `@docsearch/react/button` (replaced in ../../plugin.ts).
 * DocSearch 3 ships its button, keyboard hook and modal as one module, so importing its button put the whole
 * modal (27 KB gzipped) into every page's first load; this keeps DocSearch's markup and class names, which
 * its stylesheet and the site's styles read, and leaves DocSearch itself to the modal's lazy chunk.
 */
import React, {forwardRef, useSyncExternalStore, type ComponentPropsWithoutRef} from 'react';

export type ButtonTranslations = Partial<{buttonText: string; buttonAriaLabel: string}>;

export type DocSearchButtonProps = ComponentPropsWithoutRef<'button'> & {translations?: ButtonTranslations};

const modifierKey = () => (/Mac|iPhone|iPod|iPad/i.test(navigator.platform) ? '⌘' : 'Ctrl');
const unchanging = () => () => undefined;

function SearchIcon() {
  return (
    <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 20 20" aria-hidden="true">
      <circle cx="8.5" cy="8.5" r="6" stroke="currentColor" strokeWidth="1.6" fill="none" />
      <path d="M13 13l5 5" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

export const DocSearchButton = forwardRef<HTMLButtonElement, DocSearchButtonProps>(function DocSearchButton(
  {translations = {}, ...props},
  ref,
) {
  const {buttonText = 'Search'} = translations;
  // The key hint depends on the reader's platform, known only in the browser: none in the server's HTML.
  const modifier = useSyncExternalStore(unchanging, modifierKey, () => null);
  return (
    <button
      type="button"
      className="DocSearch DocSearch-Button"
      // Named by its visible text, key caps included (WCAG 2.5.3); the shortcut itself is announced separately.
      aria-keyshortcuts={modifier === '⌘' ? 'Meta+K' : 'Control+K'}
      {...props}
      ref={ref}
    >
      <span className="DocSearch-Button-Container">
        <SearchIcon />
        <span className="DocSearch-Button-Placeholder">{buttonText}</span>
      </span>
      <span className="DocSearch-Button-Keys">
        {modifier !== null && (
          <>
            <kbd className="DocSearch-Button-Key">{modifier}</kbd>
            <kbd className="DocSearch-Button-Key">K</kbd>
          </>
        )}
      </span>
    </button>
  );
});
