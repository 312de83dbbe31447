import { captcha } from '@contract/auth/auth';
import { consumeCaptcha } from '../modules/auth/captcha.service';
import { drawCaptcha } from '../modules/auth/captcha-image';
import { call } from '../test/client';
import { createTestRuntime, type TestRuntime } from '../test/harness';
import { solveByGlyphPaths } from '../test/security/glyph-path-solver';

let rt: TestRuntime;
beforeAll(async () => {
  rt = await createTestRuntime({ seed: 'none' });
});
afterAll(() => rt.close());

describe('the sign-in captcha', () => {
  it('cannot be read by a script that matches glyph outlines', async () => {
    let solved = 0;
    for (let i = 0; i < 5; i++) {
      const res = await call<{ captchaId: string; image: string }>(rt, captcha);
      const guess = solveByGlyphPaths(res.body.data.image);
      if (await consumeCaptcha(rt.deps.db, res.body.data.captchaId, guess || 'xxxx')) solved++;
    }
    expect(solved).toBe(0);
  });

  it('draws the same text with different shapes every time', () => {
    const a = drawCaptcha('AbCd');
    const b = drawCaptcha('AbCd');
    expect([a.width, a.height]).toEqual([b.width, b.height]);
    // Dark pixels stand for ink; where one drawing has ink, the other mostly does not.
    const ink = (px: Uint8Array, i: number) => px[i * 3] + px[i * 3 + 1] + px[i * 3 + 2] < 3 * 140;
    let inkA = 0;
    let shared = 0;
    for (let i = 0; i < a.width * a.height; i++) {
      if (!ink(a.rgb, i)) continue;
      inkA++;
      if (ink(b.rgb, i)) shared++;
    }
    expect(inkA).toBeGreaterThan(100);
    expect(shared / inkA).toBeLessThan(0.6);
  });
});
