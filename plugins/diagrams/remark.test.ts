import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type {Root} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import type {CallExpression, ExpressionStatement, Program, Property} from 'estree';
import {diagramProblem} from './grammar';
import remarkDiagrams, {DIAGRAM_COMPONENT, recmaDiagrams} from './remark';
import {dotGridAsPattern, renderDiagram} from './render';
import {SERVER_HTML_FLAG} from '../server-html';
import {compiledCall} from '../server-html/compiled-call';

const fixture = (name: string) => path.join(__dirname, 'fixtures', name);

/** The page's tree as the site parses it (MDX, with positions), run through the remark step. */
async function transform(file: string) {
  const [{unified}, {default: remarkParse}, {default: mdx}] = await Promise.all([
    import('unified'),
    import('remark-parse'),
    import('remark-mdx'),
  ]);
  const tree = unified().use(remarkParse).use(mdx).parse(fs.readFileSync(file, 'utf8')) as Root;
  const compiled = {path: file, data: {} as {diagrams?: number}};
  await remarkDiagrams()(tree, compiled);
  return {tree, compiled};
}

describe('diagram sources', () => {
  test('lines the lenient renderer would drop or misread are errors at their line', () => {
    const cases: [string, number, RegExp][] = [
      ['flowchart LR\n  A[Writer] --> B[Reader\n  B --> C', 2, /cannot read "A\[Writer\] --> B\[Reader"/],
      ['flowchart LR\n  A --> B\n  A -->', 3, /cannot read "A -->"/],
      ['flowchart LR\n  two words', 2, /cannot read "two words"/],
      ['flowchrt LR\n  A --> B', 1, /starts no diagram the site draws/],
      ['flowchart LR\n  subgraph S [Group]\n    A --> B', 2, /no "end"/],
      ['stateDiagram-v2\n  [*] --> A\n  A -> B', 3, /cannot read "A -> B"/],
      ['xychart-beta\n  bar [1, 2, x]', 2, /cannot read "bar \[1, 2, x\]"/],
      ['', 1, /empty/],
    ];
    for (const [source, line, message] of cases) {
      const problem = diagramProblem(source);
      assert.ok(problem, source);
      assert.equal(problem.line, line, source);
      assert.match(problem.message, message);
    }
  });

  test('the constructs the guides use are read', () => {
    const sources = [
      'flowchart LR\n  A[Box] --> B{{Hexagon}}\n  B -- label --> C[(Cylinder)]\n  C -.-> D([Stadium])\n  %% a comment\n  subgraph S [Group]\n    E[In it]\n  end\n  S -- adds --> A',
      'stateDiagram-v2\n  [*] --> Bought: buyStorage\n  Bought --> Usable\n  Usable --> [*]',
      'xychart-beta\n  x-axis "Depth" [17, 18]\n  y-axis "Percent" 0 --> 100\n  bar [0.0, 0.6]',
    ];
    for (const source of sources) assert.equal(diagramProblem(source), null, source);
  });

  test('the SVG is labelled by the caption, uses no fixed colours or web fonts, and prefixes its ids', async () => {
    const svg = await renderDiagram('flowchart LR\n  A[Writer] --> B[Reader]', {idPrefix: 'diagram-3', labelledBy: 'diagram-3-caption'});
    assert.match(svg, /^<svg [^>]*role="img" aria-labelledby="diagram-3-caption"/);
    assert.doesNotMatch(svg, /@import|fonts\.googleapis|#FFFFFF|#27272A/i);
    const ids = [...svg.matchAll(/\bid="([^"]+)"/g)].map(([, id]) => id);
    assert.ok(ids.length > 0);
    for (const id of ids) assert.match(id!, /^diagram-3-/);
    assert.match(svg, />Writer</);
  });
});

describe("an xychart's background grid", () => {
  // Twelve columns at the padding the site draws with: a step of 16.67 units, written to a tenth.
  const CHART =
    'xychart-beta\n  x-axis "Depth" [17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28]\n  y-axis "Percent" 0 --> 100\n  bar [0, 1, 5, 15, 28, 41, 53, 63, 70, 76, 79, 83]';
  const dotsOf = (svg: string) =>
    [...svg.matchAll(/<circle cx="([\d.]+)" cy="([\d.]+)" r="[\d.]+" class="xychart-grid"\/>/g)].map(([, x, y]) => [Number(x), Number(y)]);
  const drawn = async () =>
    (await import('beautiful-mermaid')).renderMermaidSVG(CHART, {transparent: true, padding: 12, nodeSpacing: 16}) as string;

  test('is one pattern whose dots fall where beautiful-mermaid drew its circles', async () => {
    const original = await drawn();
    const dots = dotsOf(original);
    assert.ok(dots.length > 100, `beautiful-mermaid drew ${dots.length} grid dots`);
    const svg = dotGridAsPattern(original);
    assert.equal(dotsOf(svg).length, 1);
    const number = (name: string, element: string) => Number(new RegExp(`<${element}[^>]* ${name}="([\\d.]+)"`).exec(svg)![1]);
    const [x, y, width, height] = ['x', 'y', 'width', 'height'].map((name) => number(name, 'pattern'));
    const tile = dotsOf(svg)[0]!;
    const area = ['x', 'y', 'width', 'height'].map((name) => number(name, 'rect'));
    assert.deepEqual(area.slice(0, 2), [x, y]);
    for (const [cx, cy] of dots) {
      const [column, row] = [(cx! - x! - tile[0]!) / width!, (cy! - y! - tile[1]!) / height!];
      assert.ok(Math.abs(column - Math.round(column)) < 0.01 && Math.abs(row - Math.round(row)) < 0.01, `no pattern dot at ${cx},${cy}`);
      assert.ok(cx! < x! + area[2]! && cy! < y! + area[3]!, `${cx},${cy} outside the patterned area`);
    }
    assert.equal(Math.round((area[2]! / width!) * (area[3]! / height!)), dots.length);
    assert.match(
      await renderDiagram(CHART, {idPrefix: 'diagram-2', labelledBy: 'c'}),
      /<pattern id="diagram-2-xychart-grid"[^]*fill="url\(#diagram-2-xychart-grid\)"/,
    );
  });

  test('that is not an even lattice is left as drawn', async () => {
    const original = await drawn();
    const oneDotMissing = original.replace(/<circle [^>]*class="xychart-grid"\/>/, '');
    assert.equal(dotGridAsPattern(oneDotMissing), oneDotMissing);
  });
});

describe('the remark step', () => {
  test('a diagram that does not parse fails with the markdown file and the line of the bad Mermaid', async () => {
    const file = fixture('syntax-error.md');
    await assert.rejects(transform(file), (error: Error) => {
      assert.equal(error.message.split(' ')[0], `${file}:14`);
      assert.match(error.message, /cannot read "A\[Writer\] --> B\[Reader"/);
      return true;
    });
  });

  test('a diagram without a caption fails, naming its fence', async () => {
    const file = fixture('no-caption.md');
    await assert.rejects(transform(file), new RegExp(`^Error: ${file}:3 diagram: give it a caption`));
  });

  test('a fence becomes a figure: the picture and its caption, which names the picture', async () => {
    const {tree, compiled} = await transform(fixture('two-boxes.md'));
    const figure = tree.children.find((node) => node.type === 'mdxJsxFlowElement') as MdxJsxFlowElement;
    assert.equal(figure.name, 'figure');
    const [picture, caption] = figure.children as MdxJsxFlowElement[];
    const attribute = (element: MdxJsxFlowElement, name: string) =>
      element.attributes.find((candidate) => 'name' in candidate && candidate.name === name)?.value;
    assert.equal(picture!.name, DIAGRAM_COMPONENT);
    assert.equal(caption!.name, 'figcaption');
    assert.match(String(attribute(picture!, 'svg')), new RegExp(`aria-labelledby="${attribute(caption!, 'id')}"`));
    assert.equal(compiled.data.diagrams, 1);
  });
});

const compiledPicture = () => compiledCall(DIAGRAM_COMPONENT, {id: 'diagram-0', svg: '<svg></svg>'});

describe('the recma step', () => {
  test("a picture's SVG is passed only where the server-only flag is true", () => {
    const program: Program = {type: 'Program', sourceType: 'module', body: [compiledPicture()]};
    recmaDiagrams()(program, {path: 'page.md', data: {diagrams: 1}});
    const props = ((program.body[0] as ExpressionStatement).expression as CallExpression).arguments[1];
    assert.equal(props?.type, 'ObjectExpression');
    if (props?.type !== 'ObjectExpression') return;
    const svg = props.properties.find(
      (property) => property.type === 'Property' && (property.key as {name: string}).name === 'svg',
    ) as Property;
    assert.deepEqual(svg.value, {
      type: 'ConditionalExpression',
      test: {type: 'Identifier', name: SERVER_HTML_FLAG},
      consequent: {type: 'Literal', value: '<svg></svg>'},
      alternate: {type: 'Identifier', name: 'undefined'},
    });
  });

  test('compiled output with another number of pictures than were drawn fails the build', () => {
    const program: Program = {type: 'Program', sourceType: 'module', body: [compiledPicture()]};
    assert.throws(
      () => recmaDiagrams()(program, {path: 'page.md', data: {diagrams: 2}}),
      /made 2 diagrams but the compiled page passes svg to DiagramPicture 1 times/,
    );
  });
});
