// The spec's social icons, made useful: each shares PredictoPlay on that network. They are
// plain links, so nothing is requested from another site unless a player follows one.

import { layout_share_label, layout_share_on, layout_share_text } from '@/lib/i18n/paraglide/messages';

const NETWORKS = [
  {
    name: 'X',
    href: (text: string) => `https://x.com/intent/post?text=${text}`,
    path: 'M17.8 3h3.1l-6.8 7.8L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.3-8.3L2 3h6.4l4.4 5.8L17.8 3zm-1.1 16.2h1.7L7.4 4.7H5.5l11.2 14.5z',
  },
  {
    name: 'Facebook',
    href: (text: string) => `https://www.facebook.com/sharer/sharer.php?quote=${text}`,
    path: 'M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v7h4v-7H17l.5-4h-4V9c0-.6.4-1 1-1z',
  },
  {
    name: 'WhatsApp',
    href: (text: string) => `https://wa.me/?text=${text}`,
    path: 'M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.3-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.1 5.1 0 0 0 1.1 2.7 11.6 11.6 0 0 0 4.4 3.9c1.6.7 2.3.7 3.1.6.5-.1 1.5-.6 1.7-1.2.2-.6.2-1.1.1-1.2l-.7-.3z',
  },
];

export function ShareLinks() {
  const text = encodeURIComponent(layout_share_text());
  return (
    <ul className="mt-4 flex gap-2" aria-label={layout_share_label()}>
      {NETWORKS.map((network) => (
        <li key={network.name}>
          <a
            href={network.href(text)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={layout_share_on({ network: network.name })}
            className="grid h-10 w-10 place-items-center rounded-full bg-ink-700 text-slate-200 hover:bg-brand-600 hover:text-white"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor">
              <path d={network.path} />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
