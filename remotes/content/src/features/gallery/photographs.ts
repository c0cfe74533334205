import type { GalleryItem } from './gallery-image';
import { IMAGES } from './images/manifest';

export const PHOTOGRAPHS: readonly GalleryItem[] = [
  {
    image: IMAGES['fog-in-the-valleys'],
    title: 'Fog in the valleys',
    caption:
      'Ridges standing out of a sea of morning fog, the sun low and behind them. A ridged fractal height map drawn column by column from front to back, as the flight simulators of the 1990s drew their ground; the fog thickens with depth below a fixed level, so it pools in the valleys.',
    alt: 'Green mountain ridges under a pale morning sky, their valleys filled with warm white fog that grows denser towards the bright sun on the horizon.',
  },
  {
    image: IMAGES['ranges-at-dawn'],
    title: 'Ranges at dawn',
    caption:
      'Seven ranges of hills one behind another before sunrise. Each skyline is a line of fractal noise; the farther a range, the more of the colour of the air it takes, which is how painters and our eyes judge distance.',
    alt: 'Layers of hill silhouettes receding from dark blue-grey in front to pale gold at the horizon, under a violet sky glowing where the sun is about to rise.',
  },
  {
    image: IMAGES['mountain-lake-at-dusk'],
    title: 'Mountain lake at dusk',
    caption:
      'A snow-capped peak above a dark treeline, mirrored in still water after sunset. The lower half of the picture is the upper half read upside down, displaced by slow noise ripples and darkened, as water reflects less light than it receives.',
    alt: 'A single pointed mountain with snow on its summit under a pink and violet evening sky, with a black line of trees and the whole scene reflected in a calm lake.',
  },
  {
    image: IMAGES['dune-sea'],
    title: 'Dune sea',
    caption:
      'Dunes in the late afternoon, one face of each crest in sun and the other in shadow. The crests are a sine wave folded to a sharp edge and bent by noise, the way wind builds them; haze swallows the far dunes.',
    alt: 'Orange sand dunes with sharp crests stretching to a hazy horizon under a pale blue sky, their shaded sides a deep reddish brown.',
  },
  {
    image: IMAGES['milky-way-over-the-ridge'],
    title: 'Milky Way over the ridge',
    caption:
      'The band of the galaxy rising over a dark hill on a moonless night. The glow is noise shaped by distance from a tilted line, cut by darker lanes of dust; thousands of stars are scattered with many faint and few bright, and crowd towards the band.',
    alt: 'A starry night sky with the pale, dust-streaked band of the Milky Way running diagonally up from a black hill silhouette.',
  },
  {
    image: IMAGES['sea-stacks-at-sunset'],
    title: 'Sea stacks at sunset',
    caption:
      'Three columns of rock standing off a headland as the sun touches the sea. The glitter of the sun’s path is noise thresholded inside a band that widens towards the viewer, as it does on real water.',
    alt: 'A low sun just above a calm sea at sunset, a trail of glints on the water, three dark rock stacks to the right and a cliff in shadow on the left.',
  },
  {
    image: IMAGES['islands-from-above'],
    title: 'Islands from above',
    caption:
      'An archipelago seen from high overhead: reefs in turquoise shallows, beaches, forest and bare rock on the heights, a few clouds and their shadows. One fractal height map gives both the sea floor and the land; the hills are shaded by light from the north-west.',
    alt: 'An aerial view of green, rocky islands with white surf and turquoise reefs in a deep blue sea, with small white clouds casting shadows.',
  },
  {
    image: IMAGES['firs-in-the-mist'],
    title: 'Firs in the mist',
    caption:
      'Rows of firs on a slope, each farther row paler in the mist, with light slanting through it. Every tree is a stack of widening tiers with a ragged edge; five rows are laid from the back to the front.',
    alt: 'Silhouettes of fir trees in rows, black in front and fading to pale grey behind, under a misty sky crossed by diagonal rays of light.',
  },
];
