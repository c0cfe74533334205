import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { sharedVersionWarning } from './shared-version-warning';

type ResolveShareArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['resolveShare']>>[0];

function resolving(version: string, requiredVersion: string | false, strictVersion = false) {
  const shareInfo = { from: 'content', shareConfig: { singleton: true, requiredVersion, strictVersion } };
  return { pkgName: 'react', version, shareInfo } as unknown as ResolveShareArgs;
}

test('says once which remote needs another version of a singleton, and lets it load', () => {
  const warn = jest.fn();
  const resolveShare = sharedVersionWarning(warn).resolveShare!;
  const args = resolving('19.3.1', '^20.0.0', true);
  expect(resolveShare(args)).toBe(args);
  expect(warn).toHaveBeenCalledWith(
    'The content remote was built for react ^20.0.0; the page runs 19.3.1 and shares it.',
  );
  expect(args.shareInfo.shareConfig.strictVersion).toBe(false);
  resolveShare(args);
  expect(warn).toHaveBeenCalledTimes(1);
});

test('is silent when the version satisfies the remote or the remote asks for none', () => {
  const warn = jest.fn();
  const resolveShare = sharedVersionWarning(warn).resolveShare!;
  resolveShare(resolving('19.3.1', '^19.2.0'));
  resolveShare(resolving('19.3.1', false));
  expect(warn).not.toHaveBeenCalled();
});
