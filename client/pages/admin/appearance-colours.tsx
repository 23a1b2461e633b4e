// The colours of /admin/apparence (ADR 016): each a colour picker and its hex code, a sample of
// the site styled by the CSS variables the public pages will compute from the values as typed, and
// the contrast warnings (WCAG AA), which never block saving.
import { Trans, useLingui } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import type { CSSProperties } from 'react';
import type { AdminParameter, ParameterGroup } from '#shared/contracts/admin-settings.ts';
import { parseHexColour } from '#shared/lib/colour.ts';
import { $siteInfo } from '../../entities/site/index.ts';
import { AA_RATIO, type ContrastWarning } from './appearance-contrast.ts';
import { $contrastWarnings, $previewTheme } from './appearance-model.ts';
import {
  FieldProblem,
  ParameterField,
  parameterFieldId,
  useParameterState,
  useProblemText,
} from './settings-fields.tsx';
import { GroupForm } from './settings-group.tsx';

const FORM = 'appearance-colours';

/** The CSS variable each colour sets (client/entities/site/theme.ts): the colour the site shows
 * while the field is empty. */
const CSS_VARS: Record<string, string> = {
  PRIMARY_COLOR: '--color-primary',
  ACCENT_COLOR: '--color-accent',
  BACKGROUND_COLOR: '--color-background',
  FONT_COLOR: '--color-text',
  MENU_COLOR: '--color-menu',
  HEADER_COLOR: '--color-header',
  FOOTER_COLOR: '--color-footer',
  HEADING_COLOR: '--color-heading',
  ACTIVE_MENU_COLOR: '--color-active-menu',
};

/** `#rrggbb` of a colour (its alpha dropped), as a colour picker takes it; null when it is none. */
function pickerValue(value: string | null | undefined): string | null {
  const rgba = parseHexColour(value);
  if (!rgba) return null;
  const hex = (n: number) => n.toString(16).padStart(2, '0');
  return `#${hex(rgba.r)}${hex(rgba.g)}${hex(rgba.b)}`;
}

const warningId = (kind: ContrastWarning['kind']) => `contrast-${kind}`;

function ColourField({ parameter, warnings }: { parameter: AdminParameter; warnings: ContrastWarning[] }) {
  const { t } = useLingui();
  const problemText = useProblemText();
  const theme = useUnit($previewTheme);
  const { value, problem, edit, leave } = useParameterState(parameter);
  const { type, label } = parameter;
  const id = parameterFieldId(FORM, type);
  const hintId = `${id}-hint`;
  const errorId = problem ? `${id}-error` : null;
  const cssVar = CSS_VARS[type];
  const shown = pickerValue(value) ?? pickerValue(cssVar ? theme.vars[cssVar] : null) ?? '#000000';
  const describedBy = [
    hintId,
    errorId,
    ...warnings.filter((w) => w.types.includes(type)).map((w) => warningId(w.kind)),
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={problem ? 'field field-invalid appearance-colour' : 'field appearance-colour'}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <p id={hintId} className="field-hint">
        {value ? (
          <Trans>A hex code, for example #c04c1b.</Trans>
        ) : (
          <Trans>Empty: the theme’s own colour.</Trans>
        )}
      </p>
      {problem && <FieldProblem id={errorId!}>{problemText(problem, parameter)}</FieldProblem>}
      <div className="appearance-colour-inputs">
        <label htmlFor={`${id}-picker`} className="visually-hidden">
          {t`Colour picker for “${label}”`}
        </label>
        <input
          id={`${id}-picker`}
          className="appearance-colour-picker"
          type="color"
          value={shown}
          aria-describedby={describedBy}
          onChange={(event) => edit(event.currentTarget.value)}
          onBlur={leave}
        />
        <input
          id={id}
          className="input appearance-colour-code"
          type="text"
          spellCheck={false}
          autoCapitalize="none"
          maxLength={9}
          value={value}
          aria-describedby={describedBy}
          aria-invalid={problem ? 'true' : undefined}
          onChange={(event) => edit(event.currentTarget.value)}
          onBlur={leave}
        />
      </div>
    </div>
  );
}

/** A colour written out, with a swatch of it. */
function Swatch({ colour }: { colour: string }) {
  return (
    <span className="appearance-swatch-pair">
      <span className="appearance-swatch" style={{ background: colour }} aria-hidden="true" />
      <code>{colour}</code>
    </span>
  );
}

