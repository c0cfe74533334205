import { act, render, screen } from '@testing-library/react';
import { Suspense, useState, type ReactNode } from 'react';
import { ServerMain } from './FirstPageMain';

const SERVER_FORM =
  '<form aria-label="Sign-up"><label for="_R_build_">Email</label><input id="_R_build_" name="email" value="">' +
  '<button type="submit">Subscribe</button></form>';

function SignUpScreen({ onSend }: { onSend: (email: string) => void }) {
  const [email, setEmail] = useState('');
  return (
    <form
      aria-label="Sign-up"
      onSubmit={(event) => {
        event.preventDefault();
        onSend(email);
      }}
    >
      <label htmlFor="app-id">Email</label>
      <input id="app-id" name="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      <button type="submit">Subscribe</button>
    </form>
  );
}

/** A screen whose code is still on its way: the server's markup shows until `arrive` is called. */
function lateScreen(screenElement: ReactNode) {
  let arrive!: () => void;
  let arrived = false;
  const ready = new Promise<void>((resolve) => {
    arrive = () => {
      arrived = true;
      resolve();
    };
  });
  function Screen() {
    if (!arrived) throw ready;
    return <>{screenElement}</>;
  }
  return { Screen, arrive: () => act(async () => arrive()) };
}

test('what a reader typed and sent in the server’s markup reaches the screen that replaces it', async () => {
  const onSend = jest.fn();
  const { Screen, arrive } = lateScreen(<SignUpScreen onSend={onSend} />);
  render(
    <main>
      <Suspense fallback={<ServerMain html={SERVER_FORM} />}>
        <Screen />
      </Suspense>
    </main>,
  );
  const serverField = screen.getByLabelText('Email') as HTMLInputElement;
  serverField.focus();
  serverField.value = 'ada@example.org';
  screen.getByRole('button', { name: 'Subscribe' }).click();

  await arrive();
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)));

  const field = screen.getByLabelText('Email') as HTMLInputElement;
  expect(field).not.toBe(serverField);
  expect(field.value).toBe('ada@example.org');
  expect(document.activeElement).toBe(field);
  expect(onSend).toHaveBeenCalledWith('ada@example.org');
});

test('a screen the reader never touched in the server’s markup starts empty and unsent', async () => {
  const onSend = jest.fn();
  const { Screen, arrive } = lateScreen(<SignUpScreen onSend={onSend} />);
  render(
    <Suspense fallback={<ServerMain html={SERVER_FORM} />}>
      <Screen />
    </Suspense>,
  );
  await arrive();
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)));

  expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('');
  expect(onSend).not.toHaveBeenCalled();
});
