/**
 * The set-up the route benches share: a test server (PGlite in memory, the built PWA from `dist/`),
 * Debian Chromium with the e2e flags, a learner registered through the API, and Two Sum's id.
 * Each route is then opened in a fresh context given the learner's cookies (cold: no service
 * worker, empty storage).
 */
import { chromium, type Browser } from 'playwright-core';
import { CookieJar, signUp } from '../tests/support/faulty-proxy.ts';
import { startTestServer } from '../tests/support/test-server.ts';

/** What {@link startSignedInBench} gives a bench. */
export interface SignedInBench {
  /** The server's base URL. */
  url: string;
  browser: Browser;
  /** The learner's session cookies, for `context.addCookies`. */
  cookies: { name: string; value: string; domain: string; path: string }[];
  /** The built-in Two Sum's problem id (for `/prblm/:id`). */
  twoSumId: string;
  /** Closes the browser, then the server. */
  close(): Promise<void>;
}

/**
 * Starts the server and the browser and registers a learner named `firstname`.
 * @throws Error when the built-in problem Two Sum is missing (the server and browser are closed first)
 */
export async function startSignedInBench(firstname: string): Promise<SignedInBench> {
  const server = await startTestServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  const close = async () => {
    await browser.close();
    await server.close();
  };
  try {
    const jar = new CookieJar();
    await signUp(server.url, jar, firstname);
    const problems = await jar.client(server.url).get('prblm/getAllPrblm').json<Array<{ _id: string; title: string }>>();
    const twoSum = problems.find((p) => p.title === 'Two Sum');
    if (!twoSum) throw new Error('the built-in problem Two Sum is missing');
    const host = new URL(server.url).hostname;
    const cookies = [...jar.cookies].map(([name, value]) => ({ name, value, domain: host, path: '/' }));
    return { url: server.url, browser, cookies, twoSumId: twoSum._id, close };
  } catch (e) {
    await close();
    throw e;
  }
}
