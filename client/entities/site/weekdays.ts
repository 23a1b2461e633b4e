import { useLingui } from '@lingui/react/macro';

export function useWeekdayLabels() {
  const { t } = useLingui();
  return {
    MONDAY: t`Monday`,
    TUESDAY: t`Tuesday`,
    WEDNESDAY: t`Wednesday`,
    THURSDAY: t`Thursday`,
    FRIDAY: t`Friday`,
    SATURDAY: t`Saturday`,
    SUNDAY: t`Sunday`,
  } as const;
}
