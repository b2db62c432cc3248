/**
 * Drop-in for `@docusaurus/core/lib/client/browserContext.js`, behind `useIsBrowser()`. Upstream flips the flag
 * with a plain state update once hydration is done, so every reader of the flag (sidebar categories, islands
 * of the API pages, the colour mode toggle, ...) re-renders in one task that cannot yield. Flipping it in a
 * transition lets React split that work into short tasks.
 */
import {createContext, startTransition, useEffect, useState, type ReactNode} from 'react';

export const Context = createContext(false);

export function BrowserContextProvider({children}: {children: ReactNode}): ReactNode {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => {
    startTransition(() => setIsBrowser(true));
  }, []);
  return <Context.Provider value={isBrowser}>{children}</Context.Provider>;
}
