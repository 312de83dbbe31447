import { ForbiddenError } from '@/shared/lib/forbidden-error';
import { reportCaughtError } from './caught-errors';

describe('reportCaughtError', () => {
  afterEach(() => vi.restoreAllMocks());

  it('does not log a refusal: the 403 page is a state, not an error', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    reportCaughtError(new ForbiddenError('您没有词条知识的访问权限'), { componentStack: '' });
    expect(log).not.toHaveBeenCalled();
  });

  it('logs every other error with its component stack', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = new Error('boom');
    reportCaughtError(error, { componentStack: '\n    at Screen' });
    expect(log).toHaveBeenCalledWith(error, '\n    at Screen');
  });
});
