import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/** Guides grouped by what the reader is trying to do. */
export default {
  guides: [
    {
      type: 'category',
      label: 'Start here',
      collapsible: false,
      items: ['introduction', 'getting-started', 'overview'],
    },
    {
      type: 'category',
      label: 'Run a node',
      collapsible: false,
      items: ['status', 'chequebook', 'staking'],
    },
    {
      type: 'category',
      label: 'Store and retrieve data',
      collapsible: false,
      items: ['storage', 'upload-download', 'tracking-uploads', 'pinning'],
    },
  ],
} satisfies SidebarsConfig;
