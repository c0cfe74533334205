// react-router needs TextEncoder, which jsdom lacks. Import this before anything that loads the router.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
