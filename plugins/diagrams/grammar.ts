/**
 * The Mermaid the site's diagrams may use, line by line. beautiful-mermaid (./render.ts) is lenient: a line it
 * cannot read is dropped or read as a bare node, so `A[unclosed --> B` draws one box and the build would pass.
 * Each line is therefore matched against the subset of Mermaid's syntax the site uses (flowchart,
 * stateDiagram-v2, xychart-beta); anything else is an error at that line. A construct the guides need is one
 * more pattern here.
 */

const ID = String.raw`[A-Za-z_]\w*`;
const SHAPE = String.raw`(?:\[\[[^\]]*\]\]|\[\([^)]*\)\]|\(\([^)]*\)\)|\(\[[^\]]*\]\)|\{\{[^}]*\}\}|\[[^\]]*\]|\([^)]*\)|\{[^}]*\}|>[^\]]*\])`;
const NODE = String.raw`${ID}${SHAPE}?(?::::\w+)?`;
const NODES = String.raw`${NODE}(?:\s*&\s*${NODE})*`;
const EDGE = String.raw`(?:<?(?:-->|---|-\.->|-\.-|==>|===)(?:\|[^|]+\|)?|--\s[^-]+?\s-->|-\.\s.+?\s\.->|==\s.+?\s==>)`;
const DIRECTION = String.raw`direction\s+(?:TB|TD|BT|LR|RL)`;

const line = (pattern: string) => new RegExp(`^(?:${pattern})$`);

const FLOWCHART = [
  line(String.raw`${NODES}(?:\s*${EDGE}\s*${NODES})*`),
  line(String.raw`subgraph\s+${ID}(?:\s*\[[^\]]*\])?|subgraph\s+"[^"]+"`),
  line('end'),
  line(DIRECTION),
  line(String.raw`classDef\s+${ID}\s+\S.*`),
  line(String.raw`class\s+${ID}(?:,${ID})*\s+${ID}`),
];
const STATE = [
  line(String.raw`(?:\[\*\]|${ID})\s*-->\s*(?:\[\*\]|${ID})(?:\s*:\s*\S.*)?`),
  line(String.raw`state\s+"[^"]+"\s+as\s+${ID}`),
  line(String.raw`${ID}\s*:\s*\S.*`),
  line(DIRECTION),
];
const NUMBER = String.raw`-?\d+(?:\.\d+)?`;
const XY_CHART = [
  line(String.raw`title\s+"[^"]+"`),
  line(String.raw`x-axis(?:\s+"[^"]+")?\s+\[[^\]]+\]`),
  line(String.raw`(?:x|y)-axis(?:\s+"[^"]+")?(?:\s+${NUMBER}\s*-->\s*${NUMBER})?`),
  line(String.raw`(?:bar|line)\s+\[\s*${NUMBER}(?:\s*,\s*${NUMBER})*\s*\]`),
];

const DIAGRAM_KINDS: {header: RegExp; lines: RegExp[]}[] = [
  {header: /^(?:flowchart|graph)\s+(?:TB|TD|BT|LR|RL)$/, lines: FLOWCHART},
  {header: /^stateDiagram-v2$/, lines: STATE},
  {header: /^xychart-beta(?:\s+horizontal)?$/, lines: XY_CHART},
];

export type DiagramProblem = {/** 1-based line within the diagram's source. */ line: number; message: string};

/** The first problem of a diagram's source, or null when every line is one the site's subset allows. */
export function diagramProblem(source: string): DiagramProblem | null {
  const lines = source.split('\n').map((text) => text.trim());
  const headerIndex = lines.findIndex((text) => text !== '' && !text.startsWith('%%'));
  if (headerIndex === -1) return {line: 1, message: 'the diagram is empty'};
  const kind = DIAGRAM_KINDS.find(({header}) => header.test(lines[headerIndex]!));
  if (!kind) {
    return {
      line: headerIndex + 1,
      message: `"${lines[headerIndex]}" starts no diagram the site draws (flowchart LR/TD, stateDiagram-v2, xychart-beta)`,
    };
  }
  let openSubgraphs: number[] = [];
  for (let index = headerIndex + 1; index < lines.length; index += 1) {
    const text = lines[index]!;
    if (text === '' || text.startsWith('%%')) continue;
    if (!kind.lines.some((pattern) => pattern.test(text))) return {line: index + 1, message: `cannot read "${text}"`};
    if (/^subgraph\s/.test(text)) openSubgraphs.push(index + 1);
    if (text === 'end') {
      if (openSubgraphs.length === 0) return {line: index + 1, message: '"end" closes no subgraph'};
      openSubgraphs = openSubgraphs.slice(0, -1);
    }
  }
  const unclosed = openSubgraphs.at(-1);
  return unclosed === undefined ? null : {line: unclosed, message: 'this subgraph has no "end"'};
}
