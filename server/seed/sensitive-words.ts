import type { SensitiveAction } from '@contract/bbs/bbs-moderation';

/**
 * The forum's starting word list (issue 18): what an enterprise forum
 * commonly keeps out — leaked secrets, fraud and gambling, insults, contact
 * solicitation, attacks on competitors — with an action each. Administrators
 * change it in the console (敏感词).
 */
export const SENSITIVE_WORDS: readonly (readonly [string, SensitiveAction])[] = [
  // Leaked secrets: never published.
  ['内部绝密', 'block'],
  ['绝密文件', 'block'],
  ['商业机密', 'block'],
  ['客户名单外泄', 'block'],
  ['源代码外发', 'block'],
  ['泄露薪资', 'block'],
  ['财报未公开', 'block'],
  ['内部报价单', 'block'],
  ['账号密码分享', 'block'],
  ['VPN翻墙', 'block'],
  // Fraud and gambling: never published.
  ['网络博彩', 'block'],
  ['网上赌场', 'block'],
  ['六合彩', 'block'],
  ['时时彩', 'block'],
  ['刷单返利', 'block'],
  ['代开发票', 'block'],
  ['套现', 'block'],
  ['高利贷', 'block'],
  ['洗钱', 'block'],
  ['传销', 'block'],
  ['非法集资', 'block'],
  ['免费领取iPhone', 'block'],
  // Insults: masked.
  ['傻瓜', 'replace'],
  ['白痴', 'replace'],
  ['笨蛋', 'replace'],
  ['蠢货', 'replace'],
  ['废物', 'replace'],
  ['脑残', 'replace'],
  ['智障', 'replace'],
  ['垃圾人', 'replace'],
  ['滚蛋', 'replace'],
  ['闭嘴', 'replace'],
  ['神经病', 'replace'],
  ['去死', 'replace'],
  // Contact solicitation and side deals: a moderator looks first.
  ['加微信', 'review'],
  ['加我QQ', 'review'],
  ['私下交易', 'review'],
  ['兼职赚钱', 'review'],
  ['日赚千元', 'review'],
  ['低价出售', 'review'],
  ['内推收费', 'review'],
  ['代写论文', 'review'],
  ['投资理财群', 'review'],
  ['股票内幕', 'review'],
  ['稳赚不赔', 'review'],
  ['跳槽竞品', 'review'],
  // Attacks on competitors and heated talk: published, marked for moderators.
  ['竞品垃圾', 'flag'],
  ['友商骗子', 'flag'],
  ['抄袭竞品', 'flag'],
  ['黑心公司', 'flag'],
  ['罢工', 'flag'],
  ['维权群', 'flag'],
  ['裁员名单', 'flag'],
  ['离职爆料', 'flag'],
  ['领导无能', 'flag'],
  ['克扣工资', 'flag'],
];
