import type { UserView } from '@contract/auth/users';
import { shouldOfferBind } from './bind-condition';

const visitor: UserView = {
  id: 3,
  username: 'wangwu',
  nickname: '王五',
  type: 6,
  isAdmin: false,
  mobile: null,
  email: null,
  groupId: null,
  groupName: null,
  bound: false,
  avatarUrl: null,
};
const on = { visitorMode: true, visitorConsumerPatter: 1, visitorConsumerRange: '公开知识' };

describe('shouldOfferBind', () => {
  it('offers binding to an unbound visitor when visitor mode is on with pattern 1', () => {
    expect(shouldOfferBind(on, visitor)).toBe(true);
  });

  it.each([
    ['visitor mode off', { ...on, visitorMode: false }, visitor],
    ['another consumer pattern', { ...on, visitorConsumerPatter: 2 }, visitor],
    ['a staff user', on, { ...visitor, type: 1 }],
    ['a gold but non-visitor type', on, { ...visitor, type: 7 }],
    ['a visitor already bound', on, { ...visitor, bound: true }],
    ['unknown settings', undefined, visitor],
    ['unknown user', on, undefined],
  ])('does not offer it for %s', (_name, info, user) => {
    expect(shouldOfferBind(info, user)).toBe(false);
  });
});
