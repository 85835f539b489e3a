'use client';

import { useEffect, useRef, useState } from 'react';
import { preload } from 'react-dom';
import { home_hero_image_alt } from '@/lib/i18n/paraglide/messages';

/** The hero illustration; if it fails to load it hides itself rather than show a broken image. */
export function HeroImage({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);

  // An image that failed before React hydrated never fires onError for us, so look once.
  useEffect(() => {
    const image = ref.current;
    if (image?.complete && image.naturalWidth === 0) setFailed(true);
  }, []);

  // The exported HTML's head asks for it first, as next/image's `priority` did, without its 5 kB.
  preload(src, { as: 'image', fetchPriority: 'high' });
  if (failed) return null;
  return (
    // A plain img: on a static export next/image only adds script (images are unoptimised anyway).
    <img
      ref={ref}
      src={src}
      alt={home_hero_image_alt()}
      width={560}
      height={420}
      fetchPriority="high"
      onError={() => setFailed(true)}
      className="mx-auto h-auto w-full max-w-md"
    />
  );
}
