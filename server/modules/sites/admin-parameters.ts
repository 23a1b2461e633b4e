// The site's parameters as staff edit them (ADR 016): grouped as they think of them, each value
// checked by its kind and rule (shared/config/parameter-rules.ts, the panel's own), legal texts
// sanitised, injected code written by operators only; one transaction with its audit entry, and
// the site's caches dropped in every process.
import { and, eq } from 'drizzle-orm';
import {
  isColourParameter,
  PARAMETER_CHOICES,
  PARAMETER_RANGES,
  parameterProblem,
} from '#shared/config/parameter-rules.ts';
import { PARAMETER_CATALOG, type ParameterDefinition } from '#shared/config/parameters.ts';
import type { FieldError } from '#shared/contracts/account.ts';
import type { AdminParameter, ParameterGroup, ParametersWrite } from '#shared/contracts/admin-settings.ts';
import { msg } from '#shared/lib/messages.ts';
import type { Db } from '../../db/client.ts';
import { siteInfo, siteParameters } from '../../db/schema.ts';
import { audit } from '../audit/log.ts';
import { sanitizeRichText } from '../content/sanitize.ts';
import type { RequestContext } from '../context.ts';
import { DomainError } from '../errors.ts';

/** The panel's groups, in its order, and the catalog's groups each gathers. */
const GROUPS: readonly { group: string; label: string; from: readonly string[]; shop?: boolean }[] = [
  { group: 'identity', label: 'Identité', from: ['company'] },
  { group: 'hours', label: 'Horaires d’ouverture', from: ['hours'] },
  { group: 'social', label: 'Réseaux sociaux', from: ['social'] },
  { group: 'legal', label: 'Textes légaux', from: ['legal'] },
  { group: 'seo', label: 'Descriptions pour les moteurs de recherche', from: ['seo'] },
  { group: 'theme', label: 'Couleurs et thème', from: ['colours'] },
  { group: 'layout', label: 'Mise en page', from: ['layout', 'menu', 'logo'] },
  { group: 'display', label: 'Affichage', from: ['display'] },
  { group: 'analytics', label: 'Mesure d’audience', from: ['analytics'] },
  { group: 'shop', label: 'Boutique', from: ['shop', 'product-display', 'map'], shop: true },
  { group: 'code', label: 'Code injecté', from: ['injected'] },
];

const BY_TYPE = new Map(PARAMETER_CATALOG.map((p) => [p.type, p]));
/** Parameters written as HTML in the rich-text editor: the legal texts. */
const isHtml = (p: ParameterDefinition) => p.group === 'legal' && p.kind === 'TEXT';

const toAdmin = (p: ParameterDefinition, value: string | null): AdminParameter => ({
  type: p.type,
  kind: p.kind,
  label: p.label,
  value,
  choices: PARAMETER_CHOICES[p.type] ? [...PARAMETER_CHOICES[p.type]!] : null,
  range: PARAMETER_RANGES[p.type] ? [...PARAMETER_RANGES[p.type]!] : null,
  colour: isColourParameter(p.type),
  html: isHtml(p),
  superAdmin: p.superAdmin === true,
});

async function storedValues(db: Pick<Db, 'select'>, siteId: number): Promise<Map<string, string | null>> {
  const rows = await db
    .select({ type: siteParameters.type, value: siteParameters.value })
    .from(siteParameters)
    .where(eq(siteParameters.siteId, siteId));
  return new Map(rows.map((r) => [r.type, r.value]));
}

export async function listParameters(ctx: RequestContext): Promise<ParameterGroup[]> {
  const [values, [info]] = await Promise.all([
    storedValues(ctx.db, ctx.site.id),
    ctx.db.select({ shop: siteInfo.isEcommerce }).from(siteInfo).where(eq(siteInfo.siteId, ctx.site.id)),
  ]);
  const operator = ctx.operator !== null;
  return GROUPS.filter((g) => !g.shop || info?.shop).flatMap(({ group, label, from }) => {
    const parameters = PARAMETER_CATALOG.filter(
      (p) => from.includes(p.group) && values.has(p.type) && (operator || !p.superAdmin),
    ).map((p) => toAdmin(p, values.get(p.type) ?? null));
    return parameters.length ? [{ group, label, parameters }] : [];
  });
}

const OPERATORS_ONLY = msg({
  id: 'api.parameter.operatorsOnly',
  message: 'Injected scripts, HTML and CSS are written by the platform’s operators only.',
});

/** Writes the values sent; every one is checked first, and a refusal names each field at fault. */
export async function updateParameters(
  ctx: RequestContext,
  input: ParametersWrite,
): Promise<ParameterGroup[]> {
  const siteId = ctx.site.id;
  await ctx.db.transaction(async (tx) => {
    const stored = await storedValues(tx, siteId);
    const fields: FieldError[] = [];
    const changes: [ParameterDefinition, string | null][] = [];
    for (const [type, raw] of Object.entries(input.values)) {
      const definition = BY_TYPE.get(type);
      if (!definition || !stored.has(type)) {
        fields.push({ path: `values.${type}`, message: 'unknown_field' });
        continue;
      }
      const value = raw === null || raw.trim() === '' ? null : definition.kind === 'TEXT' ? raw : raw.trim();
      if (value === (stored.get(type) ?? null)) continue;
      if (definition.superAdmin && !ctx.operator) throw new DomainError('forbidden', OPERATORS_ONLY);
      const problem = parameterProblem(type, definition.kind, value);
      if (problem) fields.push({ path: `values.${type}`, message: problem });
      else changes.push([definition, value !== null && isHtml(definition) ? sanitizeRichText(value) : value]);
    }
    if (fields.length)
      throw new DomainError(
        'invalid',
        msg({ id: 'api.parameter.invalid', message: 'Some settings are not valid.' }),
        { fields },
      );
    if (!changes.length) return;
    const now = ctx.clock.now();
    for (const [definition, value] of changes)
      await tx
        .update(siteParameters)
        .set({ value, updatedAt: now })
        .where(and(eq(siteParameters.siteId, siteId), eq(siteParameters.type, definition.type)));
    await audit(
      ctx,
      {
        action: 'update',
        entity: 'parameters',
        before: Object.fromEntries(changes.map(([d]) => [d.type, stored.get(d.type) ?? null])),
        after: Object.fromEntries(changes.map(([d, v]) => [d.type, v])),
      },
      tx as unknown as Db,
    );
  });
  await ctx.contentChanged();
  return listParameters(ctx);
}
