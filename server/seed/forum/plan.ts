import { BBS_TARGETS } from '@contract/bbs/bbs-posts';
import { chance, int, pick, type Rng, rngFrom, shuffled } from '../content/prng';
import {
  ANSWER_CLOSERS,
  ANSWER_OPENERS,
  CASE_PRODUCTS,
  CASE_REGIONS,
  CASE_STORIES,
  PLATE_CORPUS,
  QUESTION_CONTEXT,
  QUESTION_DETAIL,
  QUESTION_PATTERNS,
} from './corpus';
import { PLATE_TOPICS } from './members';

/** One planned post; users are usernames, times are ms before `now`. */
export interface PlannedPost {
  kind: 'question' | 'share' | 'case';
  plate: string;
  title: string;
  html: string;
  author: string;
  ageMs: number;
  labels: [string, string][];
  topics: readonly string[];
  region: string;
  product: string;
  reward: number;
  caseParts?: { background: string; problem: string; analysis: string; solution: string; result: string };
  views: number;
  state: 'visible' | 'held';
  answers: PlannedAnswer[];
  /** Index into answers of the accepted one. */
  accepted: number | null;
  likers: string[];
  comments: { user: string; text: string; answer: number | null; ageMs: number }[];
}

export interface PlannedAnswer {
  author: string;
  html: string;
  ageMs: number;
}

export interface PlannedVote {
  user: string;
  target: (typeof BBS_TARGETS)[keyof typeof BBS_TARGETS];
  post: number;
  answer: number | null;
  value: 1 | -1;
}

const DAY = 86_400_000;

/**
 * A time of day for a post, from its title: whole days alone would give every
 * share and case the same minute. Drawn without the generator so the rest of
 * the plan (titles, authors, answers) stays as it was.
 */
function clockOf(title: string): number {
  let h = 0;
  for (const ch of title) h = (h * 31 + (ch.codePointAt(0) ?? 0)) % 600;
  return h * 60_000;
}
const p = (s: string) => `<p>${s}</p>`;

const COMMENTS = [
  '谢谢分享，很有帮助！',
  '同问，我们部门也遇到了。',
  '赞，收藏了。',
  '补充一下：记得先备份。',
  '这个方法试过，确实有效。',
  '能不能再详细说说第二步？',
];

function answerHtml(rng: Rng, advice: readonly string[]): string {
  const lines = shuffled(rng, advice).slice(0, int(rng, 1, 3));
  const closer = pick(rng, ANSWER_CLOSERS);
  return [p(pick(rng, ANSWER_OPENERS)), `<ol>${lines.map((l) => `<li>${l}</li>`).join('')}</ol>`, closer ? p(closer) : ''].join(
    '',
  );
}

/**
 * Plans the demo forum: questions of every plate from its subjects, shares
 * and cases, with answers (most questions get one accepted), comments,
 * likes and votes. Deterministic: the same forum on every install.
 */
