/** Access control (ACT): grantee lists, created and changed with a usable batch, and read back by reference. */
import {json, problem, type RouteContext, type Routes} from '../answers';
import {randomHex, type StandInState} from '../state';
import {usableBatch} from './stamps';

function storeGrantees(state: StandInState, grantees: string[]) {
  // A grantee list is stored encrypted, so its reference is 64 bytes; the history is a plain 32-byte reference.
  const ref = randomHex(64);
  state.granteeLists.set(ref, grantees);
  return {ref, historyref: randomHex(32)};
}

export function accessControlRoutes({state}: RouteContext): Routes {
  return {
    'POST /grantee': async (request) => {
      const refused = usableBatch(state, request);
      if (refused) return refused;
      const {grantees} = JSON.parse(request.body.toString('utf8')) as {grantees: string[]};
      return json(201, storeGrantees(state, grantees));
    },
    'GET /grantee/{address}': (request, {address}) => {
      const grantees = state.granteeLists.get(address);
      return grantees ? json(200, grantees) : problem(404, 'Not Found');
    },
    'PATCH /grantee/{address}': (request, {address}) => {
      const refused = usableBatch(state, request);
      if (refused) return refused;
      const current = state.granteeLists.get(address);
      if (!current) return problem(404, 'Not Found');
      const {add = [], revoke = []} = JSON.parse(request.body.toString('utf8')) as {add?: string[]; revoke?: string[]};
      return json(200, storeGrantees(state, [...current.filter((key) => !revoke.includes(key)), ...add]));
    },
  };
}
