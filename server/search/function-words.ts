import { normalise } from './normalise';

/**
 * Words that carry no subject of their own (pronouns, question words,
 * particles, the commonest verbs of asking): a keyword cloud or a word list
 * built from what people type leaves them out (issue 28).
 */
const WORDS = [
  '什么',
  '怎么',
  '怎样',
  '怎么样',
  '如何',
  '为什么',
  '哪里',
  '哪个',
  '哪些',
  '多少',
  '是否',
  '能否',
  '可以',
  '能不能',
  '大家',
  '我们',
  '你们',
  '他们',
  '她们',
  '自己',
  '我',
  '你',
  '他',
  '她',
  '它',
  '这',
  '那',
  '这个',
  '那个',
  '这些',
  '那些',
  '的',
  '了',
  '吗',
  '呢',
  '吧',
  '啊',
  '是',
  '在',
  '有',
  '和',
  '与',
  '及',
  '或',
  '就',
  '都',
  '也',
  '还',
  '请问',
  '一下',
  '一个',
  '关于',
  '相关',
  '问题',
  '需要',
  '应该',
  '要',
  '会',
  '能',
  '想',
  '知道',
  '请',
  '谢谢',
];

// Each word as written and as normalised: the normaliser reads some simplified characters as others (么 as 幺).
const SET = new Set(WORDS.flatMap((w) => [w, normalise(w)]));

/** Whether a keyword is only a function word (after normalisation, so 什麼 and 什么 alike). */
export function isFunctionWord(keyword: string): boolean {
  const k = keyword.trim();
  return SET.has(k) || SET.has(normalise(k).trim());
}
