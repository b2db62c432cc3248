/** What Bee answers on the tag routes beyond its contract. */
import type {BeeResponse} from './bee-response';
import {bee} from './source';

export const TAG_NOT_PRESENT: BeeResponse = {
  id: 'tag-not-present',
  method: 'GET',
  path: '/tags/{id}',
  status: 404,
  message: 'tag not present',
  when: 'the node has no tag with that uid (deleted, or made by another node)',
  source: bee('pkg/api/tag.go', 83, '(*Service).getTagHandler', 'jsonhttp.NotFound(w, "tag not present")'),
  docs: '/docs/tracking-uploads/#errors-and-pitfalls',
};
