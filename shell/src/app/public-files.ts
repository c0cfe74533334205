// Files served under fixed names at the site root (see the `public/` rule in libs/build):
// the default social image that PageMeta and index.html point to, and the logo structured data names.
import '../public/logo.png';
import '../public/og-default.png';
