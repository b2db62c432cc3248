/**
 * The site's Prism theme as inline CSS, for code that build code highlights into static HTML (the API
 * reference's signatures, the samples' type popups) so that it looks as the theme's CodeBlock draws it.
 */
import type {PrismTheme} from 'prism-react-renderer';

export type CssDeclarations = Record<string, string | number | undefined>;

/** `{backgroundColor: '#fff'}` -> `background-color:#fff`; undefined values are left out. */
export function cssText(style: CssDeclarations): string {
  return Object.entries(style)
    .filter(([, value]) => value !== undefined)
    .map(([property, value]) => `${property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}:${value}`)
    .join(';');
}

/** Token type -> CSS, merged the way prism-react-renderer merges a theme's entries for one language. */
export function tokenStyles(theme: PrismTheme, language: string): Map<string, CssDeclarations> {
  const styles = new Map<string, CssDeclarations>();
  for (const {types, style, languages} of theme.styles) {
    if (languages && !languages.includes(language)) continue;
    for (const type of types) styles.set(type, {...styles.get(type), ...style});
  }
  return styles;
}
