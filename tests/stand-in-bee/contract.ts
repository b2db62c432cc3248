/**
 * Reads Bee's published OpenAPI contract (Swarm.yaml + SwarmCommon.yaml) and turns it into one self-contained
 * OpenAPI document that openapi-backend can route and validate with. The files are test data kept outside the
 * repository (contract-files.ts says where they come from); they are read, never copied.
 */
import {readFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import type {OpenAPIV3} from 'openapi-types';
import {parse} from 'yaml';
import {checksumProblems, FETCHED_CONTRACT_DIR, hasContractFiles, HOW_TO_GET_CONTRACT, SHARED_CONTRACT_DIR} from './contract-files';

export class ContractMissingError extends Error {
  constructor(dir: string) {
    super(`Bee's OpenAPI contract is not at ${dir}: ${HOW_TO_GET_CONTRACT}`);
    this.name = 'ContractMissingError';
  }
}

export class ContractChecksumError extends Error {
  constructor(problems: string[]) {
    super(`Bee's OpenAPI contract differs from the pinned files:\n${problems.join('\n')}\nReplace them, or ${HOW_TO_GET_CONTRACT}`);
    this.name = 'ContractChecksumError';
  }
}

/**
 * The folder holding the contract: BEE_OPENAPI_DIR as given; else the shared copy beside the project, else the one
 * `npm run fetch:bee-openapi` cached (`candidates`, in that order), each only when its files are the pinned ones.
 * With none, the last candidate (the fetch's folder), so that messages point where the fetch would put it.
 */
export function contractDir(env: NodeJS.ProcessEnv = process.env, candidates = [SHARED_CONTRACT_DIR, FETCHED_CONTRACT_DIR]): string {
  if (env.BEE_OPENAPI_DIR) return resolve(env.BEE_OPENAPI_DIR);
  const found = candidates.find(hasContractFiles);
  if (!found) return candidates.at(-1)!;
  const problems = checksumProblems(found);
  if (problems.length > 0) throw new ContractChecksumError(problems);
  return found;
}

export function contractAvailable(dir = contractDir()): boolean {
  return hasContractFiles(dir);
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** The id the stand-in gives an operation, e.g. "POST /bytes": the contract itself names none. */
export const operationIdOf = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

/**
 * Rewrites `SwarmCommon.yaml#/components/...` references to the merged document's own components, and drops the
 * keys the contract writes beside a `$ref` (descriptions mostly): OpenAPI 3.0 ignores them, and its schema rejects them.
 */
function localiseRefs(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(localiseRefs);
  if (node && typeof node === 'object') {
    if ('$ref' in node && typeof node.$ref === 'string') return {$ref: node.$ref.replace(/^SwarmCommon\.yaml#/, '#')};
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, localiseRefs(value)]));
  }
  return node;
}

export function loadContract(dir = contractDir()): OpenAPIV3.Document {
  if (!contractAvailable(dir)) throw new ContractMissingError(dir);
  const swarm = localiseRefs(parse(readFileSync(join(dir, 'Swarm.yaml'), 'utf8'))) as OpenAPIV3.Document;
  const common = localiseRefs(parse(readFileSync(join(dir, 'SwarmCommon.yaml'), 'utf8'))) as OpenAPIV3.Document;
  const components = common.components!;
  const sharedParameters = components.parameters as Record<string, OpenAPIV3.ParameterObject>;

  for (const [path, item] of Object.entries(swarm.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = item?.[method];
      if (!operation) continue;
      operation.operationId = operationIdOf(method, path);
      for (const parameter of (operation.parameters ?? []) as OpenAPIV3.ParameterObject[]) {
        // Swarm.yaml often points a parameter's *schema* at a whole parameter object of SwarmCommon.yaml
        // (`schema: $ref: .../parameters/SwarmTagParameter`); Bee means the schema inside that object.
        const ref = (parameter.schema as OpenAPIV3.ReferenceObject | undefined)?.$ref;
        const shared = ref?.startsWith('#/components/parameters/') ? sharedParameters[ref.split('/').pop()!] : undefined;
        if (shared) parameter.schema = shared.schema;
      }
    }
  }
  // Bee reads the message of a PSS send from the request body, which the contract leaves out.
  const pssSend = swarm.paths['/pss/send/{topic}/{targets}']?.post;
  if (pssSend && !pssSend.requestBody) {
    pssSend.requestBody = {content: {'application/octet-stream': {schema: {type: 'string', format: 'binary'}}}};
  }
  // ActGranteesOperationResponse calls `historyref` an encrypted (64-byte) reference, yet the header that sends it
  // back (swarm-act-history-address) allows only 32 bytes, which is what Bee answers: follow the header.
  const granteeResponse = (components.schemas as Record<string, OpenAPIV3.SchemaObject>).ActGranteesOperationResponse;
  if (granteeResponse?.properties?.historyref) granteeResponse.properties.historyref = {$ref: '#/components/schemas/SwarmAddress'};
  return {...swarm, components};
}