function Warning({ warning }: { warning: ContrastWarning }) {
  const { i18n } = useLingui();
  const ratio = i18n.number(Math.floor(warning.ratio * 10) / 10, { maximumFractionDigits: 1 });
  const needed = i18n.number(AA_RATIO, { maximumFractionDigits: 1 });
  const colour = <Swatch colour={warning.colour} />;
  const ground = <Swatch colour={warning.ground} />;
  const used = warning.used ? <Swatch colour={warning.used} /> : null;
  return (
    <li id={warningId(warning.kind)} className="appearance-warning">
      <p>
        {warning.kind === 'text' ? (
          <Trans>
            The text colour {colour} on the background {ground} reads poorly: contrast {ratio}:1, at least{' '}
            {needed}:1 is needed. The site shows it as chosen: pick a darker text or a lighter background (or
            the reverse).
          </Trans>
        ) : warning.kind === 'primary' ? (
          <Trans>
            The primary colour {colour}, used for links and highlighted text, reads poorly on {ground}:
            contrast {ratio}:1, at least {needed}:1 is needed.
          </Trans>
        ) : warning.kind === 'heading' ? (
          <Trans>
            The headings’ colour {colour} reads poorly on {ground}: contrast {ratio}:1, at least {needed}:1 is
            needed.
          </Trans>
        ) : (
          <Trans>
            The active menu’s colour {colour} reads poorly on the header’s {ground}: contrast {ratio}:1, at
            least {needed}:1 is needed.
          </Trans>
        )}
      </p>
      {used && (
        <p>
          <Trans>So that it can be read, the site will show this text in {used} instead.</Trans>
        </p>
      )}
    </li>
  );
}

function ContrastWarnings({ warnings }: { warnings: ContrastWarning[] }) {
  return (
    <section className="appearance-contrast" aria-labelledby="appearance-contrast-title">
      <h3 id="appearance-contrast-title" className="appearance-subtitle">
        <Trans>Contrast</Trans>
      </h3>
      {warnings.length === 0 ? (
        <p>
          <Trans>Every text reads well on its background (a contrast of at least 4.5:1, WCAG AA).</Trans>
        </p>
      ) : (
        <>
          <ul className="appearance-warnings">
            {warnings.map((warning) => (
              <Warning key={warning.kind} warning={warning} />
            ))}
          </ul>
          <p className="field-hint">
            <Trans>These warnings do not prevent saving.</Trans>
          </p>
        </>
      )}
    </section>
  );
}

/** A sample of the site: its header and menu, a heading, a paragraph with a link, a button, its
 * footer, drawn with the variables the public pages will compute (nothing in it is a real link). */
function Preview() {
  const [theme, site] = useUnit([$previewTheme, $siteInfo]);
  return (
    <section className="appearance-preview" aria-labelledby="appearance-preview-title">
      <h3 id="appearance-preview-title" className="appearance-subtitle">
        <Trans>Preview</Trans>
      </h3>
      <div className="theme-sample" style={theme.vars as CSSProperties} data-dark={theme.dark || undefined}>
        <div className="theme-sample-header">
          <p className="theme-sample-name">{site?.name ?? <Trans>Your site</Trans>}</p>
          <ul className="theme-sample-menu">
            <li className="theme-sample-active">
              <Trans>
                Home<span className="visually-hidden"> (the page shown)</span>
              </Trans>
            </li>
            <li>
              <Trans>News</Trans>
            </li>
            <li>
              <Trans>Contact</Trans>
            </li>
          </ul>
        </div>
        <div className="theme-sample-body">
          <p className="theme-sample-heading">
            <Trans>A heading of the site</Trans>
          </p>
          <p className="theme-sample-text">
            <Trans>
              A paragraph of text with <span className="theme-sample-link">a link</span> in it.
            </Trans>
          </p>
          <p>
            <span className="theme-sample-button">
              <Trans>A button</Trans>
            </span>
          </p>
        </div>
        <div className="theme-sample-footer">
          <Trans>The footer of the site</Trans>
        </div>
      </div>
    </section>
  );
}

export function ColoursSection({ group }: { group: ParameterGroup }) {
  const warnings = useUnit($contrastWarnings);
  return (
    <section className="panel appearance-section" aria-labelledby="appearance-colours-title">
      <h2 id="appearance-colours-title" className="panel-title">
        <Trans>Colours</Trans>
      </h2>
      <GroupForm id={FORM} group={group}>
        <div className="appearance-colours">
          <div className="appearance-colour-grid">
            {group.parameters.map((parameter) =>
              parameter.colour ? (
                <ColourField key={parameter.type} parameter={parameter} warnings={warnings} />
              ) : (
                <ParameterField key={parameter.type} form={FORM} parameter={parameter} />
              ),
            )}
          </div>
          <div className="appearance-aside">
            <Preview />
            <ContrastWarnings warnings={warnings} />
          </div>
        </div>
      </GroupForm>
    </section>
  );
}
