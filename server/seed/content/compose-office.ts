import { entryOf } from './compose-util';
import type { Block, Entry, GroupKey, Region, Year } from './types';

/** Office facts per location, composed into one 报到指引 per office. */
export interface OfficeTopic {
  key: string;
  region: Region;
  office: string;
  group: GroupKey;
  year: Year;
  address: string;
  floors: string;
  transport: string[];
  facilities: [item: string, detail: string][];
  contacts: [item: string, contact: string][];
  tip: string;
}

/** One 报到指引 per office, from its facts. */
export function composeOffice(o: OfficeTopic): Entry[] {
  const blocks: Block[] = [
    { t: 'p', text: `欢迎加入${o.office}！本文介绍办公地址、交通、办公设施和常用联系方式，帮助你顺利完成报到。` },
    { t: 'h2', text: '办公地址' },
    { t: 'p', text: `${o.address}。${o.floors}。` },
    { t: 'h2', text: '交通方式' },
    { t: 'ul', items: o.transport },
    { t: 'h2', text: '办公设施' },
    { t: 'table', head: ['设施', '说明'], rows: o.facilities.map((f) => [...f]) },
    { t: 'h2', text: '常用联系方式' },
    { t: 'table', head: ['事项', '联系方式'], rows: o.contacts.map((c) => [...c]) },
    { t: 'quote', text: o.tip },
  ];
  const meta = {
    key: o.key,
    title: `${o.office}新员工报到指引`,
    area: '人力资源' as const,
    roles: ['全体员工' as const],
    group: o.group,
    year: o.year,
    // Offices of the R&D centre are described by its engineers, the others by the administrator.
    author: o.group === 'rd' ? ('zhangsan' as const) : ('admin' as const),
    kind: '培训资料' as const,
    formal: false,
  };
  return [
    entryOf(meta, {
      key: o.key,
      title: meta.title,
      summary: `${o.office}的地址、交通、办公设施和常用联系方式，新员工报到前必读。`,
      blocks,
      region: o.region,
      scope: o.group === 'east' ? '分公司' : '总部',
    }),
  ];
}
