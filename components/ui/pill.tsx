export type PillTone = 'active' | 'yes' | 'no' | 'neutral';

const TONES: Record<PillTone, string> = {
  active: 'bg-brand-600/25 text-brand-300',
  yes: 'bg-yes-500/20 text-yes-300',
  no: 'bg-no-500/20 text-no-300',
  neutral: 'bg-ink-700 text-slate-200',
};

/** A short status in words; the colour only repeats what the words say. */
export function Pill({ tone, children }: { tone: PillTone; children: React.ReactNode }) {
  return <span className={`whitespace-nowrap rounded-full px-2.5 py-1 text-xs font-semibold ${TONES[tone]}`}>{children}</span>;
}
