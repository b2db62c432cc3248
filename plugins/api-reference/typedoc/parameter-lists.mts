/**
 * Parameters and type parameters as one bulleted list: each item is the name and its type on one line, the
 * description under them. A table put the description in a third column that a phone scrolled off screen, and
 * typedoc-plugin-markdown's own list gives each parameter a heading (an anchor and a component each).
 */
import {type Comment, type ParameterReflection, ReflectionKind, ReflectionType, type TypeParameterReflection} from 'typedoc';
import type {MarkdownThemeContext} from 'typedoc-plugin-markdown';

/** A parameter, or a member of an object parameter listed under it as `options.name`. */
type ListedParameter = Pick<ParameterReflection, 'name' | 'type' | 'flags' | 'comment' | 'defaultValue'> & {
  signatures?: {comment?: Comment}[];
};

/** Continues a list item: every line of `markdown` indented under its bullet. */
const indentUnderBullet = (markdown: string) => markdown.replace(/^(?=.)/gm, '  ');

/** The members of object-literal parameters follow their parameter, named by their path, as the table did. */
function flattened(parameter: ListedParameter): ListedParameter[] {
  const {type} = parameter;
  if (!(type instanceof ReflectionType) || type.declaration.kind !== ReflectionKind.TypeLiteral || !type.declaration.children) {
    return [parameter];
  }
  const members = type.declaration.children.flatMap((child) => flattened({...child, name: `${parameter.name}.${child.name}`}));
  return [parameter, ...members];
}

/** TypeDoc leaves `{}` and `...` for defaults it cannot print; they say nothing to a reader. */
const shownDefault = (value: string | undefined) => (value && value !== '{}' && value !== '...' ? value : undefined);

function parameterItem(context: MarkdownThemeContext, parameter: ListedParameter, optional: boolean): string {
  const rest = parameter.flags.isRest ? '...' : '';
  const name = `${rest}\`${parameter.name}${optional ? '?' : ''}\``;
  const {type} = parameter;
  const shownType = type
    ? type instanceof ReflectionType
      ? context.partials.reflectionType(type, {forceCollapse: true})
      : context.partials.someType(type)
    : parameter.signatures?.length
      ? context.partials.functionType(parameter.signatures as never)
      : '';
  const fallback = shownDefault(parameter.defaultValue);
  // A long union comes one member a line, each after a `|`; in a list item it runs on as one line.
  const oneLine = shownType
    .replace(/\s*\n\s*/g, ' ')
    .trim()
    .replace(/^\\\| /, '');
  const line = `- ${name}${oneLine ? `: ${oneLine}` : ''}${fallback ? ` = \`${fallback}\`` : ''}`;
  const comment = parameter.comment ?? parameter.signatures?.find((signature) => signature.comment)?.comment;
  return comment ? `${line}\n\n${indentUnderBullet(context.partials.comment(comment))}` : line;
}

/**
 * The parameters of one signature. A parameter after the first optional one is optional too, and so is one with
 * a default, as in the signature above the list; members of an object parameter by their own flag.
 */
export function parameterList(context: MarkdownThemeContext, parameters: ParameterReflection[]): string {
  const firstOptional = parameters.findIndex((parameter) => parameter.flags.isOptional);
  return parameters
    .flatMap((parameter, index) => {
      const optional = parameter.flags.isOptional || Boolean(parameter.defaultValue) || (firstOptional !== -1 && index > firstOptional);
      const [own, ...members] = flattened(parameter);
      return [parameterItem(context, own, optional), ...members.map((member) => parameterItem(context, member, member.flags.isOptional))];
    })
    .join('\n\n');
}

/** The type parameters of one signature or declaration: name, constraint and default, then the description. */
export function typeParameterList(context: MarkdownThemeContext, typeParameters: TypeParameterReflection[]): string {
  return typeParameters
    .map((typeParameter) => {
      const constraint = typeParameter.type ? ` *extends* ${context.partials.someType(typeParameter.type)}` : '';
      const fallback = typeParameter.default ? ` = ${context.partials.someType(typeParameter.default, {forceCollapse: true})}` : '';
      const line = `- \`${typeParameter.name}\`${constraint}${fallback}`;
      return typeParameter.comment ? `${line}\n\n${indentUnderBullet(context.partials.comment(typeParameter.comment))}` : line;
    })
    .join('\n\n');
}
