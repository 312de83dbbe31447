// Shared by every e2e spec: the running server's address, a Chromium page
// that records what went wrong, and screenshots under test-results/.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium } from 'playwright-core';

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8878';
export const RESULTS_DIR = process.env.E2E_RESULTS_DIR ?? path.resolve('test-results');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Starts Debian's Chromium headless. */
export function launchBrowser() {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
}

const slug = (s) =>
  s
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80) || 'page';

/**
 * Runs `fn` with a fresh zh-CN page. Uncaught page errors and CSP violations
 * are collected in `problems` (a spec asserts on them); a screenshot is saved
 * after every run, named after the test, and marked when the test failed.
 */
export async function withPage(browser, name, fn) {
  const context = await browser.newContext({
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    viewport: { width: 1366, height: 900 },
  });
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (err) => problems.push(`页面异常：${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /Content Security Policy/i.test(msg.text())) problems.push(`CSP：${msg.text()}`);
  });
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  let failed = true;
  try {
    await fn(page, problems);
    failed = false;
  } finally {
    await page
      .screenshot({ path: path.join(RESULTS_DIR, `${slug(name)}${failed ? '-failed' : ''}.png`), fullPage: false })
      .catch(() => undefined);
    await context.close();
  }
}

// axe is injected as a script: the contexts bypass the app's CSP (which the other specs check).
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** Serious and critical violations on the page now, one line each. */
export async function violations(page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
  const found = await page.evaluate(async () => {
    const result = await window.axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa', 'best-practice'] },
    });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id}（${v.impact}）：${v.nodes
            .slice(0, 3)
            .map((n) => n.target.join(' '))
            .join('，')}`,
      );
  });
  return found;
}

export async function settle(page) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  // Mantine's transitions finish before contrast is measured.
  await page.waitForTimeout(400);
}
