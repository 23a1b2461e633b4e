export {
  $loadingBar,
  $loadingPhase,
  dataRefreshFailed,
  type LoadingBarState,
  loadingBarReducer,
} from './model.ts';
export { LoadingBar } from './ui.tsx';
