import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readCorpus } from './corpus';

/** A corpus folder laid out as the chinese-poetry package lays it out, with a few entries. */
function fixture(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'poetry-'));
  const write = (rel: string, data: unknown) => {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), JSON.stringify(data));
  };
  write('quantangshi/authors.tang.json', [
    { name: '李白', desc: '李白，字太白。\n少有逸才。' },
    { name: '無名氏', desc: '' },
  ]);
  write('quantangshi/authors.song.json', [{ name: '蘇軾', desc: '蘇軾，字子瞻。' }]);
  write('songci/author.song.json', [
    { name: '苏轼', description: '苏轼：北宋文学家。' },
    { name: '李清照', description: '李清照，号易安居士。' },
  ]);
  write('quantangshi/poet.tang.1000.json', [{ author: '杜甫', title: '春望', paragraphs: ['國破山河在，城春草木深。'] }]);
  write('quantangshi/poet.tang.0.json', [
    {
      author: '李白',
      title: '靜夜思',
      paragraphs: ['牀前看月光，疑是地上霜。', '舉頭望山月，低頭思故鄉。'],
      tags: ['唐诗三百首'],
    },
    { author: '李白', title: '', paragraphs: [] },
  ]);
  write('quantangshi/poet.song.0.json', [{ author: '王安石', title: '', paragraphs: ['京口瓜洲一水間'] }]);
  write('songci/ci.song.0.json', [
    { author: '李清照', rhythmic: '声声慢', paragraphs: ['寻寻觅觅，冷冷清清。'], tags: ['宋词三百首'] },
  ]);
  write('songci/宋词三百首.json', [{ author: 'x', rhythmic: 'y', paragraphs: ['z'] }]);
  return root;
}

describe('poetry corpus', () => {
  it('reads poems, ci and poets with a biography, in a fixed order, keeping the original characters', () => {
    const c = readCorpus(fixture());
    expect(c.全唐诗.map((e) => e.title)).toEqual(['靜夜思', '春望']);
    expect(c.全唐诗[0]).toEqual({
      collection: '全唐诗',
      dynasty: '唐',
      title: '靜夜思',
      summary: '〔唐〕李白',
      lines: ['牀前看月光，疑是地上霜。', '舉頭望山月，低頭思故鄉。'],
      anthologies: ['唐诗三百首'],
      author: '李白',
    });
    expect(c.全宋诗[0].title).toBe('无题');
    expect(c.全宋词).toEqual([
      {
        collection: '全宋词',
        dynasty: '宋',
        title: '声声慢',
        summary: '〔宋〕李清照',
        lines: ['寻寻觅觅，冷冷清清。'],
        anthologies: ['宋词三百首'],
        author: '李清照',
        rhythmic: '声声慢',
      },
    ]);
  });

  it('takes a poet found in both Song lists once (苏轼 = 蘇軾) and skips poets without a biography', () => {
    const poets = readCorpus(fixture()).诗人小传;
    expect(poets.map((p) => `${p.dynasty}${p.title}`)).toEqual(['唐李白', '宋蘇軾', '宋李清照']);
    expect(poets[0].lines).toEqual(['李白，字太白。', '少有逸才。']);
  });
});
