// Issue 17 (administration console) in the browser: the administrator adds a
// group and a user in it whose role lacks 词条 (ROLE_WIKI_DISPLAY_WEB); that
// user signs in in a second browser, must replace the initial password, and
// lands on the document library. The administrator then imports a user file
// with one bad row and reads the report. Each console screen is captured at
// desktop and phone width and checked by axe.
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import ExcelJS from 'exceljs';
import { BASE_URL, launchBrowser, RESULTS_DIR, settle, violations } from './support.mjs';

const APP = `${BASE_URL}/webaikn/`;
const PASSWORD = 'Aikn@2026';
const RUN = Date.now().toString(36);
const GROUP = `端到端部门${RUN}`;
const USERNAME = `e2e${RUN}`;
const NICKNAME = `端到端用户${RUN.slice(-4)}`;
const INITIAL = 'E2eStart2026';
const OWN = 'E2eOwn2027x';
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

async function signInForm(page, username, password) {
  await page.goto(`${APP}#/login`);
  await page.getByLabel('用户名', { exact: true }).fill(username);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

async function shoot(page, name) {
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ]) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(RESULTS_DIR, `admin-${name}-${size}.png`), fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
}

async function userFile() {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('用户').addRows([
    ['用户名', '姓名', '用户类型', '手机号', '邮箱', '组织', '角色'],
    [`imp${RUN}`, '导入甲', '1', '', '', GROUP, '文档专员'],
    [`imq${RUN}`, '导入乙', '1', '13800000001', '', GROUP, ''],
  ]);
  return { name: '用户.xlsx', mimeType: 'application/octet-stream', buffer: Buffer.from(await wb.xlsx.writeBuffer()) };
}

