// Runs at build time only, in Node: the webpack config factory bundles this file apart from the
// browser bundle and writes its output into index.html's root element.
import { renderToString } from 'react-dom/server';
import { Frame } from './Frame';

export function renderFrame(): string {
  return renderToString(<Frame />);
}
