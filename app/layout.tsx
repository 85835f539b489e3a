import type { Metadata, Viewport } from 'next';
import { DEPLOY_ID, SITE_URL } from '@/lib/config';
import { pagePreview } from '@/lib/display/page-preview';
import { SessionControls } from '@/components/account/session-controls';
import { BottomTabBar } from '@/components/layout/bottom-tab-bar';
import { DeferredLayoutParts, DeferredStorageNotices } from '@/components/layout/deferred-layout';
import { SiteFooter } from '@/components/layout/site-footer';
import { StoreHydrator } from '@/components/layout/store-hydrator';
import { TopBar } from '@/components/layout/top-bar';
import { LANGUAGE_SCRIPT } from '@/lib/i18n/language-script';
import { HTML_LANG } from '@/lib/i18n/locale';
import { INSTALL_PROMPT_SCRIPT } from '@/lib/install/install-prompt-script';
import { pages_site_description, pages_site_title, pages_skip_to_content } from '@/lib/i18n/paraglide/messages';
import './globals.css';

const TITLE = pages_site_title();
const DESCRIPTION = pages_site_description();

// Every page carries Open Graph and Twitter tags and its address in both languages (a page with
// its own title gives its own), so a link shared in a chat shows a proper preview and a search
// engine finds the other language; metadataBase makes the picture's and the pages' addresses absolute.
export const metadata: Metadata = {
  metadataBase: new URL(SITE_URL),
  title: { default: TITLE, template: '%s · PredictoPlay' },
  description: DESCRIPTION,
  ...pagePreview(TITLE, DESCRIPTION, '/'),
  applicationName: 'PredictoPlay',
  other: { 'predictoplay-deploy': DEPLOY_ID },
};

export const viewport: Viewport = {
  themeColor: '#070b16',
  colorScheme: 'dark',
  // The page may draw under a phone's home indicator: the tab bar keeps its links above it (env(safe-area-inset-bottom)).
  viewportFit: 'cover',
};

export default function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <html lang={HTML_LANG}>
      <head>
        {/* Before the first paint: a saved language choice, or a browser that ranks Hindi above English, moves the visit to that language's page. */}
        <script dangerouslySetInnerHTML={{ __html: LANGUAGE_SCRIPT }} />
        {/* Keeps the browser's install prompt for the home-screen card, however early it comes. */}
        <script dangerouslySetInnerHTML={{ __html: INSTALL_PROMPT_SCRIPT }} />
      </head>
      <body className="flex min-h-screen flex-col pb-(--tab-bar-height) sm:pb-0">
        <a
          href="#main"
          className="sr-only z-50 rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
        >
          {pages_skip_to_content()}
        </a>
        <TopBar sessionControls={<SessionControls />} />
        <DeferredStorageNotices />
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter />
        <BottomTabBar />
        <StoreHydrator />
        <DeferredLayoutParts />
      </body>
    </html>
  );
}
