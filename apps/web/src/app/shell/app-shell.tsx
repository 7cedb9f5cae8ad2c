import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useT } from '#src/lib/i18n.tsx';
import { FullScreenSpinner } from '#src/ui/full-screen-spinner.tsx';
import { AnnouncementBar } from '#src/app/shell/announcement-bar.tsx';
import { BottomTabBar } from '#src/app/shell/bottom-tab-bar.tsx';
import { Footer } from '#src/app/shell/footer.tsx';
import { ScrollToTop } from '#src/app/shell/scroll-to-top.tsx';
import { TopBar } from '#src/app/shell/top-bar.tsx';
import { FinishPendingCartAdd } from '#src/features/cart-checkout/index.ts';

/** The frame around every screen: announcement, top bar, the screen, footer and the mobile tab bar. */
export function AppShell() {
  const t = useT();
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        {t('shell.skipToContent')}
      </a>
      <ScrollToTop />
      <FinishPendingCartAdd />
      <AnnouncementBar />
      <TopBar />
      <main id="main" className="app__main" tabIndex={-1}>
        <Suspense fallback={<FullScreenSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <BottomTabBar />
    </div>
  );
}
