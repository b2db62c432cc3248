/**
 * Markdown for the site's own MDX components, so that a page's `.md` twin says what its HTML shows. The
 * texts come from the same data modules as the components (src/data/), never from the components themselves:
 * build scripts do not import theme code.
 */
import {beeMethodApiPath, beeMethodFacts, beeMethodGroup, groupGuides} from '../../src/data/beeMethods';
import {
  BATCH_UPLOAD_ERRORS,
  BLOCKED_BY_GATEWAY,
  GATEWAY_PROXY_ALLOWED_HEADERS,
  responseRows,
  sourceUrl,
  WAITS_FOR_MINING,
} from '../../src/data/bee-behaviour';
import {FUND_PURPOSE, INSTALL_COMMANDS, NODE_MODES, POSTAGE_BATCH_REQUIREMENT, type Fund, type NodeMode} from '../../src/data/requirements';
import {DEFAULT_STORAGE_PRICE} from '../../src/data/storage-price';
import {currentSampleCatalogue} from '../samples';
import {EXAMPLES_PLACEHOLDER, placeholderSection, readPlaceholder} from '../samples/guide-examples';

/** What a tag's attributes can hold in these pages: string literals, arrays of them, and bare (true) flags. */
export type ComponentProps = Record<string, string | string[] | true>;

type ComponentMarkdown = (props: ComponentProps, children: string) => string;

const ATTRIBUTE = /\s*([A-Za-z][\w-]*)(?:=(?:"([^"]*)"|'([^']*)'|\{\[([^\]]*)\]\})|(?=\s|$))/y;
const ARRAY_ITEM = /^\s*(?:"([^"]*)"|'([^']*)')\s*$/;

/** Reads `a="x" b={['y', 'z']} c` into props; anything else (an expression, a number) is an error. */
export function parseProps(attributes: string): ComponentProps {
  const props: ComponentProps = {};
  const rest = attributes.trim();
  ATTRIBUTE.lastIndex = 0;
  while (ATTRIBUTE.lastIndex < rest.length) {
    const start = ATTRIBUTE.lastIndex;
    const match = ATTRIBUTE.exec(rest);
    if (!match) {
      throw new Error(`cannot read the attribute at "${rest.slice(start).trim()}": use "text", {['a', 'b']} or a bare flag`);
    }
    const [, name, doubleQuoted, singleQuoted, arrayBody] = match;
    if (arrayBody !== undefined) {
      props[name!] = arrayBody
        .split(',')
        .filter((item) => item.trim() !== '')
        .map((item) => {
          const literal = ARRAY_ITEM.exec(item);
          if (!literal) throw new Error(`attribute ${name} holds "${item.trim()}", which is not a string literal`);
          return literal[1] ?? literal[2]!;
        });
    } else {
      props[name!] = doubleQuoted ?? singleQuoted ?? true;
    }
  }
  return props;
}

function stringProp(props: ComponentProps, name: string): string {
  const value = props[name];
  if (typeof value !== 'string') throw new Error(`attribute ${name} must be a string`);
  return value;
}

function listProp<T extends string>(props: ComponentProps, name: string, allowed: readonly T[]): T[] {
  const value = props[name] ?? [];
  if (!Array.isArray(value)) throw new Error(`attribute ${name} must be an array`);
  const unknown = value.filter((item) => !allowed.includes(item as T));
  if (unknown.length > 0) throw new Error(`attribute ${name} holds ${unknown.join(', ')}; allowed: ${allowed.join(', ')}`);
  return value as T[];
}

const link = (label: string, to: string) => `[${label}](${to})`;
const code = (text: string) => `\`${text}\``;

function modesText(modes: readonly NodeMode[]): string {
  const unsupported = NODE_MODES.filter((mode) => !modes.includes(mode));
  return `${modes.join(', ')}${unsupported.length > 0 ? ` (not ${unsupported.join(', ')})` : ''}`;
}

const requirements: ComponentMarkdown = (props, children) => {
  const modes = listProp(props, 'modes', NODE_MODES);
  const funds = listProp(props, 'funds', Object.keys(FUND_PURPOSE) as Fund[]);
  const {text, guide} = POSTAGE_BATCH_REQUIREMENT;
  const lines = [
    `Node mode: ${modesText(modes)}`,
    `Funds: ${funds.length === 0 ? 'None' : funds.map((fund) => FUND_PURPOSE[fund]).join('; ')}`,
    ...(props.batch === true ? [`Postage batch: ${text} (see ${link(guide.label, guide.to)})`] : []),
    ...(children ? [`Also: ${children.replace(/\s+/g, ' ')}`] : []),
  ];
  return ['> **Requirements**', '>', ...lines.map((line) => `> - ${line}`)].join('\n');
};

