// react-markdown and the unified packages behind it ship only as ES modules, which jest's CommonJS
// run cannot load untransformed. This finds them (walking the installed dependency tree, so a new
// version's new dependency is picked up) and builds a transformIgnorePatterns that lets @swc/jest
// compile them.
const fs = require('node:fs');
const path = require('node:path');

const ROOTS = ['react-markdown', 'remark-gfm', 'rehype-sanitize'];

// Node's lookup, done on disk: many of these packages' `exports` refuse `<name>/package.json`.
function findPackageDir(name, fromDir) {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (dir === path.dirname(dir)) return null;
  }
}

function esmPackages() {
  const seen = new Set();
  const esm = new Set();
  const visit = (name, fromDir) => {
    const dir = findPackageDir(name, fromDir);
    if (!dir || seen.has(dir)) return;
    seen.add(dir);
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    if (manifest.type === 'module') esm.add(name);
    for (const dependency of Object.keys(manifest.dependencies ?? {})) visit(dependency, dir);
  };
  for (const root of ROOTS) visit(root, __dirname);
  return [...esm];
}

const escape = (name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

module.exports = {
  transformIgnorePatterns: [`/node_modules/(?!(?:${esmPackages().map(escape).join('|')})/)`],
};
