/** `import name from "modulePath";` as a node a remark step can add to a page (MDX needs its ESTree too). */
import type {MdxjsEsm} from 'mdast-util-mdxjs-esm';

export function defaultImport(name: string, modulePath: string): MdxjsEsm {
  return {
    type: 'mdxjsEsm',
    value: `import ${name} from ${JSON.stringify(modulePath)};`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name}}],
            source: {type: 'Literal', value: modulePath},
            attributes: [],
          },
        ],
      },
    },
  };
}
