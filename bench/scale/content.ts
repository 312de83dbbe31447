import crypto from 'node:crypto';

/**
 * The bench's upload files: Chinese plain text (a TXT document, detected by
 * content and text-extracted by the server like any other), 50–500 KB each.
 * A file is a unique first line plus a slice of one shared pool of lines,
 * so it can be rebuilt from a few numbers whenever a download is checked —
 * thousands of uploads are verified without keeping their bytes around.
 */
const SENTENCES = [
  '研发流程管理规范适用于集团各研发团队的需求评审、设计评审与版本发布。',
  '安全生产责任制要求各部门每月开展一次隐患排查并形成整改台账。',
  '差旅费用报销须在出差结束后十个工作日内提交，并附行程单与发票。',
  '新员工入职培训包括企业文化、信息安全、规章制度和岗位技能四个部分。',
  '数据库变更须经过评审，在维护窗口执行，并准备好回滚方案。',
  '客户投诉处理流程：受理、分派、调查、答复、回访，全程不超过五个工作日。',
  '项目周报应说明本周进展、下周计划、风险与需要协调的事项。',
  '合同审批按金额分级，超过五十万元的合同须经法务与财务会签。',
];

const POOL_BYTES = 1_200_000;

function buildPool(): { pool: Buffer; lineStarts: number[] } {
  const lines: string[] = [];
  let bytes = 0;
  for (let n = 1; bytes < POOL_BYTES; n++) {
    const line = `第${n}条　${SENTENCES[n % SENTENCES.length]}${SENTENCES[(n * 7) % SENTENCES.length]}\n`;
    lines.push(line);
    bytes += Buffer.byteLength(line);
  }
  const lineStarts: number[] = [];
  let at = 0;
  for (const line of lines) {
    lineStarts.push(at);
    at += Buffer.byteLength(line);
  }
  return { pool: Buffer.from(lines.join('')), lineStarts };
}

const { pool, lineStarts } = buildPool();

/** The numbers that rebuild one upload's bytes, and what the server must give back. */
export interface FileSpec {
  tag: string;
  /** Byte offsets of its slice of the pool (line boundaries, so the text stays valid UTF-8). */
  from: number;
  to: number;
  size: number;
  sha256: string;
}

const headerOf = (tag: string) => Buffer.from(`压测文档 ${tag}\n`);

export function contentOf(spec: FileSpec): Buffer {
  return Buffer.concat([headerOf(spec.tag), pool.subarray(spec.from, spec.to)]);
}

/** The last line start at or before `offset`. */
function lineStartAtOrBefore(offset: number): number {
  let lo = 0;
  let hi = lineStarts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (lineStarts[mid]! <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lineStarts[lo]!;
}

/** A new file of about `approxBytes` (50–500 KB asked), unique by its tag. */
export function newFile(approxBytes: number, random: () => number): FileSpec {
  const tag = crypto.randomBytes(6).toString('hex');
  const startLine = Math.floor(random() * (lineStarts.length / 2));
  const from = lineStarts[startLine]!;
  const to = Math.max(lineStartAtOrBefore(Math.min(from + approxBytes, pool.length)), lineStarts[startLine + 1]!);
  const spec = { tag, from, to, size: 0, sha256: '' };
  const bytes = contentOf(spec);
  return { ...spec, size: bytes.length, sha256: crypto.createHash('sha256').update(bytes).digest('hex') };
}

/** A random inclusive byte range of a file and the sha256 its bytes must have. */
export function rangeOf(spec: FileSpec, random: () => number): { header: string; length: number; sha256: string } {
  const start = Math.floor(random() * spec.size);
  const end = Math.min(spec.size - 1, start + Math.floor(random() * 64 * 1024));
  const slice = contentOf(spec).subarray(start, end + 1);
  return {
    header: `bytes=${start}-${end}`,
    length: slice.length,
    sha256: crypto.createHash('sha256').update(slice).digest('hex'),
  };
}
