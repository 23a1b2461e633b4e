export {
  type ElementItem,
  FACT_KEYS,
  type Facts,
  factsOf,
  safeWebsite,
  toElementItem,
} from './model.ts';
export { $places, placesKnown, placesWanted, usePlaces } from './places.ts';
export { ElementFacts, EventWhen, SeatsNote, tagLabel } from './ui.tsx';
