/** Chromium as Lighthouse drives it, shared by the bench modules that run Lighthouse. */
import {createServer} from 'node:net';
import {chromium} from 'playwright-core';
import {CHROMIUM_ARGS, chromiumPath} from '../../e2e/harness';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as {port: number};
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A headless Chromium with a DevTools protocol port: Lighthouse drives it over the port; Playwright only starts and stops it. */
export async function lighthouseChromium(): Promise<{port: number; close: () => Promise<void>}> {
  const port = await freePort();
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
    headless: true,
  });
  return {port, close: () => browser.close()};
}
