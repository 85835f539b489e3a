interface StatTileProps {
  label: string;
  children: React.ReactNode;
  icon?: string;
}

export function StatTile({ label, children, icon }: StatTileProps) {
  return (
    <div className="rounded-2xl border border-ink-700 bg-ink-900 p-5">
      <dt className="text-sm text-slate-300">
        {icon ? <span aria-hidden="true">{icon} </span> : null}
        {label}
      </dt>
      <dd className="mt-1 text-2xl font-bold text-white">{children}</dd>
    </div>
  );
}
