import { resumeAt } from './resume';

describe('resumeAt', () => {
  it('resumes at the saved position', () => {
    expect(resumeAt(8.4, 20)).toBe(8.4);
    expect(resumeAt(300, null)).toBe(300);
  });

  it('starts from the beginning when nothing was saved or the end was reached', () => {
    expect(resumeAt(0, 20)).toBe(0);
    expect(resumeAt(-3, 20)).toBe(0);
    expect(resumeAt(17.5, 20)).toBe(0);
    expect(resumeAt(20, 20)).toBe(0);
  });
});
