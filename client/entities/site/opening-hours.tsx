// The site's opening hours (SPEC §3 "weekday opening hours", OPENING_HOURS_* parameters) as a
// definition list, for the footer and the openingHours block. Today's day is marked only after
// hydration: the server (and a cached page) cannot know the visitor's day, and the first browser
// render must match the server's markup.
import { useLingui } from '@lingui/react/macro';
import { OPENING_HOURS_TYPES, type ParameterMap, parameterValue } from '#shared/config/parameter-map.ts';
import { weekdayInSiteZone } from '#shared/lib/format.ts';
import { useHydrated } from '../../shared/lib/hydrated.ts';
import { useWeekdayLabels } from './weekdays.ts';
import './opening-hours.css';

export interface OpeningHoursRow {
  day: (typeof OPENING_HOURS_TYPES)[number]['day'];
  value: string;
}

/** The days that have hours set, Monday first. */
export function openingHoursOf(params: ParameterMap): OpeningHoursRow[] {
  return OPENING_HOURS_TYPES.flatMap(({ day, type }) => {
    const value = parameterValue(params, type);
    return value ? [{ day, value }] : [];
  });
}

export function OpeningHoursList({
  hours,
  highlightToday = false,
}: {
  hours: readonly OpeningHoursRow[];
  highlightToday?: boolean;
}) {
  const { t } = useLingui();
  const weekdays = useWeekdayLabels();
  const hydrated = useHydrated();
  const today = highlightToday && hydrated ? weekdayInSiteZone() : null;
  return (
    <dl className="hours-list">
      {hours.map((h) => {
        const isToday = h.day === today;
        return (
          <div
            key={h.day}
            className={isToday ? 'hours-row is-today' : 'hours-row'}
            aria-current={isToday ? 'date' : undefined}
          >
            <dt>
              {weekdays[h.day]}
              {isToday && <span className="hours-today"> {t`(today)`}</span>}
            </dt>
            <dd>{h.value}</dd>
          </div>
        );
      })}
    </dl>
  );
}
