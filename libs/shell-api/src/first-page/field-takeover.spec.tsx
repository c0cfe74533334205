import { act, useEffect, useState, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { BOOT_SCRIPT, HELD_FORM_WAIT_MS } from '@site/contracts';
import { carryOverServerFields, takeEarlyEvents, watchServerFields, type ServerFields } from './field-takeover';
import { SERVER_SIGN_UP, SignUpScreen } from './sign-up.fixture';

/** A form that also works as plain HTML, as the header's search does; the app ignores a blank term. */
function SiteSearch({ onSearch }: { onSearch: (term: string) => void }) {
  const [term, setTerm] = useState('');
  return (
    <form
      action="/search"
      aria-label="Search site"
      onSubmit={(event) => {
        event.preventDefault();
        if (term.trim()) onSearch(term.trim());
      }}
    >
      <input name="q" aria-label="Search site" value={term} onChange={(event) => setTerm(event.target.value)} />
    </form>
  );
}

const SERVER_SITE_SEARCH =
  '<form action="/search" aria-label="Search site"><input name="q" aria-label="Search site"></form>';

function SearchBox() {
  const [term, setTerm] = useState('');
  return (
    <form>
      <input name="q" aria-label="Search" value={term} onChange={(event) => setTerm(event.target.value)} />
      <output>{term}</output>
    </form>
  );
}

// createRoot is used directly here, as the bootstrap does, so act() must be told it runs in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Menu() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" aria-label="Open menu" onClick={() => setOpen(true)} />
      <button type="button" aria-label="Chat" />
      {open && <nav aria-label="Side menu" />}
    </>
  );
}

/** The app's first commit replaces the server's markup under `root`, and takes over what was done there. */
async function appTakesOver(root: HTMLElement, server: ServerFields, app: ReactElement) {
  root.replaceChildren();
  await act(async () => createRoot(root).render(app));
  await act(async () => carryOverServerFields(server, root));
}

/** A form carried over is sent a task after the commit. */
const nextTask = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)));

