import { useRef, useState, type KeyboardEvent } from 'react';
import { Navigate, useLocation, type Location } from 'react-router-dom';
import { PAGE_HEADS, pathTo } from '@site/contracts';
import { PageMeta, useCurrentUser } from '@site/shell-api';
import { Card } from '@site/ui';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';
import { VerifyEmailForm } from './VerifyEmailForm';
import './auth.css';

type Tab = 'login' | 'register';
/** Beside the two tabs: entering the mailed code (with the address it went to), or asking for a reset link. */
type Step = { kind: 'tabs' } | { kind: 'verify'; email: string } | { kind: 'forgot' };

const TABS: { id: Tab; label: string }[] = [
  { id: 'login', label: 'Login' },
  { id: 'register', label: 'Register' },
];

/** Where to go once signed in: back to the guarded page that sent the visitor here, or the dashboard. */
function destination(state: unknown): string {
  const from = (state as { from?: Location } | null)?.from;
  if (!from || from.pathname === '/auth') return '/dashboard';
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

export function AuthPage() {
  // The forms show while the session is checked (the server draws them so): a signed-in reader is sent on once known.
  const { user } = useCurrentUser();
  const location = useLocation();
  const [tab, setTab] = useState<Tab>('login');
  const [step, setStep] = useState<Step>({ kind: 'tabs' });
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({ login: null, register: null });

  if (user) return <Navigate to={destination(location.state)} replace />;

  const backToLogin = () => {
    setTab('login');
    setStep({ kind: 'tabs' });
  };
  const askForCode = (email: string) => setStep({ kind: 'verify', email });

  function select(next: Tab) {
    setTab(next);
    tabRefs.current[next]?.focus();
  }

  // Arrow keys move between the tabs, as in any tab list.
  function onTabKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      select(tab === 'login' ? 'register' : 'login');
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      select(event.key === 'Home' ? 'login' : 'register');
    }
  }

  return (
    <div className="auth-page">
      <PageMeta title={PAGE_HEADS.auth.title} description={PAGE_HEADS.auth.description} path={pathTo('auth')} />
      <h1>Your account</h1>
      <p className="auth-page__intro">Log in, or register to keep bookmarks, course progress and quiz results.</p>
      <Card className="auth-page__card">
        {step.kind === 'verify' ? (
          <VerifyEmailForm email={step.email} onBack={backToLogin} />
        ) : step.kind === 'forgot' ? (
          <ForgotPasswordForm onBack={backToLogin} />
        ) : (
          <>
            <div role="tablist" aria-label="Account" className="auth-tabs" onKeyDown={onTabKeyDown}>
              {TABS.map(({ id, label }) => (
                <button
                  key={id}
                  ref={(node) => {
                    tabRefs.current[id] = node;
                  }}
                  type="button"
                  role="tab"
                  id={`auth-tab-${id}`}
                  aria-selected={tab === id}
                  aria-controls={`auth-panel-${id}`}
                  tabIndex={tab === id ? 0 : -1}
                  className="auth-tabs__tab"
                  onClick={() => setTab(id)}
                >
                  {label}
                </button>
              ))}
            </div>
            {/* Both panels stay mounted so switching tabs keeps what was typed. */}
            <div role="tabpanel" id="auth-panel-login" aria-labelledby="auth-tab-login" hidden={tab !== 'login'}>
              <LoginForm onUnverified={askForCode} onForgot={() => setStep({ kind: 'forgot' })} />
            </div>
            <div
              role="tabpanel"
              id="auth-panel-register"
              aria-labelledby="auth-tab-register"
              hidden={tab !== 'register'}
            >
              <RegisterForm onPending={askForCode} />
            </div>
          </>
        )}
      </Card>
    </div>
  );
}
