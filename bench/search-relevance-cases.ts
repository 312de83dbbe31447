/**
 * Relevance cases: a query and the title that must be among the first three
 * results (with `author`, a result whose summary names that author, for
 * titles several poems share). `demo` cases run over the demo content,
 * `poetry` cases over the chinese-poetry corpus (full, or the CI fixture
 * server/search/fixtures/poetry-sample.json). Poem texts are those of the
 * corpus, which differ here and there from school editions (靜夜思: 牀前看月光).
 */
export interface RelevanceCase {
  set: 'demo' | 'poetry';
  query: string;
  /** What the case shows. */
  why: 'title' | 'line' | 'name' | 'traditional' | 'word-in-sentence' | 'phrase' | 'words';
  title: string;
  author?: string;
}

export const RELEVANCE_CASES: RelevanceCase[] = [
  // Demo content (the seeded wiki).
  { set: 'demo', query: '差旅费用报销', why: 'words', title: '差旅费用报销管理办法' },
  { set: 'demo', query: '信息安全管理制度', why: 'title', title: '信息安全管理制度' },
  { set: 'demo', query: '考勤制度', why: 'words', title: '员工考勤与休假管理制度' },
  { set: 'demo', query: '員工考勤', why: 'traditional', title: '员工考勤与休假管理制度' },
  { set: 'demo', query: '钓鱼邮件', why: 'title', title: '钓鱼邮件攻击事件处置案例' },
  { set: 'demo', query: '慢查询', why: 'title', title: '数据库慢查询专项治理案例' },
  { set: 'demo', query: '数据庫慢查詢', why: 'traditional', title: '数据库慢查询专项治理案例' },
  { set: 'demo', query: '消防疏散演练', why: 'words', title: '总部大楼消防疏散演练案例' },
  { set: 'demo', query: '应收账款', why: 'title', title: '华东分公司应收账款清理专项案例' },
  { set: 'demo', query: 'OKR', why: 'title', title: '研发团队引入OKR的实践与反思' },
  { set: 'demo', query: '"提交日常费用报销"', why: 'phrase', title: '费控系统操作指引：提交日常费用报销' },
  { set: 'demo', query: '逾期未报销', why: 'word-in-sentence', title: '差旅费用报销管理办法' },
  { set: 'demo', query: '发票 查验', why: 'words', title: '发票开具与查验常见问题' },
  { set: 'demo', query: '导师制', why: 'word-in-sentence', title: '新员工导师制试点总结' },
  { set: 'demo', query: '双十一 扩容', why: 'words', title: '双十一大促订单服务扩容实践' },
  // Poetry: a line finds the poem (simplified query, traditional text).
  { set: 'poetry', query: '举头望山月', why: 'line', title: '靜夜思', author: '李白' },
  { set: 'poetry', query: '春眠不觉晓', why: 'line', title: '春曉', author: '孟浩然' },
  { set: 'poetry', query: '白日依山尽', why: 'line', title: '登鸛雀樓', author: '王之渙' },
  { set: 'poetry', query: '欲穷千里目 更上一层楼', why: 'line', title: '登鸛雀樓', author: '王之渙' },
  { set: 'poetry', query: '国破山河在', why: 'line', title: '春望', author: '杜甫' },
  { set: 'poetry', query: '会当凌绝顶', why: 'line', title: '望嶽', author: '杜甫' },
  { set: 'poetry', query: '千里江陵一日还', why: 'line', title: '早發白帝城', author: '李白' },
  { set: 'poetry', query: '春风自绿江南岸', why: 'line', title: '泊船瓜洲', author: '王安石' },
  { set: 'poetry', query: '红豆生南国', why: 'line', title: '相思', author: '王維' },
  { set: 'poetry', query: '黄鹤一去不复返', why: 'line', title: '黃鶴樓', author: '崔顥' },
  { set: 'poetry', query: '孤舟蓑笠翁', why: 'line', title: '江雪', author: '柳宗元' },
  { set: 'poetry', query: '慈母手中线', why: 'line', title: '遊子吟', author: '孟郊' },
  { set: 'poetry', query: '无边落木萧萧下', why: 'line', title: '登高', author: '杜甫' },
  { set: 'poetry', query: '姑苏城外寒山寺', why: 'line', title: '楓橋夜泊', author: '張繼' },
  { set: 'poetry', query: '庄生晓梦迷蝴蝶', why: 'line', title: '錦瑟', author: '李商隱' },
  { set: 'poetry', query: '不识庐山真面目', why: 'line', title: '題西林壁', author: '蘇軾' },
  { set: 'poetry', query: '王师北定中原日', why: 'line', title: '示兒', author: '陸游' },
  { set: 'poetry', query: '小荷才露尖尖角', why: 'line', title: '小池', author: '楊萬里' },
  { set: 'poetry', query: '爆竹声中一岁除', why: 'line', title: '元日', author: '王安石' },
  { set: 'poetry', query: '好雨知时节', why: 'line', title: '春夜喜雨', author: '杜甫' },
  { set: 'poetry', query: '停车坐爱枫林晚', why: 'line', title: '山行', author: '杜牧' },
  { set: 'poetry', query: '明月几时有 把酒问青天', why: 'line', title: '水调歌头', author: '苏轼' },
  { set: 'poetry', query: '大江东去 浪淘尽', why: 'line', title: '念奴娇', author: '苏轼' },
  { set: 'poetry', query: '寻寻觅觅 冷冷清清', why: 'line', title: '声声慢', author: '李清照' },
  { set: 'poetry', query: '稻花香里说丰年', why: 'line', title: '西江月', author: '辛弃疾' },
  { set: 'poetry', query: '"十年生死两茫茫"', why: 'phrase', title: '江神子・江城子', author: '苏轼' },
  // Poetry: a title, a name.
  { set: 'poetry', query: '静夜思', why: 'traditional', title: '靜夜思', author: '李白' },
  { set: 'poetry', query: '黄鹤楼 崔颢', why: 'words', title: '黃鶴樓', author: '崔顥' },
  { set: 'poetry', query: '李白', why: 'name', title: '李白' },
  { set: 'poetry', query: '杜甫', why: 'name', title: '杜甫' },
  { set: 'poetry', query: '孟浩然', why: 'name', title: '孟浩然' },
  { set: 'poetry', query: '苏轼', why: 'traditional', title: '蘇軾' },
  { set: 'poetry', query: '李清照', why: 'name', title: '李清照' },
  { set: 'poetry', query: '陆游', why: 'traditional', title: '陸游' },
];
