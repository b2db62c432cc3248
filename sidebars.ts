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
    {
      type: 'category',
      label: 'Messaging',
      collapsible: false,
      items: ['pss', 'gsoc'],
    },
    {
      type: 'category',
      label: 'Mutable content and access control',
      collapsible: false,
      items: ['soc-and-feeds', 'act'],
    },
    {
      type: 'category',
      label: 'Reference',
      collapsible: false,
      items: ['utilities', 'resources/community'],
    },
  ],
} satisfies SidebarsConfig;
