import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groups } from '../db/schema/index';
import { createTestRuntime, type TestRuntime } from '../test/harness';
import { envelopeProblem, tableChecksum } from '../test/platform/envelope-check';

const env = (o: unknown) => JSON.stringify(o);

describe('the judge of the naughty-strings tests', () => {
  it('accepts a success and the refusals of SPEC §8', () => {
    expect(envelopeProblem(200, env({ code: 1, message: '处理成功', success: true, data: [] }))).toBeNull();
    expect(envelopeProblem(400, env({ code: 400, message: '用户名：太长', success: false, data: null }))).toBeNull();
    expect(envelopeProblem(401, env({ code: -1, message: '请先登录', success: false, data: null }))).toBeNull();
  });

  it('flags a 500, a body that is not the envelope, and codes that disagree with the status', () => {
    expect(envelopeProblem(500, env({ code: 500, message: '服务器内部错误', success: false, data: null }))).toMatch(/500/);
    expect(envelopeProblem(400, 'Bad Request')).toMatch(/not JSON/);
    expect(envelopeProblem(200, env({ code: 1, message: 'ok', success: true }))).toMatch(/data/);
    expect(envelopeProblem(200, env({ code: 1, message: 'ok', success: false, data: null }))).toMatch(/success/);
    expect(envelopeProblem(200, env({ code: 400, message: '错误', success: false, data: null }))).toMatch(
      /HTTP 200 with code 400/,
    );
    expect(envelopeProblem(400, env({ code: 400, message: 'invalid input', success: false, data: null }))).toMatch(/Chinese/);
  });

  describe('table checksum', () => {
    let rt: TestRuntime;
    beforeAll(async () => {
      rt = await createTestRuntime({ seed: 'none' });
    });
    afterAll(async () => {
      await rt?.close();
    });

    it('is stable while nothing changes and moves when a guarded row changes', async () => {
      const a = await tableChecksum(rt.deps.pool);
      expect(await tableChecksum(rt.deps.pool)).toBe(a);
      await rt.deps.db.insert(groups).values({ name: '校验和测试组', parentId: null });
      expect(await tableChecksum(rt.deps.pool)).not.toBe(a);
    });
  });
});
