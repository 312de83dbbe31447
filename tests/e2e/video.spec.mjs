// Issue 5 (videos) in the browser, against the real server and its demo seed:
// zhangsan plays a video (H.264 over HTTP Range), seeks, leaves the page and
// comes back to the same position; then uploads a WebM whose poster frame and
// duration the browser reads, with a progress bar, and sends it to approval.
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { BASE_URL, launchBrowser, RESULTS_DIR, withPage } from './support.mjs';

const APP = `${BASE_URL}/webaikn/`;
const PASSWORD = 'Aikn@2026';
const CLIPS = path.resolve(import.meta.dirname, '..', '..', 'server', 'seed', 'videos', 'files');
/** A seeded clip (20 s, H.264) zhangsan has no saved position in. */
const TITLE = '客户服务规范';

async function signIn(page, username) {
  await page.goto(`${APP}#/login`);
  await page.getByRole('heading', { name: /^欢迎登录/ }).waitFor();
  await page.getByLabel('用户名', { exact: true }).fill(username);
  await page.getByLabel('密码', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.getByRole('button', { name: '用户菜单' }).waitFor();
}

async function shot(page, name) {
  await page.waitForFunction(() => [...document.images].every((img) => img.complete), null, { timeout: 10_000 });
  await page.screenshot({ path: path.join(RESULTS_DIR, `e2e-video-${name}.png`), animations: 'disabled' });
}

/** Opens the seeded clip from the video home, as a person would. */
async function openClip(page) {
  await page.getByRole('navigation', { name: '模块导航' }).getByRole('link', { name: '视频库' }).click();
  const card = page.getByRole('region', { name: '最新视频' }).getByRole('article', { name: TITLE });
  await card.getByRole('link').click();
  const video = page.getByLabel(`视频：${TITLE}`);
  await video.waitFor();
  // Metadata read: the player has applied the saved position by then.
  await page.waitForFunction(() => (document.querySelector('video')?.readyState ?? 0) >= 1, null, { timeout: 30_000 });
  return video;
}

const timeOf = (video) => video.evaluate((v) => v.currentTime);

describe('videos in the browser', () => {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  it('lets zhangsan play a video, seek, leave and come back to the same position', async () => {
    await withPage(browser, 'video-resume', async (page, problems) => {
      const ranges = [];
      page.on('response', (r) => {
        if (r.url().includes('/aikn-app/video/stream/')) ranges.push(r.status());
      });
      await signIn(page, 'zhangsan');
      let video = await openClip(page);
      await video.evaluate((v) => {
        v.muted = true;
        return v.play();
      });
      const started = await timeOf(video);
      await page.waitForFunction((t) => document.querySelector('video').currentTime > t + 1, started, { timeout: 20_000 });

      // Seek forward while playing: the browser asks for the bytes there with a Range request.
      await video.evaluate(
        (v) =>
          new Promise((resolve) => {
            v.addEventListener('seeked', resolve, { once: true });
            v.currentTime = 12;
          }),
      );
      await page.waitForTimeout(1200);
      const left = await timeOf(video);
      assert.ok(left >= 12 && left < 19, `seeked position ${left}`);
      assert.ok(ranges.includes(206), `no partial answer among ${ranges.join(',')}`);

      // Leaving the page sends the last position.
      const saved = page.waitForResponse((r) => r.url().endsWith('/aikn-app/video/progress'));
      await page.getByRole('navigation', { name: '模块导航' }).getByRole('link', { name: '视频库' }).click();
      assert.equal((await (await saved).json()).code, 1);

      video = await openClip(page);
      const resumed = await timeOf(video);
      assert.ok(Math.abs(resumed - left) <= 2, `resumed at ${resumed}, left at ${left}`);
      await page.getByText(/^已从上次观看的位置 0:1\d 继续$/).waitFor();
      await shot(page, 'resumed');

      // A reload resumes there too: the detail comes from the server, not from the page's memory.
      await page.reload();
      await page.waitForFunction(() => (document.querySelector('video')?.readyState ?? 0) >= 1, null, { timeout: 30_000 });
      const reloaded = await timeOf(page.getByLabel(`视频：${TITLE}`));
      assert.ok(Math.abs(reloaded - left) <= 2, `after reload at ${reloaded}, left at ${left}`);
      assert.deepEqual(problems, []);
    });
  });

  it('lets zhangsan upload a WebM with a poster frame read in the browser and submit it for approval', async () => {
    await withPage(browser, 'video-upload', async (page, problems) => {
      await signIn(page, 'zhangsan');
      await page.goto(`${APP}#/video`);
      // Uploading is a page, as for documents.
      await page.getByRole('link', { name: '上传视频' }).click();
      await page.waitForURL(/#\/video\/create$/);
      const form = page.getByRole('main');
      await form.locator('input[type="file"]').setInputFiles(path.join(CLIPS, 'safety.webm'));
      await form.getByRole('img', { name: '封面预览' }).waitFor({ timeout: 30_000 });
      assert.match(await form.getByTestId('file-facts').textContent(), /时长 0:20 · 480×270$/);
      await form.getByRole('textbox', { name: '标题' }).fill(`端到端上传视频 ${Date.now().toString(36)}`);
      await shot(page, 'upload-page');
      await form.getByRole('button', { name: '开始上传' }).click();
      await form.getByText('视频已提交审核，审核通过后将出现在视频库中。').waitFor({ timeout: 60_000 });
      await form.getByRole('link', { name: '查看视频' }).click();
      await page.getByText('第1版正在审核').waitFor();
      await page.waitForFunction(() => (document.querySelector('video')?.readyState ?? 0) >= 1, null, { timeout: 30_000 });
      const poster = await page.locator('video').getAttribute('poster');
      assert.match(poster ?? '', /^\/aikn-app\/file\/raw\/\d+\?(?:.*&)?exp=\d+&sig=/);
      await shot(page, 'uploaded');
      assert.deepEqual(problems, []);
    });
  });
});
