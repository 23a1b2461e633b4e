// Registration to an agenda event: while places remain they are held until the link of the
// mail confirms them, then the waiting list; one registration per address (409), limited (429).
import { createEvent, createStore, sample } from 'effector';
import type { RegistrationResult } from '#shared/contracts/town.ts';
import { createApiEffect } from '../../shared/api/request.ts';
import { checks, createFormModel } from '../../shared/lib/form.ts';

export interface RegistrationValues {
  route: string;
  id: number;
  name: string;
  email: string;
  phone: string;
  seats: number;
}

/** A detail page of an event was opened: the form starts blank. */
export const registrationOpened = createEvent();

const registerFx = createApiEffect<RegistrationValues, RegistrationResult>(({ route, id, ...v }) => ({
  method: 'POST',
  path: `/element/${route}/${id}/register`,
  body: {
    name: v.name.trim(),
    email: v.email.trim(),
    ...(v.phone.trim() ? { phone: v.phone.trim() } : {}),
    seats: v.seats,
  },
}));

export const registrationForm = createFormModel({
  fx: registerFx,
  check: (v: RegistrationValues) => [...checks.required('name', v.name), ...checks.email('email', v.email)],
});

/** The answer of a successful registration: places held (check your mail) or waiting list, and the places left. */
export const $registrationResult = createStore<RegistrationResult | null>(null, { serialize: 'ignore' })
  .on(registrationForm.succeeded, (_, { data }) => data)
  .reset(registrationOpened);

sample({ clock: registrationOpened, target: registrationForm.reset });
