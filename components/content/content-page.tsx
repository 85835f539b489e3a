interface ContentPageProps {
  title: string;
  intro: string;
  children: React.ReactNode;
}

/** A short page of prose: how it works, FAQ, contact, privacy and terms. */
export function ContentPage({ title, intro, children }: ContentPageProps) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold text-white sm:text-4xl">{title}</h1>
      <p className="mt-3 text-lg text-slate-300">{intro}</p>
      <div className="mt-8 space-y-6 text-slate-200 [&_a]:text-brand-300 [&_a]:underline [&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-white [&_li]:ml-5 [&_li]:list-disc [&_ul]:space-y-2">
        {children}
      </div>
    </article>
  );
}
