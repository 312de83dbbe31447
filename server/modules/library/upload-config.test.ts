import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';

describe('AIKN_UPLOAD_MAX_MB', () => {
  it('defaults to 200 MB', () => {
    expect(loadConfig({}).uploadMaxBytes).toBe(200 * 1024 * 1024);
  });

  it('takes a configured number of megabytes', () => {
    expect(loadConfig({ AIKN_UPLOAD_MAX_MB: '50' }).uploadMaxBytes).toBe(50 * 1024 * 1024);
  });

  it('refuses a value outside 1–2048 with a readable message', () => {
    expect(() => loadConfig({ AIKN_UPLOAD_MAX_MB: '0' })).toThrow('AIKN_UPLOAD_MAX_MB 须为 1–2048 之间的整数');
    expect(() => loadConfig({ AIKN_UPLOAD_MAX_MB: '4096' })).toThrow('AIKN_UPLOAD_MAX_MB');
    expect(() => loadConfig({ AIKN_UPLOAD_MAX_MB: 'abc' })).toThrow('AIKN_UPLOAD_MAX_MB');
  });
});
