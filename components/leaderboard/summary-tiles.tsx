// The spec's fixed summary figures for the whole platform.
const SUMMARY = [
  { icon: '👥', value: '50,000+', label: 'Total Players' },
  { icon: '💰', value: '₹10L+', label: 'Total Winnings' },
  { icon: '🎯', value: '1,000+', label: 'Daily Predictions' },
];

export function SummaryTiles() {
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      {SUMMARY.map((tile) => (
        <div key={tile.label} className="flex flex-col-reverse rounded-2xl border border-ink-700 bg-ink-900 p-5 text-center">
          <dt className="text-sm text-slate-300">{tile.label}</dt>
          <dd className="text-2xl font-extrabold text-white">
            <span aria-hidden="true">{tile.icon} </span>
            {tile.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
