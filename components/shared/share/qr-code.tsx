'use client';

// Draws a link as a QR code (SVG, one path). lean-qr's nano build (about 2 kB gzip) comes with
// this module, which the share block loads only when it shows a code, never with a page.

import { correction, generate } from 'lean-qr/nano';
import { useMemo } from 'react';

/** Light modules kept around the code, as the standard asks, so a camera finds its edges. */
const QUIET = 4;

export function QrCode({ text, label }: { text: string; label: string }) {
  const { size, path } = useMemo(() => {
    const code = generate(text, { minCorrectionLevel: correction.L });
    let d = '';
    for (let y = 0; y < code.size; y += 1) {
      for (let x = 0; x < code.size; x += 1) if (code.get(x, y)) d += `M${x + QUIET} ${y + QUIET}h1v1h-1z`;
    }
    return { size: code.size + 2 * QUIET, path: d };
  }, [text]);
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`} shapeRendering="crispEdges" className="h-56 w-56 rounded-lg bg-white">
      <path d={path} fill="#000" />
    </svg>
  );
}
