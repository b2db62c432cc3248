/** Byte counts of what Chromium actually fetches, shared by the bench modules. */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {gzipSync} from 'node:zlib';
import type {Browser} from 'playwright-core';

export type Bytes = {raw: number; gzip: number};

export const sizeOf = (body: Buffer): Bytes => ({raw: body.length, gzip: gzipSync(body, {level: 9}).length});

export const addBytes = (a: Bytes, b: Bytes): Bytes => ({raw: a.raw + b.raw, gzip: a.gzip + b.gzip});

/** JavaScript fetched by a cold load of `url` until the network is idle (no interaction, so no lazy chunks). */
export async function firstLoadJs(browser: Browser, url: string): Promise<Bytes & {files: number}> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const bodies: Promise<Buffer>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.body());
  });
  // The route's chunks delay the load event; on a busy CPU, executing main.js alone can outlast the 500 ms of
  // network silence that counts as idle, so waiting for idle only would miss them.
  await page.goto(url, {waitUntil: 'load'});
  await page.waitForLoadState('networkidle');
  const total = (await Promise.all(bodies)).map(sizeOf).reduce(addBytes, {raw: 0, gzip: 0});
  await context.close();
  return {...total, files: bodies.length};
}

/**
 * A fresh page at `url`, hydrated, that records the files of `folder` (a folder of build/, as `/run-samples/`)
 * it fetches from then on; `weigh` sizes them from the build, since a worker's response bodies are not always
 * readable through the page.
 */
export async function pageCountingFolder(browser: Browser, url: string, folder: string, buildDir: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const fetched: string[] = [];
  page.on('response', (response) => {
    const {pathname} = new URL(response.url());
    if (pathname.startsWith(folder)) fetched.push(pathname);
  });
  await page.goto(url, {waitUntil: 'networkidle'});
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  const weigh = (): Bytes & {files: number} => ({
    ...fetched.map((file) => sizeOf(readFileSync(join(buildDir, file)))).reduce(addBytes, {raw: 0, gzip: 0}),
    files: fetched.length,
  });
  return {context, page, weigh};
}
