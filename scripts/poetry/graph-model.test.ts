import { corpus, ids } from './graph-fixture';
import { buildPoetryGraph, courtesyNames, poemNames, tuneOf } from './graph-model';

function named(c = corpus(), limit?: number) {
  const g = buildPoetryGraph(c, ids(c, limit));
  const label = (i: number) => `${g.nodes[i].cls}:${g.nodes[i].name}`;
  return {
    g,
    node: (cls: string, name: string) => g.nodes.find((n) => n.cls === cls && n.name === name),
    edges: g.edges.map(([s, r, t]) => `${label(s)} ${r} ${label(t)}`),
  };
}

describe('poetry graph model', () => {
  it('reads 字 and 号 from a biography opening, as aliases with the surname', () => {
    expect(courtesyNames('李白', '李白，字太白，号青莲居士，蜀人。')).toEqual({
      zi: '太白',
      hao: '青莲居士',
      aliases: ['李太白', '青莲居士'],
    });
    expect(courtesyNames('欧阳修', '歐陽修，字永叔，號醉翁。').aliases).toEqual(['欧阳永叔', '醉翁']);
    expect(courtesyNames('王建', '王建，宋人。').aliases).toEqual([]);
  });

  it('names a poem by its title, with the poet and then a number only when the title is shared', () => {
    const c = corpus();
    expect(poemNames([...c.全唐诗, ...c.全宋词])).toEqual([
      '靜夜思',
      '春望（杜甫）',
      '春望（王建）',
      '無題',
      '水调歌头・明月几时有',
      '西江月（苏轼·其1）',
      '西江月（苏轼·其2）',
    ]);
    expect(tuneOf('十二时・忆少年')).toBe('十二时');
  });

  it('links poets, poems, dynasties, collections and tunes, and poems and poets to their entries', () => {
    const { g, node, edges } = named();
    expect(node('诗人', '李白')).toMatchObject({
      aliases: ['李太白', '青莲居士'],
      properties: { 朝代: '唐朝', 字: '太白', 号: '青莲居士' },
      knowledgeId: 100,
    });
    expect(node('诗词', '靜夜思')).toMatchObject({ knowledgeId: 104, properties: { 作者: '李白', 朝代: '唐朝' } });
    expect(edges).toEqual(
      expect.arrayContaining([
        '诗人:李白 生活于 朝代:唐朝',
        '诗人:李白 创作 诗词:靜夜思',
        '诗词:靜夜思 属于 朝代:唐朝',
        '诗集:全唐诗 收录 诗词:靜夜思',
        '诗集:唐诗三百首 收录 诗词:靜夜思',
        '诗集:宋词三百首 收录 诗词:水调歌头・明月几时有',
        '诗词:水调歌头・明月几时有 调寄 词牌:水调歌头',
        '诗词:西江月（苏轼·其2） 调寄 词牌:西江月',
      ]),
    );
    // 苏轼 (ci) and 蘇軾 (poems, biography) are one poet; the anonymous poem has no author node.
    expect(g.nodes.filter((n) => n.cls === '诗人').map((n) => n.name)).toEqual([
      '李白',
      '杜甫',
      '蘇軾',
      '王建（宋）',
      '王建（唐）',
    ]);
    expect(edges.filter((e) => e.includes('佚名') || e.includes('創作 诗词:無題'))).toEqual([]);
    expect(edges).toContain('诗人:蘇軾 创作 诗词:西江月（苏轼·其1）');
    // Same name in both dynasties: two poets, each keeping the bare name as an alias.
    expect(node('诗人', '王建（唐）')?.aliases).toEqual(['王建']);
  });

  it('finds poets named in biographies by name or alias (提及), never the poet itself', () => {
    const { edges } = named();
    expect(edges.filter((e) => e.includes(' 提及 '))).toEqual([
      '诗人:杜甫 提及 诗人:李白',
      '诗人:蘇軾 提及 诗人:李白',
      '诗人:蘇軾 提及 诗人:杜甫',
    ]);
  });

  it('builds only what was imported, naming poems as the whole corpus would', () => {
    const { g, edges } = named(corpus(), 2);
    expect(g.nodes.filter((n) => n.cls === '诗词').map((n) => n.name)).toEqual([
      '靜夜思',
      '春望（杜甫）',
      '水调歌头・明月几时有',
      '西江月（苏轼·其1）',
      '題西林壁',
    ]);
    // 王建 (宋) has an imported biography? No: only the first two biographies were imported.
    expect(g.nodes.some((n) => n.name.startsWith('王建'))).toBe(false);
    expect(edges).not.toContain('诗人:蘇軾 提及 诗人:李白');
  });
});
