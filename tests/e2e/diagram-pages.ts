/** Guides that explain their text with diagrams (plugins/diagrams), and how many each holds. */
export const PICTURE_PAGES: Record<string, number> = {
  'docs/storage/': 3,
  'docs/soc-and-feeds/': 2,
  'docs/manifests/': 1,
  'docs/upload-download/': 1,
  'docs/tracking-uploads/': 1,
  'docs/overview/': 1,
  'docs/pss/': 1,
  'docs/gsoc/': 1,
  'docs/act/': 1,
};
