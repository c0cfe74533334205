/**
 * The hero picture, the home page's largest paint. As a data: address it is part of the first HTML itself:
 * the browser draws it with the page's first frame instead of asking for a file and drawing it frames later.
 */
const HERO_SVG = `
  <svg xmlns="http://www.w3.org/2000/svg" width="640" height="440" viewBox="0 0 640 440" role="img" aria-labelledby="hero-title">
    <title id="hero-title">An open book with geometry, waves and stars rising from its pages</title>
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#27306f"/>
        <stop offset="0.65" stop-color="#4a4f9a"/>
        <stop offset="1" stop-color="#e9b872"/>
      </linearGradient>
      <linearGradient id="page" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#fffaf0"/>
        <stop offset="1" stop-color="#efe4cc"/>
      </linearGradient>
    </defs>
    <rect width="640" height="440" rx="28" fill="url(#sky)"/>
    <g fill="#fffaf0">
      <circle cx="72" cy="58" r="2.5"/>
      <circle cx="138" cy="112" r="1.8"/>
      <circle cx="214" cy="44" r="2.2"/>
      <circle cx="402" cy="36" r="1.6"/>
      <circle cx="468" cy="96" r="2.4"/>
      <circle cx="566" cy="52" r="2"/>
      <circle cx="596" cy="150" r="1.6"/>
      <circle cx="44" cy="168" r="1.6"/>
    </g>
    <g stroke="#fffaf0" stroke-opacity="0.55" stroke-width="1.2" fill="none">
      <path d="M72 58 L138 112 L214 44"/>
      <path d="M402 36 L468 96 L566 52 L596 150"/>
    </g>
    <circle cx="500" cy="178" r="46" fill="#e9b872"/>
    <circle cx="500" cy="178" r="62" fill="none" stroke="#e9b872" stroke-opacity="0.4" stroke-width="2"/>
    <g fill="none" stroke="#fffaf0" stroke-width="3" stroke-linecap="round" stroke-linejoin="round">
      <path d="M150 214 C172 184 194 184 216 214 S260 244 282 214 S326 184 348 214" stroke-opacity="0.9"/>
      <path d="M250 150 L300 70 L350 150 Z" stroke="#e9b872"/>
      <path d="M300 70 L300 150" stroke="#e9b872" stroke-opacity="0.6"/>
      <path d="M392 250 a8 8 0 0 1 8 -8 a16 16 0 0 1 16 16 a32 32 0 0 1 -32 32 a56 56 0 0 1 -56 -56" stroke-opacity="0.8"/>
      <circle cx="176" cy="120" r="26" stroke-opacity="0.8"/>
      <path d="M150 120 H202 M176 94 V146" stroke-opacity="0.5"/>
    </g>
    <g fill="none" stroke="#fffaf0" stroke-opacity="0.45" stroke-width="2" stroke-dasharray="2 9" stroke-linecap="round">
      <path d="M250 318 C240 280 214 262 190 240"/>
      <path d="M320 306 C320 260 306 200 300 160"/>
      <path d="M390 318 C404 294 410 284 412 270"/>
    </g>
    <path d="M80 330 Q200 300 320 332 Q440 300 560 330 L560 392 Q440 364 320 396 Q200 364 80 392 Z" fill="#1c2255" fill-opacity="0.35"/>
    <path d="M96 316 Q206 290 320 320 L320 384 Q206 356 96 378 Z" fill="url(#page)"/>
    <path d="M544 316 Q434 290 320 320 L320 384 Q434 356 544 378 Z" fill="url(#page)"/>
    <path d="M320 320 L320 384" stroke="#c9b78f" stroke-width="2"/>
    <g fill="none" stroke="#b7a47a" stroke-width="2" stroke-linecap="round">
      <path d="M128 322 Q200 306 288 326"/>
      <path d="M128 336 Q200 320 288 340"/>
      <path d="M128 350 Q200 334 264 352"/>
      <path d="M352 326 Q440 306 512 322"/>
      <path d="M352 340 Q440 320 512 336"/>
      <path d="M376 352 Q440 334 512 350"/>
    </g>
    <path d="M300 384 L300 420 L310 410 L320 420 L320 384" fill="#b3261e"/>
  </svg>
`;

export const HERO_IMAGE = `data:image/svg+xml,${encodeURIComponent(HERO_SVG.replace(/>\s+</g, '><').trim())}`;
