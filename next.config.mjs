/** @type {import('next').NextConfig} */
const nextConfig = {
  // A static export: plain HTML and JS that any CDN can serve; all state lives in the browser.
  output: 'export',
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
};

export default nextConfig;
