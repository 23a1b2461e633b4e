// The layout option the public pages' scripts read from the site parameters (SPEC §9): the logo's
// position. Apart from ./theme.ts, whose CSS variables only the server and the admin compute, so
// that the browser's entry carries this reader alone.
import { LOGO_POSITIONS, type LogoPosition } from '#shared/config/constants.ts';
import { type ParameterMap, parameterValue } from '#shared/config/parameter-map.ts';

/** SPEC §9: LOGO_POSITION, `top` when empty or unknown. */
export function logoPosition(params: ParameterMap): LogoPosition {
  const value = parameterValue(params, 'LOGO_POSITION')?.trim().toLowerCase();
  return (LOGO_POSITIONS as readonly string[]).includes(value ?? '') ? (value as LogoPosition) : 'top';
}
