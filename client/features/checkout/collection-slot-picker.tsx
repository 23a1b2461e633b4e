// The day and slot of a click-and-collect (ADR 012, "Click-and-collect"): every slot of every
// day is one radio of one group, each day a fieldset of its own, so that the arrows go from slot
// to slot and Tab leaves the whole choice at once; a full slot stays in view, disabled.
import { Trans, useLingui } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import { useEffect, useId } from 'react';
import { dateTimeFormat } from '#shared/lib/intl.ts';
import { $collectionSlots, collectionSlotsRequested } from './collection-slots.ts';
import './collection-slot-picker.css';

export interface CollectionSlotChoice {
  /** `YYYY-MM-DD`. */
  date: string;
  idSchedule: number;
  from: string;
  to: string;
}

export interface CollectionSlotPickerProps {
  idAddress: number;
  value: { date: string; idSchedule: number } | null;
  onChange(value: CollectionSlotChoice): void;
}

/** « jeudi 26 novembre »: a calendar day read at noon UTC, the same day everywhere. */
const dayLabel = (locale: string, date: string) =>
  dateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );

export function CollectionSlotPicker({ idAddress, value, onChange }: CollectionSlotPickerProps) {
  const { t, i18n } = useLingui();
  const [slots, request] = useUnit([$collectionSlots, collectionSlotsRequested]);
  const name = `collection-slot-${useId()}`;
  useEffect(() => {
    request(idAddress);
  }, [idAddress, request]);
  const current = slots?.idAddress === idAddress ? slots : null;

  return (
    <fieldset className="collection-picker">
      <legend>
        <Trans>Day and time of collection</Trans>
      </legend>
      {(!current || current.status === 'loading') && (
        <p className="collection-picker-status" role="status">
          <Trans>Loading the collection slots…</Trans>
        </p>
      )}
      {current?.status === 'error' && (
        <div className="collection-picker-error" role="alert">
          <p>{current.message ?? t`The collection slots could not be loaded.`}</p>
          <button type="button" className="button button-secondary" onClick={() => request(idAddress)}>
            <Trans>Try again</Trans>
          </button>
        </div>
      )}
      {current?.status === 'ready' && current.days.length === 0 && (
        <p className="collection-picker-status">
          <Trans>
            No collection slot is open in the coming days. Choose another delivery, or call the estate.
          </Trans>
        </p>
      )}
      {current?.status === 'ready' && current.days.length > 0 && (
        <div className="collection-days">
          {current.days.map((day) => (
            <fieldset key={day.date} className="collection-day">
              <legend>{dayLabel(i18n.locale, day.date)}</legend>
              {day.slots.map((slot) => {
                const { from, to } = slot;
                const full = slot.remaining <= 0;
                return (
                  <label
                    key={slot.idSchedule}
                    className={full ? 'collection-slot is-full' : 'collection-slot'}
                  >
                    <input
                      type="radio"
                      name={name}
                      value={`${day.date}/${slot.idSchedule}`}
                      checked={value?.date === day.date && value.idSchedule === slot.idSchedule}
                      disabled={full}
                      onChange={() => onChange({ date: day.date, idSchedule: slot.idSchedule, from, to })}
                    />
                    <span className="collection-slot-time">{t`${from} to ${to}`}</span>
                    {full && (
                      <span className="collection-slot-full">
                        <Trans>full</Trans>
                      </span>
                    )}
                  </label>
                );
              })}
            </fieldset>
          ))}
        </div>
      )}
    </fieldset>
  );
}
