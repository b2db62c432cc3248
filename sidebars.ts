import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/** Guides grouped by what the reader is trying to do. */
export default {
  guides: [
    {
      type: 'category',
      label: 'Start here',
      collapsible: false,
      items: ['introduction', 'getting-started'],
    },
  ],
} satisfies SidebarsConfig;
