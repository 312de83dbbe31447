import type { Chronicle } from './docs-chronicles';

/** 江川市志: the industry chapter and its statistical annex. */
export const JIANGCHUAN_INDUSTRY: Chronicle = {
  region: '江川市',
  year: 2015,
  spec: {
    title: '江川市志·工业篇',
    subtitle: '江川市地方志编纂委员会 编',
    meta: ['2015年版'],
    date: '2015-11-20',
    sections: [
      {
        heading: '概述',
        blocks: [
          {
            t: 'p',
            text: '江川市位于江川平原中部，依托水运与铁路之便，近代即为区域性工商业中心。改革开放后，全市工业由纺织、机械等传统产业为主，逐步形成电子信息、装备制造、新材料三大主导产业。2013年全市规模以上工业总产值突破一千亿元。',
          },
        ],
      },
      {
        heading: '第一章 纺织工业',
        blocks: [
          {
            t: 'p',
            text: '江川纺织始于清末的手工织布作坊。1950年代组建国营江川棉纺厂，鼎盛时期职工逾万人。1990年代后期纺织企业改制重组，转向高档面料和家用纺织品，2013年纺织行业产值一百六十八亿元。',
          },
        ],
      },
      {
        heading: '第二章 电子信息产业',
        blocks: [
          {
            t: 'p',
            text: '2002年江川经济技术开发区设立电子信息产业园，引进集成电路封装测试、通信设备和智能终端企业。至2013年，园区有规模以上电子信息企业八十七家，产值四百一十亿元，成为全市第一大产业。',
          },
          {
            t: 'table',
            head: ['产业', '2005年产值（亿元）', '2013年产值（亿元）', '年均增长'],
            rows: [
              ['电子信息', '96', '410', '19.9%'],
              ['装备制造', '124', '286', '11.0%'],
              ['新材料', '38', '142', '17.9%'],
              ['纺织服装', '131', '168', '3.2%'],
            ],
          },
        ],
      },
      {
        heading: '第三章 企业与园区',
        blocks: [
          {
            t: 'p',
            text: '全市设有国家级经济技术开发区一个、省级工业园区三个。园区实行“一站式”审批服务，企业开办时间压缩至三个工作日。2013年园区工业产值占全市的百分之七十二。',
          },
        ],
      },
    ],
  },
};

/** The statistical annex: a workbook rather than a text document. */
export const JIANGCHUAN_STATS = {
  region: '江川市',
  year: 2021,
  title: '江川市志·统计附表（1990—2020）',
};

export const JIANGCHUAN_ROWS: [number, number, number, number, number][] = [
  // year, population (10k), GDP (100m yuan), industrial output (100m yuan), urbanisation (%)
  [1990, 118.6, 42.3, 61.5, 31.2],
  [1995, 122.4, 98.7, 152.8, 35.6],
  [2000, 126.1, 176.5, 284.0, 41.3],
  [2005, 130.8, 342.9, 521.6, 48.7],
  [2010, 136.2, 668.4, 862.3, 56.4],
  [2015, 140.5, 1021.7, 1186.9, 62.8],
  [2020, 143.9, 1388.2, 1452.5, 68.1],
];
