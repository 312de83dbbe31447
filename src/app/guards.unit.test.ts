import type { SessionUserView } from '@contract/auth/users';
import { PERMISSION_NAMES } from '@contract/platform/permissions';
import { ForbiddenError } from '@/shared/lib/forbidden-error';
import { requireCapability, requireModule, requireRole, type Session } from './guards';

const session = (permissions: Session['permissions']): Session => ({
  user: { nickname: '张三' } as SessionUserView,
  permissions,
});

/** The refusal a guard throws, or null when it lets the user through. */
function refusal(guard: () => void): string | null {
  try {
    guard();
    return null;
  } catch (e) {
    expect(e).toBeInstanceOf(ForbiddenError);
    return (e as Error).message;
  }
}

describe('module guards', () => {
  it('let holders of the module permission through', () => {
    expect(refusal(() => requireModule(session(['ROLE_WIKI_DISPLAY_WEB']), 'ROLE_WIKI_DISPLAY_WEB'))).toBeNull();
  });

  it("name the missing module from the permission's name", () => {
    expect(refusal(() => requireModule(session([]), 'ROLE_WIKI_DISPLAY_WEB'))).toBe('您没有词条知识的访问权限');
    expect(refusal(() => requireModule(session([]), 'ROLE_DOCUMENT_DISPLAY_WEB'))).toBe('您没有文档库的访问权限');
    expect(refusal(() => requireModule(session([]), 'ROLE_VIDEO_DISPLAY_WEB'))).toBe(
      `您没有${PERMISSION_NAMES.ROLE_VIDEO_DISPLAY_WEB}的访问权限`,
    );
  });

  it('ask for a missing capability to be granted', () => {
    expect(refusal(() => requireCapability(session(['ROLE_WIKI_DISPLAY_WEB']), 'ROLE_KNOWLEDGE_CREATE'))).toBe(
      '您没有知识创作权限，请联系管理员开通',
    );
  });

  it('say who an area is for', () => {
    expect(refusal(() => requireRole(session([]), 'ROLE_KNOWLEDGE_APPROVE', '审核中心'))).toBe('审核中心仅对知识审核人员开放');
    expect(refusal(() => requireRole(session(['ROLE_KNOWLEDGE_APPROVE']), 'ROLE_KNOWLEDGE_APPROVE', '审核中心'))).toBeNull();
  });
});
