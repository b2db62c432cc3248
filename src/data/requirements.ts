/**
 * The vocabulary of a guide's Requirements box, shared by the box (src/components/Requirements) and the
 * markdown twins of the pages (plugins/llms-txt), so both say the same thing.
 */
export type NodeMode = 'ultra-light' | 'light' | 'full';
export type Fund = 'xBZZ' | 'xDAI';

/** Every mode, in the order the badges show them; unsupported modes are shown struck through. */
export const NODE_MODES: readonly NodeMode[] = ['ultra-light', 'light', 'full'];

export const FUND_PURPOSE: Record<Fund, string> = {
  xBZZ: 'xBZZ (pays for storage, chequebook deposits and stake)',
  xDAI: 'xDAI (pays the Gnosis Chain gas of each transaction)',
};

export const POSTAGE_BATCH_REQUIREMENT = {
  text: 'A usable batch owned by the node',
  guide: {label: 'Buying storage', to: '/docs/storage/'},
} as const;

/** Install commands per package manager, in the order the tabs show them. */
export const INSTALL_COMMANDS = {
  npm: 'npm install',
  yarn: 'yarn add',
  pnpm: 'pnpm add',
} as const;
