import { act, render, screen } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { ServerMain } from './FirstPageMain';
import { carryOverServerFields, watchServerFields } from './field-takeover';
import { offerServerMain } from './live-server-main';
import { SERVER_SIGN_UP, SignUpScreen } from './sign-up.fixture';

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
      <Suspense fallback={<ServerMain html={SERVER_SIGN_UP} />}>
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
    <Suspense fallback={<ServerMain html={SERVER_SIGN_UP} />}>
      <Screen />
    </Suspense>,
  );
  await arrive();
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)));

  expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('');
  expect(onSend).not.toHaveBeenCalled();
});

test('the server’s own nodes pass from fallback to fallback, keeping the focus, and the screen gets what was done once', async () => {
  const serverMain = document.createElement('div');
  serverMain.innerHTML = SERVER_SIGN_UP;
  document.body.append(serverMain);
  // As the shell's bootstrap does: the page is watched, and its main area's nodes are offered to the app.
  const page = watchServerFields(serverMain);
  offerServerMain(serverMain);
  const serverField = serverMain.querySelector('input')!;
  serverField.focus();
  serverField.value = 'ada@';
  // The app's first commit clears the server's page, these nodes with it.
  serverMain.remove();

  const onSend = jest.fn();
  const screenCode = lateScreen(<SignUpScreen onSend={onSend} />);
  const routesCode = lateScreen(
    <Suspense fallback={<ServerMain html={SERVER_SIGN_UP} />}>
      <screenCode.Screen />
    </Suspense>,
  );
  render(
    <main>
      <Suspense fallback={<ServerMain html={SERVER_SIGN_UP} />}>
        <routesCode.Screen />
      </Suspense>
    </main>,
  );
  // The app's own carry-over after its first commit gives the focus back.
  carryOverServerFields(page, document.body);
  expect(screen.getByLabelText('Email')).toBe(serverField);
  expect(document.activeElement).toBe(serverField);

  await routesCode.arrive();
  expect(screen.getByLabelText('Email')).toBe(serverField);
  expect(document.activeElement).toBe(serverField);
  serverField.value = 'ada@example.org';
  screen.getByRole('button', { name: 'Subscribe' }).click();

  await screenCode.arrive();
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  const field = screen.getByLabelText('Email') as HTMLInputElement;
  expect(field).not.toBe(serverField);
  expect(field.value).toBe('ada@example.org');
  expect(document.activeElement).toBe(field);
  expect(onSend).toHaveBeenCalledTimes(1);
  expect(onSend).toHaveBeenCalledWith('ada@example.org');
});