describe('管理后台：用户与组织', () => {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => browser?.close());

  it('管理员新建组织和其中的用户；该用户首次登录先改密码，然后进入文档库；导入有一行错误的文件时读到校验报告', async () => {
    // CSP bypassed only so that axe can be injected at the end.
    const admin = await browser.newContext({ locale: 'zh-CN', viewport: DESKTOP, bypassCSP: true });
    const page = await admin.newPage();
    const problems = [];
    page.on('pageerror', (err) => problems.push(err.message));
    await signInForm(page, 'admin', PASSWORD);
    await page.getByRole('button', { name: '用户菜单' }).waitFor({ timeout: 30_000 });
    await page.locator('header').getByRole('link', { name: '管理后台' }).click();
    await page.getByRole('heading', { name: '用户', exact: true }).waitFor();
    assert.match(page.url(), /#\/admin\/users/);

    // 组织: a new top-level group.
    await page.getByRole('navigation', { name: '管理后台' }).getByRole('link', { name: '组织' }).click();
    await page.getByRole('list', { name: '组织树' }).waitFor();
    await page.getByRole('button', { name: '添加顶级组织' }).click();
    const add = page.getByRole('dialog', { name: '添加顶级组织' });
    await add.getByLabel('组织名称').fill(GROUP);
    await add.getByRole('button', { name: '添加' }).click();
    await page.getByText(GROUP, { exact: true }).waitFor();
    await shoot(page, 'groups');

    // 用户: a user in that group with 文档专员 (documents only, no wiki).
    await page.getByRole('navigation', { name: '管理后台' }).getByRole('link', { name: '用户' }).click();
    await page.getByRole('table', { name: '用户列表' }).waitFor();
    await page.getByRole('button', { name: '新建用户' }).click();
    const form = page.getByRole('form', { name: '新建用户' });
    await form.getByLabel('用户名').fill(USERNAME);
    await form.getByLabel('初始密码').fill(INITIAL);
    await form.getByLabel('昵称').fill(NICKNAME);
    await form.getByLabel('组织').click();
    await page.getByRole('option', { name: GROUP }).click();
    await form.getByLabel('角色').click();
    await page.getByRole('option', { name: '文档专员' }).click();
    await page.keyboard.press('Escape');
    await shoot(page, 'user-form');
    await form.getByRole('button', { name: '创建' }).click();
    await form.waitFor({ state: 'detached' });
    await page.getByLabel('姓名').fill(USERNAME);
    await page.waitForURL(new RegExp(`keyword=${USERNAME}`));
    const row = page.getByRole('row').filter({ hasText: USERNAME });
    await row.waitFor();
    assert.match((await row.textContent()) ?? '', new RegExp(GROUP));
    assert.match((await row.textContent()) ?? '', /文档专员/);
    assert.match((await row.textContent()) ?? '', /待改密码/);
    assert.match(page.url(), new RegExp(`keyword=${USERNAME}`));
    await shoot(page, 'users');

    // The new user, in a browser of his own.
    const second = await browser.newContext({ locale: 'zh-CN', viewport: DESKTOP });
    const them = await second.newPage();
    await signInForm(them, USERNAME, INITIAL);
    await them.getByRole('heading', { name: '修改初始密码' }).waitFor({ timeout: 30_000 });
    await them.screenshot({ path: path.join(RESULTS_DIR, 'admin-change-password-desktop.png'), fullPage: true });
    await them.getByLabel('原密码').fill(INITIAL);
    await them.getByLabel('新密码', { exact: true }).fill(OWN);
    await them.getByLabel('确认新密码').fill(OWN);
    await them.getByRole('button', { name: '修改密码' }).click();
    await them.getByRole('button', { name: '用户菜单' }).waitFor({ timeout: 30_000 });
    await them.waitForURL(/#\/library/, { timeout: 30_000 });
    assert.equal(await them.locator('header').getByRole('link', { name: '知识词条' }).count(), 0);
    await them.screenshot({ path: path.join(RESULTS_DIR, 'admin-new-user-library.png'), fullPage: true });
    await second.close();

    // 导入: one bad row refuses the whole file.
    await page.getByRole('button', { name: '导入', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '导入用户' });
    await dialog.locator('input[type=file]').setInputFiles(await userFile());
    await dialog.getByLabel('初始密码').fill(INITIAL);
    await dialog.getByRole('button', { name: '导入', exact: true }).click();
    const report = dialog.getByRole('table', { name: '校验报告' });
    await report.waitFor();
    const cells = await report.locator('tbody tr').first().locator('td').allInnerTexts();
    assert.deepEqual(cells, ['用户', '3', '手机号', '手机号已被其他用户使用']);
    await dialog.getByText('校验未通过：1 个问题，文件中的用户均未导入').waitFor();
    await shoot(page, 'import-report');
    await dialog.getByRole('button', { name: '取消' }).click();
    await page.getByLabel('姓名').fill(`imp${RUN}`);
    await page.getByText('共 0 条').waitFor();

    // 操作记录: the creation with its fields.
    await page.getByRole('navigation', { name: '管理后台' }).getByRole('link', { name: '操作记录' }).click();
    const audit = page.getByRole('table', { name: '操作记录' });
    await audit.waitFor();
    const created = audit.getByRole('row').filter({ hasText: `用户 ${NICKNAME}（${USERNAME}）` });
    await created.waitFor();
    assert.match((await created.textContent()) ?? '', /新建用户/);
    await shoot(page, 'audit');

    // axe on each console screen, as its administrator sees it.
    const failures = [];
    for (const section of ['users', 'groups', 'audit']) {
      await page.goto(`${APP}#/admin/${section}`);
      await page.getByRole('navigation', { name: '管理后台' }).waitFor();
      await settle(page);
      for (const v of await violations(page)) failures.push(`/admin/${section}：${v}`);
    }
    assert.deepEqual(failures, []);
    assert.deepEqual(problems, []);
    await admin.close();
  });

  it('管理员修改菜单名称并关闭短信登录，刷新后都生效；角色页按模块列出权限；恢复后一切如初', async () => {
    const admin = await browser.newContext({ locale: 'zh-CN', viewport: DESKTOP, bypassCSP: true });
    const page = await admin.newPage();
    const problems = [];
    page.on('pageerror', (err) => problems.push(err.message));
    await signInForm(page, 'admin', PASSWORD);
    await page.getByRole('button', { name: '用户菜单' }).waitFor({ timeout: 30_000 });

    // 配置 → 菜单名称: 知识词条 becomes 百科.
    await page.goto(`${APP}#/admin/config?tab=menus`);
    const alias = page.getByRole('textbox', { name: '知识词条的显示名称' });
    await alias.fill('百科');
    await alias.locator('xpath=ancestor::form').getByRole('button', { name: '保存' }).click();
    await page.getByRole('button', { name: '恢复默认：知识词条' }).waitFor();
    await shoot(page, 'config-menus');

    // 配置 → 配置项: find the SMS switch by a word and turn it off.
    await page.getByRole('tab', { name: '配置项' }).click();
    await page.getByLabel('查找配置项').fill('短信');
    const sms = page.getByRole('switch', { name: '短信验证码登录' });
    await sms.waitFor();
    assert.equal(await sms.isChecked(), true);
    await sms.click({ force: true });
    await page.getByRole('button', { name: '恢复默认：短信验证码登录' }).waitFor();
    await shoot(page, 'config-items');

    // A reload reads both afresh: the header names the module 百科, and the sign-in page has no SMS tab.
    await page.reload();
    await page.locator('header').getByRole('link', { name: '百科' }).first().waitFor({ timeout: 30_000 });
    const visitor = await browser.newContext({ locale: 'zh-CN', viewport: DESKTOP });
    const login = await visitor.newPage();
    await login.goto(`${APP}#/login`);
    await login.getByRole('tab', { name: '账号登录' }).waitFor({ timeout: 30_000 });
    assert.equal(await login.getByRole('tab', { name: '短信登录' }).count(), 0);
    await visitor.close();

    // 角色: the matrix by module, for the screenshot and axe.
    await page.goto(`${APP}#/admin/roles`);
    await page
      .getByRole('navigation', { name: '角色列表' })
      .getByRole('button', { name: /普通员工/ })
      .click();
    await page.getByRole('checkbox', { name: '词条知识' }).waitFor();
    await shoot(page, 'roles');

    const failures = [];
    for (const section of ['roles', 'config', 'config?tab=menus', 'config?tab=images']) {
      await page.goto(`${APP}#/admin/${section}`);
      await page.getByRole('navigation', { name: '管理后台' }).waitFor();
      await settle(page);
      for (const v of await violations(page)) failures.push(`/admin/${section}：${v}`);
    }
    await page.goto(`${APP}#/admin/config?tab=images`);
    await page.getByRole('region', { name: '系统标志' }).waitFor();
    await shoot(page, 'config-images');

    // Put both back, so the other specs see the product as shipped.
    await page.goto(`${APP}#/admin/config?keyword=短信`);
    await page.getByRole('button', { name: '恢复默认：短信验证码登录' }).click();
    await page.getByRole('button', { name: '恢复默认：短信验证码登录' }).waitFor({ state: 'detached' });
    await page.goto(`${APP}#/admin/config?tab=menus`);
    await page.getByRole('button', { name: '恢复默认：知识词条' }).click();
    await page.getByRole('button', { name: '恢复默认：知识词条' }).waitFor({ state: 'detached' });
    await page.reload();
    await page.locator('header').getByRole('link', { name: '知识词条' }).first().waitFor({ timeout: 30_000 });

    assert.deepEqual(failures, []);
    assert.deepEqual(problems, []);
    await admin.close();
  });
});
