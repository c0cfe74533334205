import { toast } from '@site/shell-api';
import {
  Component,
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { CHAT_PANEL_ID } from './chat-panel-id';
import type { ChatPanelProps } from './ChatPanel';
import { storedConversation, storeOpen, wasOpen } from './chat-storage';
import './chat-launcher.css';

const loadPanel = () => import(/* webpackChunkName: "chat" */ './ChatPanel');

/** A chunk that failed to load (offline, a new deploy) leaves the button working: the next open tries again. */
class PanelBoundary extends Component<{ children: ReactNode; onError: () => void }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch() {
    this.props.onError();
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}

function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 5000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, 2000);
  return () => window.clearTimeout(handle);
}

/**
 * The chat button on every page. It holds none of the chat: the panel's code is its own chunk, fetched when
 * the button is first used (or, for a visitor with a conversation under way, once the page is idle, so a new
 * answer shows on the button).
 */
export function ChatLauncher() {
  const [open, setOpen] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [unread, setUnread] = useState(0);
  const button = useRef<HTMLButtonElement>(null);
  // A fresh lazy() per attempt: React keeps a failed one's rejection for good.
  const Panel = useRef<LazyExoticComponent<ComponentType<ChatPanelProps>> | null>(null);
  const [mounted, setMounted] = useState(false);

  const mount = useCallback(() => {
    Panel.current ??= lazy(loadPanel);
    setMounted(true);
  }, []);

  useEffect(() => {
    if (wasOpen()) {
      mount();
      setOpen(true);
      return;
    }
    return storedConversation() ? whenIdle(mount) : undefined;
  }, [mount]);

  const toggle = () => {
    mount();
    setOpen(!open);
    storeOpen(!open);
  };
  const close = useCallback(() => {
    setOpen(false);
    storeOpen(false);
    button.current?.focus();
  }, []);
  const failed = useCallback(() => {
    Panel.current = null;
    setMounted(false);
    setOpen(false);
    setAttempt((n) => n + 1);
    toast({
      title: 'The chat could not open',
      description: 'Please check your connection and try again.',
      variant: 'destructive',
    });
  }, []);

  const ChatPanel = Panel.current;
  const label =
    unread > 0 ? `Chat with the author (${unread} new ${unread === 1 ? 'answer' : 'answers'})` : 'Chat with the author';
  return (
    <>
      <button
        ref={button}
        type="button"
        className="chat-launcher"
        aria-label={label}
        aria-expanded={open}
        aria-controls={mounted ? CHAT_PANEL_ID : undefined}
        aria-haspopup="dialog"
        onClick={toggle}
      >
        <svg className="chat-launcher__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M4 4h16a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H9l-4 3v-3H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1z" />
        </svg>
        {unread > 0 ? (
          <span className="chat-launcher__badge" aria-hidden="true">
            {unread}
          </span>
        ) : null}
      </button>
      {mounted && ChatPanel ? (
        <PanelBoundary key={attempt} onError={failed}>
          <Suspense
            fallback={
              open ? (
                <p className="chat-launcher__loading" role="status">
                  Opening the chat…
                </p>
              ) : null
            }
          >
            <ChatPanel open={open} onClose={close} onUnread={setUnread} />
          </Suspense>
        </PanelBoundary>
      ) : null}
    </>
  );
}
