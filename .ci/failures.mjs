// Prints the name of every failed test from the vitest JSON reports and the
// e2e TAP file given on the command line, so the last lines of the CI log
// say what broke without scrolling through the whole run.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const lines = [];

function firstLine(text) {
  return (
    String(text ?? '')
      .split('\n')
      .find((l) => l.trim())
      ?.trim()
      .slice(0, 300) ?? ''
  );
}

function fromVitest(file, suite) {
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  for (const result of report.testResults ?? []) {
    const rel = path.relative(root, result.name);
    const failed = (result.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const a of failed) lines.push(`FAIL [${suite}] ${rel} > ${a.fullName} — ${firstLine(a.failureMessages?.[0])}`);
    // A file that failed to load or whose hooks threw has no failed assertion to name.
    if (result.status === 'failed' && failed.length === 0) lines.push(`FAIL [${suite}] ${rel} — ${firstLine(result.message)}`);
  }
}

function fromTap(file) {
  // node:test announces each test with `# Subtest: name` before its children and ends it
  // with `ok`/`not ok` after them, so the names of the enclosing suites come from the former.
  const stack = [];
  for (const raw of fs.readFileSync(file, 'utf8').split('\n')) {
    const sub = raw.match(/^(\s*)# Subtest: (.*)$/);
    if (sub) {
      const depth = sub[1].length / 4;
      stack.length = depth;
      stack[depth] = sub[2];
      continue;
    }
    const m = raw.match(/^(\s*)not ok \d+ - (.*?)(?: # .*)?$/);
    if (!m) continue;
    const depth = m[1].length / 4;
    lines.push(`FAIL [e2e] ${[...stack.slice(0, depth), m[2]].join(' > ')}`);
  }
}

for (const arg of process.argv.slice(2)) {
  const [suite, file] = arg.split('=');
  if (!fs.existsSync(file)) {
    lines.push(`FAIL [${suite}] 没有报告（${file}）：该组测试未能运行完，见完整日志`);
    continue;
  }
  try {
    if (file.endsWith('.tap')) fromTap(file);
    else fromVitest(file, suite);
  } catch (err) {
    lines.push(`FAIL [${suite}] 报告无法读取（${file}）：${err.message}`);
  }
}
// A suite's own "not ok" repeats its failing children; keep only the most specific names.
const unique = [...new Set(lines)].filter(
  (l, _, all) => !l.startsWith('FAIL [e2e]') || !all.some((o) => o !== l && o.startsWith(`${l} > `)),
);
if (unique.length > 0) {
  console.log('== failing tests');
  for (const l of unique) console.log(l);
}
