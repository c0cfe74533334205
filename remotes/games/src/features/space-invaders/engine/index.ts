export * from './constants';
export { aliveBoxes, aliveCount, invaderBox, marchInterval, type Formation, type InvaderBox } from './formation';
export { freshShields, overlaps, type Box } from './shields';
export {
  NO_INPUT,
  PLAYER_START_X,
  newInvadersGame,
  type InvadersEvent,
  type InvadersInput,
  type InvadersState,
  type InvadersStatus,
  type Shot,
  type Ufo,
} from './state';
export { playerBox, step, ufoBox } from './step';
