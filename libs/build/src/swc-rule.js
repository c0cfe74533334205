import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * The one rule that compiles the workspace's TypeScript and JSX with swc, for the browser bundles and
 * for the Node bundles that prerender screens, so both read the sources alike.
 * @param {{ target: string, development?: boolean }} options
 */
export function swcRule({ target, development = false }) {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: require.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development } },
          target,
        },
      },
    },
  };
}
