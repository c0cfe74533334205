// Written by gallery/generate.ts (npm run gallery -w remotes/content): change the scenes there, not this file.
import type { GalleryImage } from '../gallery-image';
import fogInTheValleys480 from './fog-in-the-valleys-480.webp';
import fogInTheValleys960 from './fog-in-the-valleys-960.webp';
import fogInTheValleys1600 from './fog-in-the-valleys-1600.webp';
import fogInTheValleysOg from './fog-in-the-valleys-og.jpg';
import rangesAtDawn480 from './ranges-at-dawn-480.webp';
import rangesAtDawn960 from './ranges-at-dawn-960.webp';
import rangesAtDawn1600 from './ranges-at-dawn-1600.webp';
import mountainLakeAtDusk480 from './mountain-lake-at-dusk-480.webp';
import mountainLakeAtDusk960 from './mountain-lake-at-dusk-960.webp';
import mountainLakeAtDusk1600 from './mountain-lake-at-dusk-1600.webp';
import duneSea480 from './dune-sea-480.webp';
import duneSea960 from './dune-sea-960.webp';
import duneSea1600 from './dune-sea-1600.webp';
import milkyWayOverTheRidge480 from './milky-way-over-the-ridge-480.webp';
import milkyWayOverTheRidge960 from './milky-way-over-the-ridge-960.webp';
import milkyWayOverTheRidge1600 from './milky-way-over-the-ridge-1600.webp';
import seaStacksAtSunset480 from './sea-stacks-at-sunset-480.webp';
import seaStacksAtSunset960 from './sea-stacks-at-sunset-960.webp';
import seaStacksAtSunset1600 from './sea-stacks-at-sunset-1600.webp';
import islandsFromAbove480 from './islands-from-above-480.webp';
import islandsFromAbove960 from './islands-from-above-960.webp';
import islandsFromAbove1600 from './islands-from-above-1600.webp';
import firsInTheMist480 from './firs-in-the-mist-480.webp';
import firsInTheMist960 from './firs-in-the-mist-960.webp';
import firsInTheMist1600 from './firs-in-the-mist-1600.webp';
import flowField480 from './flow-field-480.webp';
import flowField960 from './flow-field-960.webp';
import flowField1280 from './flow-field-1280.webp';
import truchetTiles480 from './truchet-tiles-480.webp';
import truchetTiles960 from './truchet-tiles-960.webp';
import truchetTiles1280 from './truchet-tiles-1280.webp';
import truchetTilesOg from './truchet-tiles-og.jpg';
import current480 from './current-480.webp';
import current960 from './current-960.webp';
import current1280 from './current-1280.webp';
import cliffordAttractor480 from './clifford-attractor-480.webp';
import cliffordAttractor960 from './clifford-attractor-960.webp';
import cliffordAttractor1280 from './clifford-attractor-1280.webp';
import studyOfFourSquares480 from './study-of-four-squares-480.webp';
import studyOfFourSquares960 from './study-of-four-squares-960.webp';
import studyOfFourSquares1280 from './study-of-four-squares-1280.webp';
import marbledNoise480 from './marbled-noise-480.webp';
import marbledNoise960 from './marbled-noise-960.webp';
import marbledNoise1280 from './marbled-noise-1280.webp';
import voronoiWindow480 from './voronoi-window-480.webp';
import voronoiWindow960 from './voronoi-window-960.webp';
import voronoiWindow1280 from './voronoi-window-1280.webp';
import harmonograph480 from './harmonograph-480.webp';
import harmonograph960 from './harmonograph-960.webp';
import harmonograph1280 from './harmonograph-1280.webp';
import contourIsland480 from './contour-island-480.webp';
import contourIsland960 from './contour-island-960.webp';
import contourIsland1280 from './contour-island-1280.webp';

