import { knowThyself } from './know-thyself';
import { onATangent } from './on-a-tangent';
import { coldSnap } from './cold-snap';
import { labNotes } from './lab-notes';
import { falling } from './falling';
import { fellowFeeling } from './fellow-feeling';
import type { CrosswordPuzzle } from '../types';

/** Every puzzle on offer, in the order the menu lists them. */
export const CROSSWORDS: readonly CrosswordPuzzle[] = [
  knowThyself,
  onATangent,
  coldSnap,
  labNotes,
  falling,
  fellowFeeling,
];
