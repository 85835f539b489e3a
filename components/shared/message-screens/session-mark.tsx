// Rendered at build time only (no 'use client'): the styles and the inline script that mark a
// browser holding no login before the first paint (lib/store/session-mark.ts). A page that
// draws a VisitorScreen puts this before it; its script's hash joins the page's security policy.

import { sessionMarkScript, sessionMarkStyles } from '@/lib/store/session-mark';

export function SessionMark() {
  return (
    <>
      <style>{sessionMarkStyles()}</style>
      <script dangerouslySetInnerHTML={{ __html: sessionMarkScript() }} />
    </>
  );
}
