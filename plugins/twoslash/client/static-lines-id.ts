import {Children, type ReactNode} from 'react';

/**
 * The id of a code block's static lines (../mdx.ts, ./StaticCodeBlock.tsx). A block without one cannot be shown:
 * the browser has no Prism to draw it, so the server render, and with it the build, fails.
 */
export function requireStaticLinesId(id: string | undefined, children: ReactNode): string {
  if (id) return id;
  const firstLine = Children.toArray(children).join('').split('\n')[0];
  throw new Error(
    `A code block without static lines ("${firstLine}"): write it as a fence in markdown, or show it with ` +
      'StaticCodeBlock from plugins/twoslash/client in a component.',
  );
}
