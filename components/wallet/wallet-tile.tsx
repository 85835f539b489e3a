interface WalletTileProps {
  icon: string;
  title: string;
  children: React.ReactNode;
}

/** One of the wallet's three tiles: a heading over whatever the tile offers. */
export function WalletTile({ icon, title, children }: WalletTileProps) {
  return (
    <section aria-label={title} className="flex flex-col gap-3 rounded-2xl border border-ink-700 bg-ink-900 p-5">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-white">
        <span aria-hidden="true">{icon}</span>
        {title}
      </h2>
      {children}
    </section>
  );
}
