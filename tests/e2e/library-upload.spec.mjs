// Issue 5 in the browser: lisi (documents only) uploads a PDF and a Word file
// from the library's upload page, watches each progress bar go to 100% on a
// throttled connection, sees the text extracted, fills in the required 密级
// and submits the PDF for review; then uploads a document in answer to a
// question. Files are built here, so the test needs no fixtures.

import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { DOMAIN_IDS } from '@contract/platform/domains';
import JSZip from 'jszip';
import { BASE_URL, launchBrowser, RESULTS_DIR, withPage } from './support.mjs';

const APP = `${BASE_URL}/webaikn/`;
const PASSWORD = 'Aikn@2026';
const RUN = Date.now().toString(36);
const PDF_NAME = `员工差旅手册-${RUN}.pdf`;
const DOCX_NAME = `报销流程说明-${RUN}.docx`;
const QUESTION = `新员工如何申请差旅借款？（${RUN}）`;
/** Enough bytes that a throttled upload shows the bar between 0 and 100. */
const PDF_FILLER_BYTES = 1_500_000;

/** A valid PDF (Helvetica, ASCII text), one page per text, with an unreferenced filler stream to make it large. */
function pdfBytes(pages, fillerBytes = 0) {
  const objects = [];
  const pageIds = pages.map((_, i) => 4 + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';
  pages.forEach((text, i) => {
    const stream = `BT /F1 18 Tf 72 720 Td (${text.replace(/[()\\]/g, '\\$&')}) Tj ET`;
    objects[pageIds[i]] =
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] ' +
      `/Resources << /Font << /F1 3 0 R >> >> /Contents ${pageIds[i] + 1} 0 R >>`;
    objects[pageIds[i] + 1] = `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
  });
  if (fillerBytes > 0) objects.push(`<< /Length ${fillerBytes} >>\nstream\n${'%'.repeat(fillerBytes)}\nendstream`);
  let out = '%PDF-1.4\n';
  const offsets = [];
  for (let id = 1; id < objects.length; id += 1) {
    offsets[id] = out.length;
    out += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = out.length;
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id += 1) out += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** A minimal Word document with one paragraph per string. */
async function docxBytes(paragraphs) {
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/word/document.xml" ' +
      'ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" ' +
      'Target="word/document.xml"/></Relationships>',
  );
  const body = paragraphs.map((p) => `<w:p><w:r><w:t>${p}</w:t></w:r></w:p>`).join('');
  zip.file(
    'word/document.xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
      `<w:body>${body}</w:body></w:document>`,
  );
  return zip.generateAsync({ type: 'nodebuffer' });
}

async function shot(page, name) {
  await page.screenshot({ path: path.join(RESULTS_DIR, `e2e-library-upload-${name}.png`), animations: 'disabled' });
}

async function signIn(page, username) {
  await page.goto(`${APP}#/login`);
  await page.getByRole('heading', { name: /^欢迎登录/ }).waitFor();
  await page.getByLabel('用户名', { exact: true }).fill(username);
  await page.getByLabel('密码', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.getByRole('button', { name: '用户菜单' }).waitFor();
}

async function waitForRoute(page, want) {
  await page.waitForFunction((p) => new URL(location.hash.replace(/^#/, '') || '/', 'http://app.invalid').pathname === p, want, {
    timeout: 30_000,
  });
}

/** Calls the API as the signed-in user of the page (its stored token). */
async function apiAs(page, method, apiPath, body) {
  return page.evaluate(
    async ({ method, apiPath, body }) => {
      const res = await fetch(apiPath, {
        method,
        headers: { Authorization: `Bearer ${localStorage.getItem('access_token')}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return res.json();
    },
    { method, apiPath, body },
  );
}

/** Records every value the progress bars of the queue show, so the test can see them move. */
async function recordProgress(page) {
  await page.evaluate(() => {
    window.__progressSeen = [];
    new MutationObserver((records) => {
      for (const r of records) {
        const el = r.target;
        if (el instanceof HTMLElement && el.getAttribute('role') === 'progressbar')
          window.__progressSeen.push(Number(el.getAttribute('aria-valuenow')));
      }
    }).observe(document.body, { attributes: true, attributeFilter: ['aria-valuenow'], subtree: true });
  });
}

const row = (page, name) => page.getByRole('listitem', { name });

describe('document upload in the browser', () => {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  it('lets lisi upload a PDF and a DOCX with progress to 100%, text extracted, then fill 密级 and submit', async () => {
    await withPage(browser, 'e2e-library-upload-batch', async (page, problems) => {
      await signIn(page, 'lisi');
      await waitForRoute(page, '/library');
      await page.getByRole('link', { name: '上传文档' }).click();
      await waitForRoute(page, '/library/create1');
      await page.getByRole('heading', { name: '上传文档' }).waitFor();

      // A slow uplink, so the bars pass through values between 0 and 100.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 20,
        downloadThroughput: -1,
        uploadThroughput: 512 * 1024,
      });
      await recordProgress(page);
      const pdf = pdfBytes(['Employee travel handbook', 'Expense claims within fifteen working days'], PDF_FILLER_BYTES);
      const docx = await docxBytes(['报销流程说明', '差旅费用须在出差结束后十五个工作日内提交报销。']);
      await page.getByLabel('选择要上传的文件').setInputFiles([
        { name: PDF_NAME, mimeType: 'application/pdf', buffer: pdf },
        {
          name: DOCX_NAME,
          mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          buffer: docx,
        },
      ]);
      await row(page, PDF_NAME)
        .getByText(/^上传中 [1-9]\d?%$/)
        .waitFor({ timeout: 30_000 });
      await shot(page, 'progress');
      for (const name of [PDF_NAME, DOCX_NAME]) {
        await row(page, name).getByText('上传成功').waitFor({ timeout: 60_000 });
        assert.equal(await row(page, name).getByRole('progressbar').getAttribute('aria-valuenow'), '100');
        assert.equal(await row(page, name).getByTestId('text-status').textContent(), '提取成功');
      }
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
      const seen = await page.evaluate(() => window.__progressSeen);
      assert.ok(
        seen.some((v) => v > 0 && v < 100),
        `进度条应显示 0 到 100 之间的进度，实际记录：${seen.join(',')}`,
      );
      assert.equal(await page.getByTestId('upload-summary').textContent(), '共 2 个文件：已完成 2');
      await shot(page, 'done');

      const href = await row(page, PDF_NAME).getByRole('link', { name: '查看文档' }).getAttribute('href');
      const id = Number(new URLSearchParams(href.split('?')[1]).get('id'));
      assert.ok(id > 0, `查看文档链接无效：${href}`);
      assert.match(href, new RegExp(`domainId=${DOMAIN_IDS.library}\\b`));

      await row(page, PDF_NAME).getByRole('button', { name: '填写信息' }).click();
      const drawer = page.getByRole('dialog', { name: `文档信息：${PDF_NAME}` });
      const title = drawer.getByRole('textbox', { name: /^标题/ });
      await title.waitFor();
      assert.equal(await title.inputValue(), `员工差旅手册-${RUN}`);
      await title.fill(`员工差旅手册（2026版）${RUN}`);
      await drawer.getByRole('button', { name: '提交审核' }).click();
      await drawer.getByText('提交前请填写必填字段：密级').waitFor();
      await drawer.getByText('请填写密级').waitFor();
      await shot(page, 'secrecy-required');

      await drawer.getByRole('combobox', { name: /^密级/ }).click();
      await page.getByRole('option', { name: '内部' }).click();
      await drawer.getByRole('button', { name: '提交审核' }).click();
      await page.waitForFunction(
        () => document.querySelector('[data-testid="document-status"]')?.textContent === '待审核',
        null,
        { timeout: 15_000 },
      );
      await shot(page, 'submitted');
      await page.keyboard.press('Escape');
      await row(page, PDF_NAME).getByTestId('doc-status').filter({ hasText: '待审核' }).waitFor();

      const detail = await apiAs(page, 'GET', `/aikn-app/library/detail/${id}?version=1`);
      assert.equal(detail.code, 1, detail.message);
      assert.equal(detail.data.status, 'pending');
      assert.equal(detail.data.title, `员工差旅手册（2026版）${RUN}`);
      assert.equal(detail.data.textStatus, 'ok');
      assert.match(detail.data.text, /Employee travel handbook/);
      assert.ok(detail.data.fields.some((f) => f.code === 'secrecy' && f.value === '内部'));
      assert.deepEqual(problems, []);
    });
  });

  it('cancels a slow chronicle upload without creating anything, then retries it to the end', async () => {
    await withPage(browser, 'e2e-library-upload-cancel', async (page, problems) => {
      await signIn(page, 'lisi');
      await page.goto(`${APP}#/library/create1`);
      await page.getByRole('checkbox', { name: /^地方志/ }).check();
      await page.getByText('地方志须先填写地区和年份，再添加文件').waitFor();
      assert.equal(await page.getByRole('button', { name: '选择文件' }).isDisabled(), true);
      await shot(page, 'chronicle-blocked');
      await page.getByRole('textbox', { name: /^地区/ }).fill('绍兴市');
      await page.getByRole('textbox', { name: /^年份/ }).fill('1987');
      await page.getByText('地方志须先填写地区和年份，再添加文件').waitFor({ state: 'detached' });

      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 20,
        downloadThroughput: -1,
        uploadThroughput: 256 * 1024,
      });
      const name = `绍兴县志-${RUN}.pdf`;
      await page.getByLabel('选择要上传的文件').setInputFiles({
        name,
        mimeType: 'application/pdf',
        buffer: pdfBytes(['Shaoxing county annals 1987'], PDF_FILLER_BYTES),
      });
      await row(page, name)
        .getByText(/^上传中 [1-9]\d?%$/)
        .waitFor({ timeout: 30_000 });
      await row(page, name).getByRole('button', { name: '取消' }).click();
      await row(page, name).getByText('已取消').waitFor();
      await shot(page, 'cancelled');
      // Long enough for a body that was still arriving to have been stored, had the abort not stopped it.
      await page.waitForTimeout(3000);
      const list = () =>
        apiAs(page, 'POST', '/aikn-app/library/list', { keyword: `绍兴县志-${RUN}`, mine: true, page: 1, size: 10 });
      assert.equal((await list()).data.total, 0);

      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
      await row(page, name).getByRole('button', { name: '重试' }).click();
      await row(page, name).getByText('上传成功').waitFor({ timeout: 60_000 });
      const found = (await list()).data;
      assert.equal(found.total, 1);
      const detail = await apiAs(page, 'GET', `/aikn-app/library/detail/${found.list[0].id}`);
      assert.equal(detail.code, 1, detail.message);
      assert.deepEqual([detail.data.isChronicle, detail.data.region, detail.data.year], [true, '绍兴市', 1987]);
      assert.deepEqual(problems, []);
    });
  });

  it('uploads a document in answer to a question, shown on the page and kept with the document', async () => {
    await withPage(browser, 'e2e-library-upload-question', async (page, problems) => {
      await signIn(page, 'lisi');
      await page.goto(`${APP}#/library/create/${encodeURIComponent(QUESTION)}`);
      const banner = page.getByTestId('upload-question');
      await banner.getByText(`为问题上传文档：${QUESTION}`).waitFor();
      const name = `借款申请指引-${RUN}.docx`;
      await page.getByLabel('选择要上传的文件').setInputFiles({
        name,
        mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        buffer: await docxBytes(['借款申请指引', '新员工通过费用系统提交借款申请，部门负责人审批。']),
      });
      await row(page, name).getByText('上传成功').waitFor({ timeout: 60_000 });
      await shot(page, 'question');
      const href = await row(page, name).getByRole('link', { name: '查看文档' }).getAttribute('href');
      const id = Number(new URLSearchParams(href.split('?')[1]).get('id'));
      const detail = await apiAs(page, 'GET', `/aikn-app/library/detail/${id}`);
      assert.equal(detail.code, 1, detail.message);
      assert.equal(detail.data.question, QUESTION);
      assert.deepEqual(problems, []);
    });
  });
});
