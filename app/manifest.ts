import type { MetadataRoute } from 'next';

// Makes the site installable. The icons are docs/icon-maskable.svg rendered at 192 and 512 px: a
// full-bleed square whose rings sit inside the maskable safe zone, so any launcher shape crops well.
export const dynamic = 'force-static';

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: 'PredictoPlay: predict with free play coins',
    short_name: 'PredictoPlay',
    description: 'A free prediction game with virtual play coins. Runs entirely in your browser, online or offline.',
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#070b16',
    theme_color: '#070b16',
    categories: ['games', 'entertainment'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    ],
  };
}
