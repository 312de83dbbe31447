import { absoluteHashLink, hashLink, safeReturnPath } from './links';

describe('hashLink', () => {
  it('builds hash routes under the base path', () => {
    expect(hashLink('/index')).toBe('/webaikn/#/index');
    expect(hashLink('account/home', { fillUserInfo: 1, skip: undefined })).toBe('/webaikn/#/account/home?fillUserInfo=1');
    expect(absoluteHashLink('/index')).toBe(`${location.origin}/webaikn/#/index`);
  });
});

describe('safeReturnPath', () => {
  it('accepts app routes with their query', () => {
    expect(safeReturnPath('/index?tab=1')).toBe('/index?tab=1');
    expect(safeReturnPath('/webaikn/#/account/home')).toBe('/account/home');
    expect(safeReturnPath(`${location.origin}/webaikn/#/index?fillUserInfo=1`)).toBe('/index?fillUserInfo=1');
  });

  it('refuses other origins, protocol-relative links and odd paths', () => {
    expect(safeReturnPath('https://evil.example.com/webaikn/#/index')).toBeNull();
    expect(safeReturnPath('//evil.example.com/#/index')).toBeNull();
    expect(safeReturnPath('javascript:alert(1)')).toBeNull();
    expect(safeReturnPath('/\\evil.example.com')).toBeNull();
    expect(safeReturnPath('index')).toBeNull();
    expect(safeReturnPath(undefined)).toBeNull();
    expect(safeReturnPath(`${location.origin}/other-app/#/index`)).toBeNull();
  });

  it('never returns to the sign-in pages', () => {
    expect(safeReturnPath('/login?redirect=/index')).toBeNull();
    expect(safeReturnPath('/tansferPage?token=x')).toBeNull();
  });
});
