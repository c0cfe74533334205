import { Header } from '@nestjs/common';

/**
 * An answer every anonymous reader is given alike: a shared cache (the gateway, a CDN) may give it again for a
 * second without asking, which turns a crowd of readers into one query a second; browsers ask again each time.
 */
export const SHARED_FOR_A_SECOND = 'public, max-age=0, s-maxage=1';

/** Marks a public read route's answers as {@link SHARED_FOR_A_SECOND}. */
export const SharedForASecond = () => Header('Cache-Control', SHARED_FOR_A_SECOND);
