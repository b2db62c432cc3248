/**
 * Loader for Docusaurus's browser modules: drops the `description` of each `translate({...})` call and
 * `<Translate>` element. Descriptions are notes for translators, read from the sources by
 * `docusaurus write-translations`; at run time both ignore them, yet the bundles carried 229 of them, 76 in
 * main.js (about 850 B gzipped on every page's first load). Only string literals are dropped, only inside those
 * calls and elements, so no other `description` (page metadata, for instance) is touched.
 */
const ts = require('typescript');

/** @param {ts.PropertyAssignment | ts.JsxAttribute} node */
const isDescription = (node) => ts.isIdentifier(node.name) && node.name.text === 'description';

/** @param {ts.Node | undefined} node */
const isStringLiteral = (node) => node !== undefined && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node));

/**
 * The [start, end) ranges to cut: a member of a list together with the comma after it (or before it, when it is last).
 * @param {ts.NodeArray<ts.Node>} members
 * @param {number} index
 * @returns {[number, number]}
 */
function memberRange(members, index) {
  const member = members[index];
  if (index + 1 < members.length) return [member.getStart(), members[index + 1].getStart()];
  if (index > 0) return [members[index - 1].getEnd(), member.getEnd()];
  return [member.getStart(), member.getEnd()];
}

/**
 * @param {string} source
 * @returns {string}
 */
function stripTranslationDescriptions(source) {
  if (!source.includes('description')) return source;
  const file = ts.createSourceFile('module.jsx', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.JSX);
  /** @type {[number, number][]} */
  const cuts = [];
  /** @param {ts.Node} node */
  const visit = (node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'translate') {
      const [options] = node.arguments;
      if (options && ts.isObjectLiteralExpression(options)) {
        options.properties.forEach((property, index) => {
          if (ts.isPropertyAssignment(property) && isDescription(property) && isStringLiteral(property.initializer)) {
            cuts.push(memberRange(options.properties, index));
          }
        });
      }
    }
    if ((ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) && node.tagName.getText() === 'Translate') {
      for (const attribute of node.attributes.properties) {
        const value = ts.isJsxAttribute(attribute) ? attribute.initializer : undefined;
        const literal = value && ts.isJsxExpression(value) ? value.expression : value;
        if (ts.isJsxAttribute(attribute) && isDescription(attribute) && isStringLiteral(literal)) {
          cuts.push([attribute.getStart(), attribute.getEnd()]);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return cuts.sort((a, b) => b[0] - a[0]).reduce((text, [start, end]) => text.slice(0, start) + text.slice(end), source);
}

module.exports = stripTranslationDescriptions;
module.exports.stripTranslationDescriptions = stripTranslationDescriptions;