export function planForum(members: readonly string[]): { posts: PlannedPost[]; votes: PlannedVote[] } {
  const rng = rngFrom('forum-demo');
  const posts: PlannedPost[] = [];
  const someone = (not?: string) => {
    for (;;) {
      const u = pick(rng, members);
      if (u !== not) return u;
    }
  };
  for (const c of PLATE_CORPUS) {
    const combos = c.subjects.flatMap((s) => QUESTION_PATTERNS.map((q) => ({ s, q })));
    for (const { s, q } of shuffled(rng, combos).slice(0, 20)) {
      const author = someone();
      const answers = chance(rng, 0.18)
        ? []
        : Array.from({ length: int(rng, 1, 4) }, () => ({ author: someone(author), html: answerHtml(rng, c.advice), ageMs: 0 }));
      posts.push({
        kind: 'question',
        plate: c.plate,
        title: q(s),
        html: p(pick(rng, QUESTION_CONTEXT)(s)) + p(pick(rng, QUESTION_DETAIL)),
        author,
        ageMs: int(rng, 1, 120) * DAY - int(rng, 0, 600) * 60_000,
        labels: [
          ['业务领域', c.domain],
          ['知识类型', '常见问题'],
        ],
        topics: chance(rng, 0.6) ? (PLATE_TOPICS[c.plate] ?? []).slice(0, 1) : [],
        region: '',
        product: '',
        reward: chance(rng, 0.2) ? pick(rng, [5, 10, 20, 50]) : 0,
        views: int(rng, 3, 400),
        state: 'visible',
        answers,
        accepted: answers.length > 0 && chance(rng, 0.7) ? int(rng, 0, answers.length - 1) : null,
        likers: [],
        comments: [],
      });
    }
    const shareTitles = [...c.shares, ...c.subjects.slice(0, 3).map((s) => `关于${s}的一点经验`)];
    for (const title of shareTitles) {
      const author = someone();
      posts.push({
        kind: 'share',
        plate: c.plate,
        title,
        html:
          p(`整理了一下最近的实践，和大家分享。`) +
          `<ul>${shuffled(rng, c.advice)
            .slice(0, 3)
            .map((a) => `<li>${a}</li>`)
            .join('')}</ul>` +
          p('欢迎补充和指正。'),
        author,
        ageMs: int(rng, 1, 150) * DAY + clockOf(title),
        labels: [
          ['业务领域', c.domain],
          ['来源', '内部原创'],
        ],
        topics: (PLATE_TOPICS[c.plate] ?? []).slice(0, 1),
        region: '',
        product: '',
        reward: 0,
        views: int(rng, 10, 600),
        state: 'visible',
        answers: Array.from({ length: int(rng, 0, 2) }, () => ({
          author: someone(author),
          html: p(pick(rng, COMMENTS)),
          ageMs: 0,
        })),
        accepted: null,
        likers: [],
        comments: [],
      });
    }
  }
  CASE_STORIES.forEach((story, i) => {
    CASE_REGIONS.forEach((region, j) => {
      const product = CASE_PRODUCTS[(i + j) % CASE_PRODUCTS.length];
      const author = someone();
      posts.push({
        kind: 'case',
        plate: '案例分享',
        title: `${region}${product}${story.incident}案例`,
        html: p(`${region}地区${product}的一次${story.incident}，整理成案例供参考。`),
        author,
        ageMs: int(rng, 5, 300) * DAY + clockOf(`${region}${product}${story.incident}`),
        labels: [
          ['知识类型', '案例经验'],
          ['地区', region],
        ],
        topics: ['项目复盘'],
        region,
        product,
        reward: 0,
        caseParts: {
          background: p(story.background),
          problem: p(story.problem),
          analysis: p(story.analysis),
          solution: p(story.solution),
          result: p(story.result),
        },
        views: int(rng, 20, 800),
        state: 'visible',
        answers: Array.from({ length: int(rng, 0, 2) }, () => ({
          author: someone(author),
          html: p(pick(rng, COMMENTS)),
          ageMs: 0,
        })),
        accepted: null,
        likers: [],
        comments: [],
      });
    });
  });
  // Two posts wait for review: their text has a "需审核" word of the seeded list.
  posts.push(heldPost('有没有人想一起做兼职赚钱？', '<p>周末有空的同事可以加微信详聊。</p>', someone()));
  posts.push(heldPost('低价出售二手显示器', '<p>九成新，低价出售，有意私下交易。</p>', someone()));

  const votes: PlannedVote[] = [];
  posts.forEach((post, i) => {
    for (const [k, a] of post.answers.entries()) a.ageMs = Math.max(60_000, post.ageMs - (k + 1) * int(rng, 1, 48) * 3_600_000);
    post.likers = shuffled(
      rng,
      members.filter((m) => m !== post.author),
    ).slice(0, int(rng, 0, 6));
    const commenters = int(rng, 0, 2);
    for (let k = 0; k < commenters; k++) {
      const onAnswer = post.answers.length > 0 && chance(rng, 0.5) ? int(rng, 0, post.answers.length - 1) : null;
      post.comments.push({
        user: someone(),
        text: pick(rng, COMMENTS),
        answer: onAnswer,
        ageMs: Math.max(30_000, post.ageMs / 2),
      });
    }
    if (post.state !== 'visible') return;
    for (const u of shuffled(
      rng,
      members.filter((m) => m !== post.author),
    ).slice(0, int(rng, 0, 5))) {
      votes.push({ user: u, target: BBS_TARGETS.post, post: i, answer: null, value: chance(rng, 0.9) ? 1 : -1 });
    }
    post.answers.forEach((a, k) => {
      for (const u of shuffled(
        rng,
        members.filter((m) => m !== a.author),
      ).slice(0, int(rng, 0, k === post.accepted ? 6 : 3))) {
        votes.push({ user: u, target: BBS_TARGETS.answer, post: i, answer: k, value: chance(rng, 0.85) ? 1 : -1 });
      }
    });
  });
  return { posts, votes };
}

function heldPost(title: string, html: string, author: string): PlannedPost {
  return {
    kind: 'share',
    plate: '新人专区',
    title,
    html,
    author,
    ageMs: 2 * 3_600_000,
    labels: [],
    topics: [],
    region: '',
    product: '',
    reward: 0,
    views: 0,
    state: 'held',
    answers: [],
    accepted: null,
    likers: [],
    comments: [],
  };
}
