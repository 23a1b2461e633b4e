// /admin/apparence (ADR 016): the theme's colours with a preview drawn by the public theme's own
// function from the values as typed, and their contrast warnings; the logos, the banner and the
// fonts (./appearance-images-model.ts, ./appearance-fonts-model.ts) from `GET /admin/theme`.
import { combine, createEvent, createStore, sample } from 'effector';
import type { ParameterMap } from '#shared/config/parameter-map.ts';
import type { Theme } from '#shared/contracts/admin-theme.ts';
import type { Font } from '#shared/contracts/site.ts';
// from its module: the entity's index would put its code in every public page's entry
import { buildTheme } from '../../entities/site/theme.ts';
import { createApiEffect } from '../../shared/api/request.ts';
import { contrastWarnings } from './appearance-contrast.ts';
import { panelStatusOf } from './panel-model.ts';
import {
  $edits,
  $parameterGroups,
  $parametersStatus,
  parametersNeeded,
  THEME_GROUP,
} from './settings-model.ts';

export const appearanceOpened = createEvent();

const fetchThemeFx = createApiEffect<void, Theme>(() => ({ path: '/admin/theme' }));

/** The logos, banner, fonts and font files, as the API last answered them. */
export const $theme = createStore<Theme | null>(null);
const $themeStatus = createStore(200);

sample({ clock: appearanceOpened, target: [parametersNeeded, fetchThemeFx] });
sample({
  clock: fetchThemeFx.doneData,
  fn: (response) => (response.body.success ? response.body.data : null),
  target: $theme,
});
sample({ clock: fetchThemeFx.doneData, fn: panelStatusOf, target: $themeStatus });
sample({ clock: fetchThemeFx.fail, fn: () => 500, target: $themeStatus });

/** The page's status: the parameters' and the theme's, the worse of the two. */
export const $appearanceStatus = combine($parametersStatus, $themeStatus, (a, b) => (a !== 200 ? a : b));

/** The colours' group (and the dark theme's box). */
export const $themeGroup = $parameterGroups.map(
  (groups) => groups.find((g) => g.group === THEME_GROUP) ?? null,
);

/** Every parameter as typed: a new map at each change, as the public pages' `buildTheme` reads. */
export const $previewParameters = combine(
  $parameterGroups,
  $edits,
  (groups, edits): ParameterMap => ({
    ...Object.fromEntries(groups.flatMap((g) => g.parameters.map((p) => [p.type, p.value]))),
    ...edits,
  }),
);

/** The fonts as saved, in the shape of the site's (their colour and title size count). */
export const $previewFonts = $theme.map((theme): Font[] =>
  (theme?.fonts ?? []).map((font, index) => ({ id: index + 1, ...font })),
);

/** The CSS variables the public pages will compute from the colours as typed. */
export const $previewTheme = combine($previewParameters, $previewFonts, buildTheme);

export const $contrastWarnings = combine($previewParameters, $previewFonts, $previewTheme, contrastWarnings);
