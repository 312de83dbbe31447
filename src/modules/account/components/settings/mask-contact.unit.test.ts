import { maskEmail, maskMobile } from './mask-contact';

describe('mask-contact', () => {
  it('keeps the first three and last four digits of a mobile', () => {
    expect(maskMobile('13800000001')).toBe('138****0001');
  });

  it('keeps the first letter and the domain of an e-mail', () => {
    expect(maskEmail('zhangsan@zhilian.example')).toBe('z***@zhilian.example');
    expect(maskEmail('a@b.example')).toBe('a***@b.example');
  });

  it('leaves values it cannot read as they are', () => {
    expect(maskMobile('12345')).toBe('12345');
    expect(maskEmail('@b.example')).toBe('@b.example');
  });
});