export const IMAGES = {
  'fog-in-the-valleys': {
    width: 1600,
    height: 1067,
    colour: '#a7aba8',
    files: [
      { width: 480, url: fogInTheValleys480 },
      { width: 960, url: fogInTheValleys960 },
      { width: 1600, url: fogInTheValleys1600 },
    ],
  },
  'ranges-at-dawn': {
    width: 1600,
    height: 1067,
    colour: '#796e77',
    files: [
      { width: 480, url: rangesAtDawn480 },
      { width: 960, url: rangesAtDawn960 },
      { width: 1600, url: rangesAtDawn1600 },
    ],
  },
  'mountain-lake-at-dusk': {
    width: 1600,
    height: 1067,
    colour: '#61485d',
    files: [
      { width: 480, url: mountainLakeAtDusk480 },
      { width: 960, url: mountainLakeAtDusk960 },
      { width: 1600, url: mountainLakeAtDusk1600 },
    ],
  },
  'dune-sea': {
    width: 1600,
    height: 1067,
    colour: '#9f9293',
    files: [
      { width: 480, url: duneSea480 },
      { width: 960, url: duneSea960 },
      { width: 1600, url: duneSea1600 },
    ],
  },
  'milky-way-over-the-ridge': {
    width: 1600,
    height: 1067,
    colour: '#161b28',
    files: [
      { width: 480, url: milkyWayOverTheRidge480 },
      { width: 960, url: milkyWayOverTheRidge960 },
      { width: 1600, url: milkyWayOverTheRidge1600 },
    ],
  },
  'sea-stacks-at-sunset': {
    width: 1600,
    height: 1067,
    colour: '#706268',
    files: [
      { width: 480, url: seaStacksAtSunset480 },
      { width: 960, url: seaStacksAtSunset960 },
      { width: 1600, url: seaStacksAtSunset1600 },
    ],
  },
  'islands-from-above': {
    width: 1600,
    height: 1067,
    colour: '#346b6e',
    files: [
      { width: 480, url: islandsFromAbove480 },
      { width: 960, url: islandsFromAbove960 },
      { width: 1600, url: islandsFromAbove1600 },
    ],
  },
  'firs-in-the-mist': {
    width: 1600,
    height: 1067,
    colour: '#a0a7a0',
    files: [
      { width: 480, url: firsInTheMist480 },
      { width: 960, url: firsInTheMist960 },
      { width: 1600, url: firsInTheMist1600 },
    ],
  },
  'flow-field': {
    width: 1280,
    height: 1280,
    colour: '#e6cac1',
    files: [
      { width: 480, url: flowField480 },
      { width: 960, url: flowField960 },
      { width: 1280, url: flowField1280 },
    ],
  },
  'truchet-tiles': {
    width: 1280,
    height: 1280,
    colour: '#878c82',
    files: [
      { width: 480, url: truchetTiles480 },
      { width: 960, url: truchetTiles960 },
      { width: 1280, url: truchetTiles1280 },
    ],
  },
  current: {
    width: 1280,
    height: 1280,
    colour: '#82817d',
    files: [
      { width: 480, url: current480 },
      { width: 960, url: current960 },
      { width: 1280, url: current1280 },
    ],
  },
  'clifford-attractor': {
    width: 1280,
    height: 1280,
    colour: '#1b162c',
    files: [
      { width: 480, url: cliffordAttractor480 },
      { width: 960, url: cliffordAttractor960 },
      { width: 1280, url: cliffordAttractor1280 },
    ],
  },
  'study-of-four-squares': {
    width: 1280,
    height: 1280,
    colour: '#d99428',
    files: [
      { width: 480, url: studyOfFourSquares480 },
      { width: 960, url: studyOfFourSquares960 },
      { width: 1280, url: studyOfFourSquares1280 },
    ],
  },
  'marbled-noise': {
    width: 1280,
    height: 1280,
    colour: '#8d8a74',
    files: [
      { width: 480, url: marbledNoise480 },
      { width: 960, url: marbledNoise960 },
      { width: 1280, url: marbledNoise1280 },
    ],
  },
  'voronoi-window': {
    width: 1280,
    height: 1280,
    colour: '#6f5e50',
    files: [
      { width: 480, url: voronoiWindow480 },
      { width: 960, url: voronoiWindow960 },
      { width: 1280, url: voronoiWindow1280 },
    ],
  },
  harmonograph: {
    width: 1280,
    height: 1280,
    colour: '#15171f',
    files: [
      { width: 480, url: harmonograph480 },
      { width: 960, url: harmonograph960 },
      { width: 1280, url: harmonograph1280 },
    ],
  },
  'contour-island': {
    width: 1280,
    height: 1280,
    colour: '#bbb4a0',
    files: [
      { width: 480, url: contourIsland480 },
      { width: 960, url: contourIsland960 },
      { width: 1280, url: contourIsland1280 },
    ],
  },
} as const satisfies Record<string, GalleryImage>;

export type GalleryImageId = keyof typeof IMAGES;

/** Each gallery's link-preview picture, 1200×630 JPEG. */
export const OG_IMAGES = {
  photography: fogInTheValleysOg,
  art: truchetTilesOg,
} as const;
