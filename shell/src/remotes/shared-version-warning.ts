import { satisfy, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Shared singletons exist once per page. When a remote was built against a version the page's
 * copy does not satisfy, this says so once per remote and package, and lets the remote use the
 * page's copy even if it was built with `strictVersion` (where the runtime would throw and lose
 * the whole area). The runtime prints its own generic warning for the first load as well.
 */
export function sharedVersionWarning(warn: (message: string) => void = console.warn): ModuleFederationRuntimePlugin {
  return {
    name: 'site-shared-version-warning',
    resolveShare(args) {
      const { pkgName, version, shareInfo } = args;
      const config = shareInfo.shareConfig;
      const required = config?.requiredVersion;
      if (!config?.singleton || typeof required !== 'string' || !version || satisfy(version, required)) return args;
      warn(
        `The ${shareInfo.from} remote was built for ${pkgName} ${required}; the page runs ${version} and shares it.`,
      );
      config.strictVersion = false;
      // Said once: later loads of this package by the same remote need no check.
      config.requiredVersion = false;
      return args;
    },
  };
}
