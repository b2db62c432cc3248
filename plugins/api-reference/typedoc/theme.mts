/**
 * The Markdown theme: signatures and declarations marked for build-time highlighting
 * (../rehype-static-signatures.ts), parameters as lists (./parameter-lists.mts), class members' examples in the
 * guides, and member section labels as plain HTML headings.
 */
import {type DeclarationReflection, type Reflection, ReflectionKind, ReflectionType, type ReferenceType} from 'typedoc';
import {type MarkdownPageEvent, MarkdownTheme, MarkdownThemeContext} from 'typedoc-plugin-markdown';
import {memberExamples} from './examples.mjs';
import {parameterList, typeParameterList} from './parameter-lists.mjs';

/** Fence info that rehype-static-signatures.ts highlights at build time; keep the two in sync. */
export const SIGNATURE_FENCE = '```ts api-signature\n';

/** Marks a partial's TypeScript fence as a signature, for highlighting at build time instead of in the browser. */
export function markSignatureFence(markdown: string): string {
  return markdown.startsWith('```ts\n') ? SIGNATURE_FENCE + markdown.slice('```ts\n'.length) : markdown;
}

/**
 * Whether a reference is a lib type with TypeScript's default buffer argument: bee-js declares `Uint8Array`, which
 * TypeScript 5.7 reads as `Uint8Array<ArrayBufferLike>`; pages show it as declared.
 */
const hasDefaultBufferArgument = (model: ReferenceType) =>
  !model.reflection && model.typeArguments?.length === 1 && model.typeArguments[0].toString() === 'ArrayBufferLike';

/**
 * Signatures and declarations are marked for build-time highlighting, and class members end in their
 * "Examples in the guides" (./examples.mts). Declarations (properties, constants)
 * show their type inside that highlighted block, where links cannot live: when the type names documented
 * symbols, a linked copy follows the block, so every type name on a page leads to its own page.
 */
export class ApiThemeContext extends MarkdownThemeContext {
  constructor(...args: ConstructorParameters<typeof MarkdownThemeContext>) {
    super(...args);
    const {declarationTitle, signatureTitle, signatureParameters, signatureReturns} = this.partials;
    const {memberContainer, constructor: constructors, functionType, referenceType} = this.partials;
    const withExamples = (model: DeclarationReflection, markdown: string) => {
      const section = this.router.hasOwnDocument(model) ? null : memberExamples(model, this.page.url);
      return section ? `${markdown}\n\n${section}` : markdown;
    };
    this.partials = {
      ...this.partials,
      referenceType: (model: ReferenceType) =>
        referenceType(hasDefaultBufferArgument(model) ? ({...model, typeArguments: undefined} as ReferenceType) : model),
      // A callback's type names its parameters' types (`(progress: UploadProgress) => void`), which a reader
      // passing one needs; signatures above a member list their parameters' types below them instead.
      functionType: (model: Parameters<typeof functionType>[0], options?: Parameters<typeof functionType>[1]) =>
        functionType(model, {...options, forceParameterType: true}),
      // With parametersFormat 'list' (../typedoc-options.ts), these write every parameter list.
      parametersList: (model) => parameterList(this, model),
      typeParametersList: (model) => typeParameterList(this, model),
      // One line, which the signature block wraps to its width (client/api-reference.css): with a parameter a
      // line, the names the parameter list repeats below took a phone screen's height on every method.
      signatureParameters: (...parameterArgs: Parameters<typeof signatureParameters>) =>
        signatureParameters(...parameterArgs).replace(/\n {3}|\n(?=\)$)/g, ''),
      signatureTitle: (...titleArgs: Parameters<typeof signatureTitle>) => markSignatureFence(signatureTitle(...titleArgs)),
      // An object return type is a TypeScript block (expandObjects), written before the return's description.
      signatureReturns: (...returnsArgs: Parameters<typeof signatureReturns>) =>
        signatureReturns(...returnsArgs).replace(/^```ts\n/m, SIGNATURE_FENCE),
      declarationTitle: (model: DeclarationReflection) => {
        const title = markSignatureFence(declarationTitle(model));
        const type = this.helpers.getDeclarationType(model);
        // An object type's members follow as sections of their own, each with its linked type.
        const membersFollow = type instanceof ReflectionType && Boolean(type.declaration.children?.length);
        const linkedType = type && !membersFollow ? this.partials.someType(type) : '';
        return linkedType.includes('](') ? `${title}\n\nType: ${linkedType}` : title;
      },
      // A class's constructors come through `constructor`, from memberContainer or straight from the page.
      memberContainer: (model: DeclarationReflection, options: Parameters<typeof memberContainer>[1]) =>
        model.kindOf(ReflectionKind.Constructor) ? memberContainer(model, options) : withExamples(model, memberContainer(model, options)),
      constructor: (model: DeclarationReflection, options: Parameters<typeof constructors>[1]) =>
        withExamples(model, constructors(model, options)),
    };
  }
}

export class ApiTheme extends MarkdownTheme {
  override getRenderContext(page: MarkdownPageEvent<Reflection>): ApiThemeContext {
    return new ApiThemeContext(this, page, this.application.options);
  }
}

/** Labels TypeDoc gives the sections inside one member (its parameters, return value, ...). */
const MEMBER_SECTION_LABELS = [
  'Parameters',
  'Returns',
  'Type Parameters',
  'Inherited from',
  'Overrides',
  'Implementation of',
  'See',
  'Example',
  'Deprecated',
  'Default',
  'Throws',
  'Remarks',
  'Call Signature',
  'Get Signature',
  'Set Signature',
];
const PARAMETER_LABELS = new Set(['Parameters', 'Type Parameters']);
/** The class of the headings over parameter lists, which client/api-reference.css lays out. */
export const PARAMETERS_CLASS = 'api-parameters';
/** The class of a "Returns" heading over a one-paragraph type, which client/api-reference.css runs into that line. */
export const RUN_IN_CLASS = 'api-run-in';
const MEMBER_SECTION_HEADING = new RegExp(`^(#{4,6}) (${MEMBER_SECTION_LABELS.join('|')})$`, 'gm');
/** A block that a heading cannot share a line with: a fence, HTML, a table, a list or a heading. */
const OWN_LINE_BLOCK = /^\n+(?:```|<|\||- |#)/;

/**
 * Writes a member's section labels as literal HTML headings, which MDX leaves to the browser, instead of
 * Markdown headings, which Docusaurus renders with an anchor link and a TOC entry each. Nobody links to the
 * "Returns" of one method among a hundred; on the Bee page these were ~290 components to hydrate. A "Returns"
 * followed by a paragraph (its type) shares that paragraph's line: a line saved on each of a hundred methods.
 */
export function plainMemberSectionHeadings(markdown: string): string {
  return markdown.replace(MEMBER_SECTION_HEADING, (heading: string, hashes: string, label: string, offset: number) => {
    const runsIn = label === 'Returns' && !OWN_LINE_BLOCK.test(markdown.slice(offset + heading.length));
    const className = PARAMETER_LABELS.has(label) ? PARAMETERS_CLASS : runsIn ? RUN_IN_CLASS : '';
    return `<h${hashes.length}${className ? ` className="${className}"` : ''}>${label}</h${hashes.length}>`;
  });
}
