/**
 * On a phone the theme hides the desktop sidebar with CSS and, once the page has hydrated, replaces it with the
 * navbar's drawer. Until then it hydrates the server's desktop menu like any other part: on a guide, about 490
 * of the page's 2,600 React fibers, elements and components (a Link per item, each watching the viewport for
 * prefetching), which are unmounted right after. A page that hydrates at phone width keeps that menu as the
 * server's HTML instead. Any later menu (a wider window, a desktop) is the theme's own.
 */
import {useState, type ReactNode} from 'react';
import Content from '@theme-original/DocSidebar/Desktop/Content';
import type ContentType from '@theme/DocSidebar/Desktop/Content';
import type {WrapperProps} from '@docusaurus/types';
import {ThemeClassNames} from '@docusaurus/theme-common';
import useIsBrowser from '@docusaurus/useIsBrowser';

type Props = WrapperProps<typeof ContentType>;

/** The widest window theme-common's useWindowSize calls mobile (its DesktopBreakpoint). */
const PHONE_MAX_WIDTH = 996;

type ServerMenu = {className: string; label: string | undefined; html: {__html: string}};

/** The menu the server rendered, when this render hydrates it at phone width. */
function serverMenuOnPhone(isBrowser: boolean): ServerMenu | null {
  // While hydrating, useIsBrowser is false; on the server there is no window.
  if (isBrowser || typeof window === 'undefined' || window.innerWidth > PHONE_MAX_WIDTH) return null;
  const menu = document.querySelector(`.${ThemeClassNames.docs.docSidebarMenu}`)?.parentElement;
  // The dev server renders in the browser only, with no server HTML to keep.
  if (!menu) return null;
  return {className: menu.className, label: menu.getAttribute('aria-label') ?? undefined, html: {__html: menu.innerHTML}};
}

export default function DocSidebarDesktopContentWrapper(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const [serverMenu] = useState(() => serverMenuOnPhone(isBrowser));
  if (!serverMenu) return <Content {...props} />;
  return (
    <nav
      className={serverMenu.className}
      aria-label={serverMenu.label}
      dangerouslySetInnerHTML={serverMenu.html}
      suppressHydrationWarning
    />
  );
}
