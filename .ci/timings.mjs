// Prints how long each CI stage took and the ten slowest test files (vitest
// JSON reports and the e2e TAP file given as suite=file), so that growth is
// seen in the last lines of the log when it happens.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const [stagesFile, ...reports] = process.argv.slice(2);
const files = [];

function fromVitest(file, suite) {
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  for (const r of report.testResults ?? []) {
    if (r.startTime && r.endTime) files.push({ name: `[${suite}] ${path.relative(root, r.name)}`, ms: r.endTime - r.startTime });
  }
}

/** node:test reports each spec file as a top-level test with `duration_ms` in its YAML block. */
function fromTap(file, suite) {
  let current = null;
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const top = line.match(/^(?:not )?ok \d+ - (.*?)(?: # .*)?$/);
    if (top) current = top[1];
    const d = line.match(/^ {2}duration_ms: ([\d.]+)/);
    if (d && current) {
      files.push({ name: `[${suite}] ${path.relative(root, current)}`, ms: Number(d[1]) });
      current = null;
    }
  }
}

const minutes = (s) => `${Math.floor(s / 60)}:${String(Math.round(s % 60)).padStart(2, '0')}`;
if (stagesFile && fs.existsSync(stagesFile)) {
  console.log('== time per stage (m:ss)');
  // Stages may overlap (test:pg runs beside the e2e stage): the run's own clock gives the total.
  for (const line of fs.readFileSync(stagesFile, 'utf8').trim().split('\n')) {
    const [name, seconds] = line.split('\t');
    console.log(`${minutes(Number(seconds)).padStart(6)}  ${name}`);
  }
}
for (const arg of reports) {
  const [suite, file] = arg.split('=');
  try {
    if (fs.existsSync(file)) (file.endsWith('.tap') ? fromTap : fromVitest)(file, suite);
  } catch {
    /* a broken report is named by failures.mjs */
  }
}
if (files.length > 0) {
  console.log('== ten slowest test files (s)');
  for (const f of files.sort((a, b) => b.ms - a.ms).slice(0, 10))
    console.log(`${(f.ms / 1000).toFixed(1).padStart(7)}  ${f.name}`);
}
