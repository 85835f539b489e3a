export interface Feature {
  icon: string;
  title: string;
  text: string;
}

interface FeatureGridProps {
  id: string;
  title: string;
  intro: string;
  features: readonly Feature[];
}

/** A titled section of feature cards: the marketing cards and the why-choose section. */
export function FeatureGrid({ id, title, intro, features }: FeatureGridProps) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-6xl px-4 py-12">
      <h2 id={id} className="text-2xl font-bold text-white sm:text-3xl">
        {title}
      </h2>
      <p className="mt-2 max-w-2xl text-slate-300">{intro}</p>
      <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {features.map((feature) => (
          <li key={feature.title} className="rounded-2xl border border-ink-700 bg-ink-900 p-5">
            <span aria-hidden="true" className="text-3xl">
              {feature.icon}
            </span>
            <h3 className="mt-3 text-lg font-semibold text-white">{feature.title}</h3>
            <p className="mt-2 text-sm text-slate-300">{feature.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
