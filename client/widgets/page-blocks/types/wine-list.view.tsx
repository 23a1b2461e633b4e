import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import { useId } from 'react';
import { parameterFlag } from '#shared/config/parameter-map.ts';
import { HealthMessage, ProductCards, ShopBanners } from '../../../entities/product/index.ts';
import { $parameters } from '../../../entities/site/index.ts';
import { useLocation } from '../../../shared/router/view.tsx';
import { GetForm } from '../../../shared/ui/get-form.tsx';
import { ListFooter } from '../list-controls.tsx';
import { type BlockViewProps, okData } from '../view-props.ts';
import { WINE_KINDS, type WineKind, type WineListData, type WineListFilters } from './wine-list.request.ts';
import './wine-list.css';

function useKindLabels(): Record<WineKind, string> {
  const { t } = useLingui();
  return {
    RED: t`Red wines`,
    WHITE: t`White wines`,
    ROSE: t`Rosé wines`,
    SPARKLING: t`Sparkling wines`,
    BOX: t`Boxes`,
  };
}

/** The visitor's filters: a GET form that works without JavaScript (the router keeps the page). */
function WineFilters({
  id,
  filters,
  tags,
  fixedKind,
}: {
  id: string;
  filters: WineListFilters;
  tags: string[];
  fixedKind: boolean;
}) {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const kinds = useKindLabels();
  return (
    <GetForm
      action={pathname}
      role="search"
      className="wine-filters"
      preventScrollReset
      aria-label={t`Filter the wines`}
    >
      {!fixedKind && (
        <div className="wine-filter">
          <label htmlFor={`${id}-kind`}>{t`Kind`}</label>
          <select id={`${id}-kind`} name="kind" defaultValue={filters.kind ?? ''}>
            <option value="">{t`All the wines`}</option>
            {WINE_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {kinds[kind]}
              </option>
            ))}
          </select>
        </div>
      )}
      {tags.length > 0 && (
        <div className="wine-filter">
          <label htmlFor={`${id}-tag`}>{t`Theme`}</label>
          <select id={`${id}-tag`} name="tag" defaultValue={filters.tag ?? ''}>
            <option value="">{t`All themes`}</option>
            {tags.map((tag) => (
              <option key={tag} value={tag}>
                {tag.replace(/-/g, ' ')}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="wine-filter">
        <label htmlFor={`${id}-q`}>{t`Words`}</label>
        <input id={`${id}-q`} name="q" type="search" defaultValue={filters.q ?? ''} maxLength={100} />
      </div>
      <div className="wine-filter">
        <label htmlFor={`${id}-order`}>{t`Order by`}</label>
        <select id={`${id}-order`} name="order" defaultValue={filters.order}>
          <option value="price">{t`Price, lowest first`}</option>
          <option value="price-desc">{t`Price, highest first`}</option>
          <option value="name">{t`Name`}</option>
        </select>
      </div>
      <button type="submit" className="button">
        {t`Show`}
      </button>
    </GetForm>
  );
}

export function WineListBlock({ block, data }: BlockViewProps<'wineList'>) {
  const { t } = useLingui();
  const titleId = useId();
  const params = useUnit($parameters);
  const list = okData<WineListData>(data);
  if (!list) return null;
  const layout = params.PRODUCT_DISPLAY_LAYOUT === 'LIST' ? 'list' : 'grid';
  return (
    <section className={`block wine-list wine-list-${layout}`} aria-labelledby={titleId}>
      <h2 id={titleId}>{block.title ?? t`Our wines`}</h2>
      <ShopBanners
        alcohol={parameterFlag(params, 'ALCOHOL_BANNER')}
        breathalyser={parameterFlag(params, 'BREATHALYSER_BANNER')}
      />
      {block.filters && (
        <WineFilters id={titleId} filters={list.filters} tags={list.tags} fixedKind={!!block.kind} />
      )}
      <p className="wine-count" aria-live="polite">
        <Plural value={list.total} one="# wine" other="# wines" />
      </p>
      {list.items.length === 0 ? (
        <p className="empty-state">
          <Trans>No wine matches these filters.</Trans>
        </p>
      ) : (
        <ProductCards items={list.items} params={params} />
      )}
      <ListFooter list={list} moreLink={block.moreLink} label={block.title} />
      <HealthMessage />
    </section>
  );
}
