import type { Block } from '../content/types';
import type { DocSpec } from '../files/doc-spec';
import { wikiEntry } from './from-wiki';

const CHINESE_NUMBERS = ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十', '十一', '十二', '十三', '十四'];
export const chapterName = (i: number, title: string) => `第${CHINESE_NUMBERS[i]}章 ${title}`;

const GENERAL: Block[] = [
  { t: 'h2', text: '一、编制目的' },
  {
    t: 'p',
    text: '为使全体员工了解集团的经营理念、管理制度和行为规范，明确员工的权利与义务，营造公平、透明、高效的工作环境，依据《中华人民共和国劳动法》《中华人民共和国劳动合同法》等法律法规，结合集团实际，编制本手册。',
  },
  { t: 'h2', text: '二、适用范围' },
  {
    t: 'p',
    text: '本手册适用于集团总部、研发中心、华东分公司及各派驻机构与集团签订劳动合同的全体员工。实习生、劳务派遣人员参照执行，另有约定的从其约定。',
  },
  { t: 'h2', text: '三、手册的效力' },
  {
    t: 'p',
    text: '本手册经职工代表大会讨论通过并向全体员工公示，是劳动合同的附件，与劳动合同具有同等效力。手册各章收录的管理制度如有单独修订，以知识中心发布的最新版本为准，人力资源部每年对手册进行一次汇编更新。',
  },
  { t: 'h2', text: '四、员工的基本义务' },
  {
    t: 'ul',
    items: [
      '遵守国家法律法规和集团各项规章制度，服从合理的工作安排。',
      '诚实守信，不得利用职务之便谋取私利，主动申报可能存在的利益冲突。',
      '保守集团商业秘密和客户信息，离职后仍须履行保密义务。',
      '爱护公司财产，节约资源，维护办公环境整洁与安全。',
      '持续学习，提升专业能力，按要求参加培训与考核。',
    ],
  },
  { t: 'h2', text: '五、员工的基本权利' },
  {
    t: 'ul',
    items: [
      '依法获得劳动报酬、休息休假和社会保险。',
      '获得安全卫生的工作条件和必要的职业培训。',
      '对公司管理提出意见和建议，对违规行为进行举报，并受到保护。',
      '对涉及本人的考核结果和处理决定提出申诉。',
    ],
  },
];

const COMPANY: Block[] = [
  { t: 'h2', text: '一、集团概况' },
  {
    t: 'p',
    text: '智联科技集团成立于2012年，总部位于北京，是一家专注于企业数字化服务的科技公司，主要产品包括协同办公平台、客户关系管理系统、数据智能平台和智能知识中心。集团现有员工一千二百余人，其中研发人员占比超过百分之六十，在北京、杭州、上海、广州、成都设有办公室。',
  },
  { t: 'h2', text: '二、使命与价值观' },
  { t: 'quote', text: '使命：让每一家企业的知识流动起来。愿景：成为客户最信赖的数字化伙伴。' },
  {
    t: 'p',
    text: '集团倡导“客户第一、坦诚协作、追求卓越、持续学习”的价值观。员工在日常工作中应以客户价值为出发点，开放沟通，对结果负责，并乐于分享经验。',
  },
  { t: 'h2', text: '三、组织架构' },
  {
    t: 'table',
    head: ['部门', '主要职责', '所在地'],
    rows: [
      ['集团总部', '战略规划、财务、法务、行政与综合管理', '北京'],
      ['研发中心', '产品研发、平台建设与技术创新', '杭州'],
      ['平台研发部', '协同办公与知识中心等平台产品的研发运维', '杭州'],
      ['数据智能部', '数据平台、智能检索与分析算法', '杭州'],
      ['市场部', '品牌建设、市场活动与渠道合作', '北京'],
      ['人力资源部', '招聘、培训、绩效、薪酬与员工关系', '北京'],
      ['华东分公司', '华东区域销售、交付与客户服务', '上海'],
    ],
  },
];

const APPENDIX: Block[] = [
  {
    t: 'ol',
    items: [
      '本手册由人力资源部负责解释，自2026年1月1日起施行，2025年版同时废止。',
      '各分公司可依据本手册制定实施细则，报人力资源部备案后执行。',
      '员工对本手册内容有疑问的，可通过知识中心提问或联系所在部门的人力资源业务伙伴。',
      '本手册未尽事宜，按国家法律法规和集团其他制度执行。',
    ],
  },
  { t: 'p', text: '人力资源部服务热线：010-6500 8800；邮箱：hr@zhilian.example。' },
];

/** Wiki policies that the handbook collects, in chapter order. */
const COLLECTED = [
  'attendance',
  'performance',
  'training-policy',
  'travel',
  'infosec',
  'customer-privacy',
  'fire',
  'discipline',
  'offboarding',
];

/**
 * The employee handbook: the multi-page PDF of the library (cover, contents,
 * one chapter a page at least), collecting the policies the wiki publishes so
 * the two never disagree.
 */
export function handbookSpec(): DocSpec {
  const collected = COLLECTED.map((key) => {
    const e = wikiEntry(key);
    // Inside a handbook chapter the policy's own chapters become sections: 第二章 X → 二、X.
    const blocks = e.blocks.map((b) => (b.t === 'h2' ? { ...b, text: b.text.replace(/^第(.{1,3})章\s*/, '$1、') } : b));
    return { title: e.title, blocks };
  });
  const chapters = [
    { title: '总则', blocks: GENERAL },
    { title: '公司简介', blocks: COMPANY },
    ...collected,
    { title: '附则', blocks: APPENDIX },
  ];
  return {
    title: '智联科技集团员工手册（2026年版）',
    subtitle: '全体员工适用',
    meta: ['智联科技集团人力资源部 编', '文号：智联人〔2025〕48号'],
    date: '2025-12-20',
    cover: true,
    toc: true,
    pageBreaks: true,
    sections: chapters.map((c, i) => ({ heading: chapterName(i, c.title), blocks: c.blocks })),
  };
}
