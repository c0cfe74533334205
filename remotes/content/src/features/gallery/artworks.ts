import type { GalleryItem } from './gallery-image';
import { IMAGES } from './images/manifest';

export const ARTWORKS: readonly GalleryItem[] = [
  {
    image: IMAGES['flow-field'],
    title: 'Flow field',
    caption:
      'Some seventeen hundred pen strokes, each starting at a random point and turning at every step to the angle a noise field gives there. Strokes that start near each other flow together; the ink colour follows a second, slower field.',
    alt: 'Dense, hair-like strokes in red, blue, orange and teal on cream paper, flowing in swirls and streams like combed fibres.',
  },
  {
    image: IMAGES['truchet-tiles'],
    title: 'Truchet tiles',
    caption:
      'A square tile with two quarter-circle arcs, laid in one of its two orientations at random, after Sébastien Truchet’s study of tilings of 1704. The arcs always meet across tile edges, so they join into unbroken curves, and the regions between them take two colours like a chessboard bent out of shape.',
    alt: 'A grid-based pattern of interlocking rounded shapes, cream against a deep blue, teal and wine-red gradient, outlined in dark lines.',
  },
  {
    image: IMAGES.current,
    title: 'Current',
    caption:
      'Black and white bands bent by a wave whose swing grows towards the middle of the square. Nothing moves, yet the eye reads a moving surface: the op art of the 1960s worked on the same edge of perception.',
    alt: 'Fine horizontal black and white stripes that ripple in waves, calm at the left and right edges and strongest in the centre.',
  },
  {
    image: IMAGES['clifford-attractor'],
    title: 'Clifford attractor',
    caption:
      'One point moved millions of times by the same two lines of trigonometry, x′ = sin(a·y) + c·cos(a·x) and y′ = sin(b·x) + d·cos(b·y). It never repeats and never leaves the shape; brightness is how often it landed on each pixel, on a logarithmic scale.',
    alt: 'An egg-shaped cloud of fine violet threads, folded into bright magenta and orange sheets, on a near-black background.',
  },
  {
    image: IMAGES['study-of-four-squares'],
    title: 'Study of four squares',
    caption:
      'After Josef Albers’s “Homage to the Square”: four squares nested in his own proportions, sitting low, with one unit of margin at each side, half a unit below and a unit and a half above. Each colour is seen against its neighbours and looks different beside each.',
    alt: 'Four nested squares in ochre, amber, orange and pale peach, each placed slightly below the centre of the one around it.',
  },
  {
    image: IMAGES['marbled-noise'],
    title: 'Marbled noise',
    caption:
      'Noise whose input is bent by noise, whose input is bent by noise again. Folding the plane into itself twice gives the swirls of inks floated on water and combed, as in marbled endpapers; a pale vein follows each line where the second fold turns back.',
    alt: 'A marbled pattern of deep teal, cream, orange and rust swirling and folding into one another, with thin pale veins.',
  },
  {
    image: IMAGES['voronoi-window'],
    title: 'Voronoi window',
    caption:
      'A window of coloured glass in which every point belongs to the nearest of 121 seeds, one scattered in each square of an 11 by 11 grid: a Voronoi diagram. The lead runs where two seeds are equally near; light falls from the upper right, brightening the glass it passes through.',
    alt: 'A stained-glass pattern of irregular polygons in ruby, sapphire, emerald, amber and violet, separated by dark lead lines, brighter at the upper right.',
  },
  {
    image: IMAGES.harmonograph,
    title: 'Harmonograph',
    caption:
      'The figure a Victorian drawing machine makes, with a pen moved by pendulums swinging at nearly whole-number ratios of frequency and slowly losing energy. Where the lines pass over each other many times the gold brightens.',
    alt: 'Fine gold lines on a dark navy background forming layered, twisting loops that overlap into a bright, woven knot near the centre.',
  },
  {
    image: IMAGES['contour-island'],
    title: 'Contour island',
    caption:
      'An imaginary landscape drawn as a surveyor would: forty lines of equal height, every fifth one heavier, over tints from blue lowlands to red heights. The lines are kept the same thickness on steep and gentle ground by dividing by the slope.',
    alt: 'A topographic map of winding contour lines over soft blue, sand and terracotta tints, with the lines bunching on steep ground.',
  },
];
