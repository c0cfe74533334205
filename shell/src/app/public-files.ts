// Files served under fixed names at the site root (see the `public/` rule in libs/build):
// the default social image that PageMeta and index.html point to.
import '../public/og-default.png';
