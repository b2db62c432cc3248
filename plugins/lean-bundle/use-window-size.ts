/**
 * Drop-in for `@docusaurus/theme-common/lib/hooks/useWindowSize.js`. The theme renders the desktop layout on
 * the server and switches to the mobile one (sidebar, table of contents, navbar menu) from an effect once
 * hydration is done. Upstream's plain state update makes that switch one task that cannot yield; on a phone
 * it was the longest task of a guide page. Made in a transition, React splits it into short tasks.
 */
import {startTransition, useEffect, useState} from 'react';

type WindowSize = 'desktop' | 'mobile' | 'ssr';

/** Infima's breakpoint: CSS and JavaScript must agree on it (docusaurus#9603). */
const DESKTOP_BREAKPOINT = 996;

export function useWindowSize({desktopBreakpoint = DESKTOP_BREAKPOINT}: {desktopBreakpoint?: number} = {}): WindowSize {
  // The server's value while hydrating, or React would find a different tree (docusaurus#9379).
  const [windowSize, setWindowSize] = useState<WindowSize>('ssr');
  useEffect(() => {
    const update = () => startTransition(() => setWindowSize(window.innerWidth > desktopBreakpoint ? 'desktop' : 'mobile'));
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [desktopBreakpoint]);
  return windowSize;
}
