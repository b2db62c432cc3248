/**
 * The built MCP server as a reader's assistant starts it, for its browser-free test (mcp.test.ts) and its bench
 * (tests/bench/50-mcp.mts): the tarball installed into a temporary folder as npx would (the package has no
 * dependencies, so no registry is asked), then started over stdio with the SDK's own Client.
 */
import {execFileSync} from 'node:child_process';
import assert from 'node:assert/strict';
import {existsSync, mkdtempSync, rmSync} from 'node:fs';
import {after, before} from 'node:test';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {PACKAGE_NAME, TARBALL_PATH} from '../../plugins/mcp/package';
import {BUILD_DIR} from './harness';

export const MCP_TARBALL = join(BUILD_DIR, TARBALL_PATH);

/** Installs the tarball into a new temporary folder; returns the folder and the server's entry there. */
export function installServer(tarball = MCP_TARBALL): {dir: string; bin: string; remove: () => void} {
  const dir = mkdtempSync(join(tmpdir(), 'mcp-install-'));
  execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', '--no-package-lock', '--prefix', dir, tarball], {stdio: 'pipe'});
  return {dir, bin: join(dir, 'node_modules', PACKAGE_NAME, 'server.cjs'), remove: () => rmSync(dir, {recursive: true, force: true})};
}

/** Starts the installed server and connects a Client to it; resolves once the server has answered `initialize`. */
export async function connectClient(bin: string): Promise<Client> {
  const client = new Client({name: 'bee-js-docs-test', version: '1.0.0'});
  await client.connect(new StdioClientTransport({command: process.execPath, args: [bin], stderr: 'pipe'}));
  return client;
}

/**
 * A test file's server: the built tarball installed before its tests and removed after them, with a connected
 * Client; the returned function gives that Client once the tests run.
 */
export function useInstalledServer(): () => Client {
  let installed: ReturnType<typeof installServer> | undefined;
  let client: Client | undefined;
  before(async () => {
    assert.ok(existsSync(MCP_TARBALL), `${MCP_TARBALL} is missing: build the site first (npm run build)`);
    installed = installServer();
    client = await connectClient(installed.bin);
  });
  after(async () => {
    await client?.close();
    installed?.remove();
  });
  return () => client!;
}
