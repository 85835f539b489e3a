// Run by `npm run build` between next build and the service worker: each page of out/ gets its
// Content-Security-Policy <meta> (scripts/csp/page-policy.ts says what it allows).

import { writePagePolicies } from './csp/write-page-policies';

const REASONS = {
  'no-head': 'has no <head> to hold the policy',
  'script-before-policy': 'runs a script before the policy could apply',
} as const;

const result = writePagePolicies('out');
if (result.ok) {
  const hashes = result.pages.reduce((sum, page) => sum + page.hashes, 0);
  console.log(`security policy: ${result.pages.length} pages, ${hashes} inline script hashes`);
} else {
  console.error(`security policy: out/${result.page} ${REASONS[result.reason]}.`);
  process.exitCode = 1;
}
