'use client';

import Image from 'next/image';
import { useEffect, useRef, useState } from 'react';

/** The hero illustration; if it fails to load it hides itself rather than show a broken image. */
export function HeroImage({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);

  // An image that failed before React hydrated never fires onError for us, so look once.
  useEffect(() => {
    const image = ref.current;
    if (image?.complete && image.naturalWidth === 0) setFailed(true);
  }, []);

  if (failed) return null;
  return (
    <Image
      ref={ref}
      src={src}
      alt="Coins and YES and NO cards floating over a rising chart"
      width={560}
      height={420}
      priority
      onError={() => setFailed(true)}
      className="mx-auto h-auto w-full max-w-md"
    />
  );
}
