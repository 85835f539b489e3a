/** @type {import('next').NextConfig} */
const nextConfig = {
  // A static export: plain HTML and JS that any CDN can serve; all state lives in the browser.
  output: 'export',
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  // Names this build in every page's HTML, so the first page of a new deploy can say 'Updated'.
  env: { DEPLOY_ID: process.env.DEPLOY_ID ?? new Date().toISOString() },
};

export default nextConfig;
