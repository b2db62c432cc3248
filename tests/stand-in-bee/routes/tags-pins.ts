/** Upload bookkeeping: tags that count an upload's chunks, and pins that keep content on the node. */
import {json, problem, type RouteContext, type Routes} from '../answers';

export function tagAndPinRoutes({state}: RouteContext): Routes {
  return {
    'POST /tags': () => json(201, state.newTag()),
    'GET /tags': () => json(200, {tags: [...state.tags.values()]}),
    'GET /tags/{id}': (request, {id}) => {
      const tag = state.tags.get(Number(id));
      return tag ? json(200, tag) : problem(404, 'tag not present');
    },
    'DELETE /tags/{id}': (request, {id}) => (state.tags.delete(Number(id)) ? {status: 204} : problem(404, 'tag not present')),
    'POST /pins/{reference}': (request, {reference}) => {
      state.pins.add(reference);
      return json(201, {code: 201, message: 'Created'});
    },
    'GET /pins/{reference}': (request, {reference}) => (state.pins.has(reference) ? json(200, {reference}) : problem(404, 'Not Found')),
    'DELETE /pins/{reference}': (request, {reference}) => {
      state.pins.delete(reference);
      return json(200, {code: 200, message: 'OK'});
    },
    'GET /pins': () => json(200, {references: [...state.pins]}),
  };
}