const beeMethodTable: ComponentMarkdown = (props) => {
  const group = beeMethodGroup(stringProp(props, 'group'));
  const guides = groupGuides[group.title] ?? [];
  const rows = group.methods.map((name) => {
    const {modes, summary, replacedBy} = beeMethodFacts[name]!;
    const deprecation = replacedBy ? ` Deprecated: use ${link(code(replacedBy), beeMethodApiPath(replacedBy))}` : '';
    const modeText = modes === 'local' ? 'no node needed' : modesText(modes);
    return `| ${link(code(name), beeMethodApiPath(name))} | ${modeText} | ${summary}${deprecation} |`;
  });
  return [
    ...(guides.length > 0 ? [`Guide: ${guides.map(({label, to}) => link(label, to)).join(', ')}`, ''] : []),
    '| Method | Node modes | What it does |',
    '| --- | --- | --- |',
    ...rows,
  ].join('\n');
};

const installTabs: ComponentMarkdown = (props) => {
  const packages = stringProp(props, 'packages');
  return Object.entries(INSTALL_COMMANDS)
    .map(([manager, command]) => `**${manager}:**\n\n\`\`\`bash\n${command} ${packages}\n\`\`\``)
    .join('\n\n');
};

const batchErrors: ComponentMarkdown = () =>
  [
    'An upload that names a batch the node cannot use rejects with a [`BeeResponseError`](/docs/api/classes/BeeResponseError/); its `status` tells the two cases apart:',
    '',
    "| Status and Bee's message | Cause | What to do |",
    '| --- | --- | --- |',
    ...BATCH_UPLOAD_ERRORS.map(
      ({status, message, cause, fix}) => `| ${code(String(status))} ${code(message)} | ${cause} | ${fix.text} ${code(fix.method)} |`,
    ),
  ].join('\n');

const beeResponses: ComponentMarkdown = (props) => {
  const ids = props.ids;
  if (!Array.isArray(ids)) throw new Error('attribute ids must be an array');
  return [
    "| Status and Bee's message | When | Endpoints (source at Bee 2.8.1) |",
    '| --- | --- | --- |',
    ...responseRows(ids).map(({status, message, when, modes, endpoints}) => {
      const where = endpoints
        .map(({method, path, source, tests = []}) => {
          const testLinks = tests.map((test) => ` (${link("Bee's test", sourceUrl(test))})`).join('');
          return `${link(code(`${method} ${path}`), sourceUrl(source))}${testLinks}`;
        })
        .join(', ');
      return `| ${code(String(status))} ${code(message)} | ${when}${modes ? ` (on ${modes.join(' and ')} nodes)` : ''} | ${where} |`;
    }),
  ].join('\n');
};

const gatewayHeaders: ComponentMarkdown = () => {
  const {headers, source} = GATEWAY_PROXY_ALLOWED_HEADERS;
  return [
    `${link('gateway-proxy allows', sourceUrl(source))} these request headers and no others: ${headers.map(code).join(', ')}. ` +
      "From a web page, a request with any other header fails the browser's CORS preflight before it reaches the gateway, " +
      'so these uploads fail in a browser:',
    '',
    '| Upload or option | Header bee-js sends |',
    '| --- | --- |',
    ...BLOCKED_BY_GATEWAY.map(({option, header}) => `| ${code(option)} | ${code(header)} |`),
  ].join('\n');
};

const waitsForMining: ComponentMarkdown = () =>
  [
    '| bee-js call | Bee endpoint | Resolves after |',
    '| --- | --- | --- |',
    ...WAITS_FOR_MINING.map(
      ({method, path, beeJs, what, source}) =>
        `| ${link(code(beeJs), beeMethodApiPath(beeJs))} | ${code(`${method} ${path}`)} | ${what} (${link('source', sourceUrl(source))}) |`,
    ),
  ].join('\n');

const storageCalculator: ComponentMarkdown = () =>
  `> **Storage calculator** (interactive on the HTML page): from a size and a duration, \`Utils.getDepthForSize\`, ` +
  `\`Utils.getAmountForDuration\` (5 s blocks), \`Utils.getStampCost\` and \`Utils.getStampEffectiveBytes\` give the ` +
  `depth, amount per chunk, cost and effective capacity, at ${DEFAULT_STORAGE_PRICE.plurPerChunkPerBlock} PLUR per chunk per block ` +
  `(checked ${DEFAULT_STORAGE_PRICE.checked}) or the node's \`getChainState()\` price.`;

/** Every component a doc page may use, by the name pages import it as. */
export const componentMarkdown: Record<string, ComponentMarkdown> = {
  Requirements: requirements,
  BeeMethodTable: beeMethodTable,
  InstallTabs: installTabs,
  BatchErrors: batchErrors,
  BeeResponses: beeResponses,
  GatewayHeaders: gatewayHeaders,
  WaitsForMining: waitsForMining,
  StorageCalculator: storageCalculator,
  // An API page's "Examples in the guides", as the page's compile fills it in.
  [EXAMPLES_PLACEHOLDER]: (props) =>
    placeholderSection(currentSampleCatalogue(), readPlaceholder(props as Record<string, string | true>, 'placeholder')),
};
