/** What src/ may import of the site's code blocks (../mdx.ts). */
export {default as StaticCodeBlock} from './StaticCodeBlock';
