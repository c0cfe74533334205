/**
 * @jest-environment node
 */
import { PassThrough } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { countError, countView } from './health-beacon';
import { RemoteArea } from './RemoteArea';
import { loadRemoteModule, manifestUrlOf } from './registry';

jest.mock('./registry', () => jest.requireActual('./testing/fake-registry'));
// The real module underneath: loading it on the server must be safe too.
jest.mock('./health-beacon', () => {
  const beacon = jest.requireActual<typeof import('./health-beacon')>('./health-beacon');
  return { countView: jest.fn(beacon.countView), countError: jest.fn(beacon.countError) };
});

/** As the server renders a page: the whole of it, once every area has loaded or failed. */
function renderOnServer(node: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    const stream = renderToPipeableStream(<MemoryRouter initialEntries={['/essays']}>{node}</MemoryRouter>, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: () => undefined,
    });
  });
}

test('on the server, neither a rendered area nor a failing one is counted', async () => {
  jest.mocked(loadRemoteModule).mockImplementation(async (_remote, name: string) => {
    if (name === 'RecentJournal') throw new Error('Failed to load script resources. #RUNTIME-008');
    return { default: () => <p>the essays</p> };
  });

  const html = await renderOnServer(
    <>
      <RemoteArea
        remote="content"
        module="RecentEssays"
        props={{ limit: 3 }}
        label="The essays could not be loaded."
        loading="…"
      />
      <RemoteArea
        remote="content"
        module="RecentJournal"
        props={{ limit: 3 }}
        label="The journal could not be loaded."
        loading="…"
      />
    </>,
  );

  expect(html).toContain('the essays');
  expect(countView).not.toHaveBeenCalled();
  expect(countError).not.toHaveBeenCalled();
  expect(manifestUrlOf).not.toHaveBeenCalled();
  expect(typeof window).toBe('undefined');
});
