// SPEC §2 go-to-top button: visible past 20 px of scroll; smooth or direct by the public
// parameter SCROLL_TO_TOP_BEHAVIOR (SMOOTH by default). A visitor who asked the system for
// less motion always gets the direct jump.
import { SCROLL_TOP_THRESHOLD_PX } from '#shared/config/constants.ts';

export const isGoToTopVisible = (scrollY: number): boolean => scrollY > SCROLL_TOP_THRESHOLD_PX;

export function scrollToTopBehavior(parameter: string | null, reducedMotion: boolean): 'smooth' | 'instant' {
  if (reducedMotion) return 'instant';
  return parameter?.trim().toUpperCase() === 'DIRECT' ? 'instant' : 'smooth';
}
