import { useRef, type ReactNode } from 'react';
import { ChatLauncher } from '../chat/ChatLauncher';
import { Toaster } from '../toasts/Toaster';
import { Footer } from './Footer';
import { GenocideBanner } from './GenocideBanner';
import { Header } from './Header';
import { MobileBar } from './MobileBar';
import { SideMenu } from './SideMenu';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
import { useOpenUntilNavigation } from './use-open-until-navigation';
import { useRouteFocus } from './use-route-focus';
import { useTopicFromPath } from './use-topic-from-path';
import './layout.css';

/** The frame around every page: banner, header or mobile bar, side menu, footer, the chat button and toasts. */
export function Layout({ children }: { children: ReactNode }) {
  const mainRef = useRef<HTMLElement>(null);
  const menu = useOpenUntilNavigation();
  useRouteFocus(mainRef);
  useTopicFromPath();

  return (
    <>
      <SkipLink />
      <header className="site-header">
        <MobileBar menuOpen={menu.open} onOpenMenu={() => menu.setOpen(true)} />
        <GenocideBanner />
        <Header menuOpen={menu.open} onOpenMenu={() => menu.setOpen(true)} />
      </header>
      <SideMenu open={menu.open} onClose={() => menu.setOpen(false)} />
      <main ref={mainRef} id={MAIN_CONTENT_ID} className="site-main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <ChatLauncher />
      <Toaster />
    </>
  );
}
