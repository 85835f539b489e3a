/** @jest-environment node */
import { inlineScripts, pagePolicy, PAGE_DIRECTIVES, scriptHash, withPagePolicy } from '@/scripts/csp/page-policy';

// The shape of an exported page: Next's chunk list and page payload inline, its chunks by src.
const CHUNKS = '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"]});';
const PAYLOAD_START = '(self.__next_f=self.__next_f||[]).push([0])';
const PAYLOAD = 'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n2:I[1,[],\\"TopBar\\"]\\n"])';
const PAGE =
  '<!DOCTYPE html><html lang="en-IN"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/a.css"/><script src="/_next/static/chunks/b.js" async=""></script>' +
  `<title>Leagues</title></head><body><main>Leagues</main><script id="_R_">${CHUNKS}</script>` +
  `<script>${PAYLOAD_START}</script><script>${PAYLOAD}</script></body></html>`;

function policyOf(html: string): string {
  return /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(html)?.[1] ?? '';
}

describe('scriptHash', () => {
  it("gives the hash the policy specification's own example gives", () => {
    expect(scriptHash("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
  });

  it('hashes the UTF-8 bytes of text beyond ASCII', () => {
    expect(scriptHash('"क्रिकेट"')).not.toBe(scriptHash('"?????"'));
    expect(scriptHash('"क्रिकेट"')).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
  });
});

describe('inlineScripts', () => {
  it("finds the export's inline scripts in order and leaves out those loaded by src", () => {
    expect(inlineScripts(PAGE)).toEqual([CHUNKS, PAYLOAD_START, PAYLOAD]);
  });

  it('counts modules and JavaScript types as scripts, and JSON and JSON-LD blocks as data', () => {
    const html =
      '<script type="module">a()</script><script type="text/javascript">b()</script>' +
      '<script type="application/ld+json">{"@type":"WebSite"}</script><script type="application/json" id="x">{}</script>';
    expect(inlineScripts(html)).toEqual(['a()', 'b()']);
  });

  it('leaves out empty scripts, which run nothing and are never checked', () => {
    expect(inlineScripts('<script></script><script async src="/a.js"></script>')).toEqual([]);
  });

  it('turns CR LF and a lone CR into LF, as the HTML parser does before the browser hashes', () => {
    expect(inlineScripts('<script>a()\r\nb()\rc()</script>')).toEqual(['a()\nb()\nc()']);
  });

  it('does not take an attribute named like src, or a src inside another value, for src', () => {
    expect(inlineScripts('<script data-src="/a.js" title="no src=here">a()</script>')).toEqual(['a()']);
  });
});

describe('pagePolicy', () => {
  it("allows scripts from the site and exactly the page's inline scripts, never any inline script", () => {
    const policy = pagePolicy(['a()', 'b()', 'a()']);
    const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc).toBe(`script-src 'self' ${scriptHash('a()')} ${scriptHash('b()')}`);
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
  });

  it('keeps everything else to the site, with no plugins and no base element', () => {
    expect(pagePolicy([])).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self'; font-src 'self'; " +
        "connect-src 'self'; worker-src 'self'; manifest-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'",
    );
  });

  it('carries no frame-ancestors, which the browser ignores in a <meta> and says so', () => {
    expect(PAGE_DIRECTIVES.join('; ')).not.toContain('frame-ancestors');
  });
});

describe('withPagePolicy', () => {
  it("writes the page's policy right after the charset declaration, before the first script", () => {
    const result = withPagePolicy(PAGE);
    if (!result.ok) throw new Error(result.reason);
    expect(result.html.startsWith('<!DOCTYPE html><html lang="en-IN"><head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" ')).toBe(true);
    expect(policyOf(result.html)).toBe(pagePolicy([CHUNKS, PAYLOAD_START, PAYLOAD]));
    expect(result.html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, '')).toBe(PAGE);
    expect(result.hashes).toBe(3);
  });

  it('writes it first in a head with no charset declaration', () => {
    const result = withPagePolicy('<html><head><title>x</title><script>a()</script></head></html>');
    expect(result.ok && result.html).toBe(`<html><head><meta http-equiv="Content-Security-Policy" content="${pagePolicy(['a()'])}"/><title>x</title><script>a()</script></head></html>`);
  });

  it('leaves one policy when it runs twice on the same page', () => {
    const once = withPagePolicy(PAGE);
    const twice = once.ok ? withPagePolicy(once.html) : once;
    expect(twice).toEqual(once);
  });

  it('replaces a policy whose hashes no longer match the page', () => {
    const stale = PAGE.replace('<meta charSet="utf-8"/>', `<meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="${pagePolicy(['old()'])}"/>`);
    const result = withPagePolicy(stale);
    expect(result.ok && policyOf(result.html)).toBe(pagePolicy([CHUNKS, PAYLOAD_START, PAYLOAD]));
  });

  it('refuses a page with no head, and one that runs a script before its head', () => {
    expect(withPagePolicy('<html><body><script>a()</script></body></html>')).toEqual({ ok: false, reason: 'no-head' });
    expect(withPagePolicy('<html><script>a()</script><head></head></html>')).toEqual({ ok: false, reason: 'script-before-policy' });
  });
});
