// The page half of the site's Content-Security-Policy: a <meta> written into one exported page,
// allowing scripts from the site itself plus exactly the inline scripts that page carries, by
// their SHA-256 hashes (never 'unsafe-inline'). The export's inline scripts (Next's page payload
// and chunk list) differ per page and per build, so the policy is computed from the finished HTML.
// Invariant: the <meta> precedes the page's first <script>, or the page is refused.

import { createHash } from 'node:crypto';

/**
 * Everything but script-src, the same on every page. frame-ancestors is absent: a <meta> policy
 * cannot carry it (the browser ignores it there and says so), so the header half does.
 */
export const PAGE_DIRECTIVES = [
  "default-src 'self'",
  // React style attributes and the dialog and toast libraries' injected <style> need inline styles.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self'",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  // Forms are handled by script; one pressed before the page hydrates goes to the page itself.
  "form-action 'self'",
] as const;

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const POLICY_META = /<meta\s+http-equiv=["']?content-security-policy["']?[^>]*>/gi;
/** Types a browser runs as script; any other (application/json, application/ld+json) is data. */
const SCRIPT_TYPES = /^(|module|(text|application)\/(java|ecma)script|text\/(jscript|livescript)|text\/javascript1\.[0-5])$/i;

const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

/** An attribute's value ('' when it has none), read the way the parser reads a start tag: the first of a name wins. */
function attribute(attributes: string, name: string): string | undefined {
  for (const [, key = '', double, single, bare] of attributes.matchAll(ATTRIBUTE)) {
    if (key.toLowerCase() === name) return double ?? single ?? bare ?? '';
  }
  return undefined;
}

/**
 * The text of every inline script the browser would run, as the parser hands it over: the HTML
 * parser turns CR LF and lone CR into LF before a script's text exists, so the hash must too.
 * Empty ones are left out: the browser runs nothing and checks no policy for them.
 */
export function inlineScripts(html: string): string[] {
  const texts: string[] = [];
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT)) {
    if (attribute(attributes, 'src') !== undefined) continue;
    if (!SCRIPT_TYPES.test((attribute(attributes, 'type') ?? '').trim())) continue;
    const parsed = text.replace(/\r\n?/g, '\n');
    if (parsed !== '') texts.push(parsed);
  }
  return texts;
}

/** A CSP hash source for one script's text: base64 SHA-256 of its UTF-8 bytes. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The whole page policy for a page with these inline scripts (repeated texts hashed once). */
export function pagePolicy(scripts: readonly string[]): string {
  const hashes = [...new Set(scripts.map(scriptHash))];
  return [PAGE_DIRECTIVES[0], ["script-src 'self'", ...hashes].join(' '), ...PAGE_DIRECTIVES.slice(1)].join('; ');
}

export type PolicyWritten = { ok: true; html: string; hashes: number } | { ok: false; reason: 'no-head' | 'script-before-policy' };

/**
 * The page with its policy in a <meta> just inside <head> (after the charset declaration, which
 * must stay within the first 1,024 bytes). A policy written by an earlier run is replaced, so the
 * step can run twice on one export and leave one policy.
 */
export function withPagePolicy(page: string): PolicyWritten {
  const html = page.replace(POLICY_META, '');
  const head = /<head\b[^>]*>/i.exec(html);
  if (!head) return { ok: false, reason: 'no-head' };
  let at = head.index + head[0].length;
  const charset = /^\s*<meta\s+charset=[^>]*>/i.exec(html.slice(at));
  if (charset) at += charset[0].length;
  const firstScript = html.search(/<script\b/i);
  if (firstScript !== -1 && firstScript < at) return { ok: false, reason: 'script-before-policy' };
  const scripts = inlineScripts(html);
  const meta = `<meta http-equiv="Content-Security-Policy" content="${pagePolicy(scripts)}"/>`;
  return { ok: true, html: html.slice(0, at) + meta + html.slice(at), hashes: new Set(scripts).size };
}
