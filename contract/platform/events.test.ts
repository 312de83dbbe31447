import { CONSOLE_ACTIONS, EVENT_ACTION_NAMES, EVENT_ACTIONS } from './events';

describe('event actions', () => {
  it('lists each console action once (the audit filter offers them as options) and names every action', () => {
    expect(new Set(CONSOLE_ACTIONS).size).toBe(CONSOLE_ACTIONS.length);
    expect(new Set(EVENT_ACTIONS).size).toBe(EVENT_ACTIONS.length);
    for (const a of EVENT_ACTIONS) expect(EVENT_ACTION_NAMES[a]).toMatch(/[\u4e00-\u9fff]/);
  });
});
