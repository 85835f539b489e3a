// An empty Next app's root layout: what the framework alone costs a page, to measure ours against.
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
