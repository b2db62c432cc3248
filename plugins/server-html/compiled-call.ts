/**
 * For the tests of recma steps that make a component's prop server-only: `<Component prop="value" />` as MDX
 * has compiled it by the time recma plugins run, `_jsx(Component, {prop: "value"})`.
 */
import type {CallExpression, ExpressionStatement, Property} from 'estree';

export function compiledCall(component: string, props: Record<string, string>): ExpressionStatement {
  const properties = Object.entries(props).map(([name, value]): Property => ({
    type: 'Property',
    kind: 'init',
    method: false,
    shorthand: false,
    computed: false,
    key: {type: 'Identifier', name},
    value: {type: 'Literal', value},
  }));
  const call: CallExpression = {
    type: 'CallExpression',
    optional: false,
    callee: {type: 'Identifier', name: '_jsx'},
    arguments: [
      {type: 'Identifier', name: component},
      {type: 'ObjectExpression', properties},
    ],
  };
  return {type: 'ExpressionStatement', expression: call};
}
