// Lints planted source texts with the repo's ESLint config through ESLint's Node API, in a plain
// Node process: Jest's module sandbox cannot load eslint.config.mjs (an ES module) itself.
// stdin: [{ filePath, code }]; stdout: [{ filePath, messages: [{ ruleId, line, message, fatal }] }].

import { ESLint } from 'eslint';
import { text } from 'node:stream/consumers';

const planted = JSON.parse(await text(process.stdin));
const eslint = new ESLint({ cwd: process.cwd() });
const results = [];
for (const { filePath, code } of planted) {
  const [result] = await eslint.lintText(code, { filePath });
  const messages = (result?.messages ?? []).map(({ ruleId, line, message, fatal }) => ({ ruleId, line, message, fatal: fatal ?? false }));
  results.push({ filePath, messages });
}
process.stdout.write(JSON.stringify(results));
