import { adminTopicSave } from '@contract/bbs/bbs-topics';
import { ApiError } from '@/shared/lib/api-error';
import { splitRefusal } from './server-field-errors';

const refusal = (code: number, message: string) => new ApiError('server', code, message);

describe('splitRefusal', () => {
  it('puts the parts of an input refusal under the fields its titles name, and keeps the rest for the alert', () => {
    const r = splitRefusal(
      adminTopicSave.input,
      refusal(400, '话题名称：话题名称最多20个字；话题说明：包含无效字符；请求参数：格式错误'),
    );
    expect(r.fields).toEqual({ name: '话题名称最多20个字', description: '包含无效字符' });
    expect(r.rest).toBe('请求参数：格式错误');
  });

  it('leaves a refusal that names no field, or is not an input refusal, to the alert', () => {
    expect(splitRefusal(adminTopicSave.input, refusal(409, '话题「运维」已存在'))).toEqual({
      fields: {},
      rest: '话题「运维」已存在',
    });
    expect(splitRefusal(adminTopicSave.input, refusal(409, '话题名称：已存在'))).toEqual({
      fields: {},
      rest: '话题名称：已存在',
    });
    expect(splitRefusal(adminTopicSave.input, new ApiError('network', 0, '网络异常'))).toEqual({ fields: {}, rest: '网络异常' });
    expect(splitRefusal(adminTopicSave.input, null)).toEqual({ fields: {}, rest: null });
  });
});
