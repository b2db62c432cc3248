/** Byte counts of what Chromium actually fetches, shared by the bench modules. */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {gzipSync} from 'node:zlib';
import type {Browser} from 'playwright-core';

export type Bytes = {raw: number; gzip: number};

export const sizeOf = (body: Buffer): Bytes => ({raw: body.length, gzip: gzipSync(body, {level: 9}).length});

export const addBytes = (a: Bytes, b: Bytes): Bytes => ({raw: a.raw + b.raw, gzip: a.gzip + b.gzip});

export type FirstLoad = Record<'script' | 'stylesheet', Bytes & {files: number}>;

/** Scripts and stylesheets fetched by a cold load of `url` until the network is idle (no interaction, so no lazy chunks). */
export async function firstLoad(browser: Browser, url: string): Promise<FirstLoad> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const bodies: Record<keyof FirstLoad, Promise<Buffer>[]> = {script: [], stylesheet: []};
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet') bodies[type].push(response.body());
  });
  // The route's chunks delay the load event; on a busy CPU, executing main.js alone can outlast the 500 ms of
  // network silence that counts as idle, so waiting for idle only would miss them.
  await page.goto(url, {waitUntil: 'load'});
  await page.waitForLoadState('networkidle');
  const total = async (type: keyof FirstLoad) => ({
    ...(await Promise.all(bodies[type])).map(sizeOf).reduce(addBytes, {raw: 0, gzip: 0}),
    files: bodies[type].length,
  });
  const loaded = {script: await total('script'), stylesheet: await total('stylesheet')};
  await context.close();
  return loaded;
}

/** JavaScript fetched by a cold load of `url` until the network is idle (no interaction, so no lazy chunks). */
export const firstLoadJs = async (browser: Browser, url: string): Promise<Bytes & {files: number}> =>
  (await firstLoad(browser, url)).script;

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