describe('taking over the server’s form fields', () => {
  let root: HTMLElement;

  beforeEach(() => {
    root = document.createElement('div');
    root.innerHTML = '<form><input name="q" aria-label="Search" value=""><output></output></form>';
    document.body.append(root);
  });
  afterEach(() => root.remove());

  it('carries what was typed, and the focus with the caret, into the app’s controlled field', async () => {
    const server = watchServerFields(root);
    const serverInput = root.querySelector('input')!;
    serverInput.focus();
    serverInput.value = 'godel';
    serverInput.setSelectionRange(2, 2);

    // The app replaces the server's markup in one commit, as createRoot does.
    await appTakesOver(root, server, <SearchBox />);

    const appInput = root.querySelector('input')!;
    expect(appInput).not.toBe(serverInput);
    expect(appInput.value).toBe('godel');
    expect(root.querySelector('output')!.textContent).toBe('godel');
    expect(document.activeElement).toBe(appInput);
    expect([appInput.selectionStart, appInput.selectionEnd]).toEqual([2, 2]);
  });

  it('leaves the app’s fields alone when nothing was typed or focused', async () => {
    const server = watchServerFields(root);
    await appTakesOver(root, server, <SearchBox />);

    expect(root.querySelector('input')!.value).toBe('');
    expect(document.activeElement).toBe(document.body);
  });

  it('presses the app’s button that was pressed in the server’s markup before the commit, and no other', async () => {
    root.innerHTML =
      '<button type="button" aria-label="Open menu"></button><button type="button" aria-label="Chat"></button>';
    const server = watchServerFields(root);
    root.querySelector<HTMLButtonElement>('[aria-label="Open menu"]')!.click();

    root.replaceChildren();
    await act(async () => createRoot(root).render(<Menu />));
    expect(root.querySelector('nav')).toBeNull();
    await act(async () => carryOverServerFields(server, root));

    expect(root.querySelector('nav[aria-label="Side menu"]')).not.toBeNull();
    expect(document.activeElement).toBe(root.querySelector('[aria-label="Open menu"]'));
  });

  it('waits for a button the app draws a moment after its commit, and presses it then', async () => {
    root.innerHTML = '<button type="button" aria-label="Open menu"></button>';
    const server = watchServerFields(root);
    root.querySelector('button')!.click();

    function SettlingMenu() {
      const [ready, setReady] = useState(false);
      useEffect(() => setReady(true), []);
      return ready ? <Menu /> : <p>Loading</p>;
    }
    root.replaceChildren();
    const app = createRoot(root);
    await act(async () => {
      app.render(<SettlingMenu />);
      carryOverServerFields(server, root);
    });

    expect(root.querySelector('nav[aria-label="Side menu"]')).not.toBeNull();
  });

  it('presses nothing when no server button was pressed', async () => {
    root.innerHTML = '<button type="button" aria-label="Open menu"></button>';
    const server = watchServerFields(root);
    await appTakesOver(root, server, <Menu />);

    expect(root.querySelector('nav')).toBeNull();
  });

  it('matches fields by name, not by the id the build generated, and sends a form sent before the commit', async () => {
    root.innerHTML = SERVER_SIGN_UP;
    const server = watchServerFields(root);
    root.querySelector('input')!.value = 'ada@example.org';
    const submit = root.querySelector<HTMLButtonElement>('button[type=submit]')!;
    // Sent natively, the server's form would reload the page; it is held instead.
    const reload = jest.fn();
    root.addEventListener('submit', (event) => reload(event.defaultPrevented));
    submit.click();
    expect(reload).toHaveBeenCalledWith(true);

    const onSend = jest.fn();
    await appTakesOver(root, server, <SignUpScreen onSend={onSend} />);
    expect(root.querySelector('input')!.value).toBe('ada@example.org');
    await nextTask();

    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend).toHaveBeenCalledWith('ada@example.org');
  });

  it('holds a form that also works as plain HTML, and sends it from the app’s, which trims the term', async () => {
    root.innerHTML = SERVER_SITE_SEARCH;
    const server = watchServerFields(root);
    root.querySelector('input')!.value = '  entropy  ';
    const native = jest.fn();
    root.addEventListener('submit', (event) => native(event.defaultPrevented));
    root.querySelector('form')!.requestSubmit();
    expect(native).toHaveBeenCalledWith(true);

    const onSearch = jest.fn();
    await appTakesOver(root, server, <SiteSearch onSearch={onSearch} />);
    await nextTask();

    expect(onSearch).toHaveBeenCalledWith('entropy');
  });

  describe('before the app ran', () => {
    // The first HTML's boot script, as the page runs it: it keeps what the reader does until the app takes it.
    beforeEach(() => new Function(BOOT_SCRIPT)());
    afterEach(() => takeEarlyEvents());

    it('carries a press made before the app ran, and none made after it took over', async () => {
      root.innerHTML =
        '<button type="button" aria-label="Open menu"></button><button type="button" aria-label="Chat"></button>';
      root.querySelector<HTMLButtonElement>('[aria-label="Open menu"]')!.click();
      const server = watchServerFields(root, null, takeEarlyEvents());
      expect(takeEarlyEvents()).toEqual([]);

      await appTakesOver(root, server, <Menu />);

      expect(root.querySelector('nav[aria-label="Side menu"]')).not.toBeNull();
    });

    it('holds a scripted form sent before the app ran, and sends it from the app’s', async () => {
      root.innerHTML = SERVER_SIGN_UP;
      root.querySelector('input')!.value = 'ada@example.org';
      const reload = jest.fn();
      root.addEventListener('submit', (event) => reload(event.defaultPrevented));
      root.querySelector<HTMLButtonElement>('button[type=submit]')!.click();
      expect(reload).toHaveBeenCalledWith(true);
      const server = watchServerFields(root, null, takeEarlyEvents());

      const onSend = jest.fn();
      await appTakesOver(root, server, <SignUpScreen onSend={onSend} />);
      await nextTask();

      expect(onSend).toHaveBeenCalledWith('ada@example.org');
    });

    describe('a held plain-HTML form', () => {
      let native: jest.SpyInstance;
      beforeEach(() => {
        jest.useFakeTimers();
        root.innerHTML = SERVER_SITE_SEARCH;
        native = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
      });
      afterEach(() => {
        native.mockRestore();
        jest.useRealTimers();
      });

      it('is not sent natively once the app has taken it', () => {
        root.querySelector('form')!.requestSubmit();
        const server = watchServerFields(root, null, takeEarlyEvents());
        jest.advanceTimersByTime(HELD_FORM_WAIT_MS);
        expect(native).not.toHaveBeenCalled();
        expect(server.submitted()).not.toBeNull();
      });

      it('is sent natively when the app never takes it', () => {
        const form = root.querySelector('form')!;
        form.requestSubmit();
        jest.advanceTimersByTime(HELD_FORM_WAIT_MS - 1);
        expect(native).not.toHaveBeenCalled();
        jest.advanceTimersByTime(1);
        expect(native.mock.contexts).toEqual([form]);
      });
    });
  });
});
