// The contact form (SPEC §7 POST /message): stored, mailed to the town hall, rate-limited.
import { createStore, sample } from 'effector';
import { createApiEffect } from '../../shared/api/request.ts';
import { checks, createFormModel } from '../../shared/lib/form.ts';
import { pageFormsReset } from '../../shared/model/page-forms.ts';

export interface ContactValues {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  /** The honeypot: people never see it, robots fill it. */
  website: string;
}

export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5000;

const sendMessageFx = createApiEffect<ContactValues, null>((v) => ({
  method: 'POST',
  path: '/message',
  body: {
    name: v.name.trim(),
    email: v.email.trim(),
    ...(v.phone.trim() ? { phone: v.phone.trim() } : {}),
    subject: v.subject.trim(),
    message: v.message.trim(),
    ...(v.website ? { website: v.website } : {}),
  },
}));

export function checkContact(v: ContactValues) {
  const message = v.message.trim();
  return [
    ...checks.required('name', v.name),
    ...checks.email('email', v.email),
    ...checks.required('subject', v.subject),
    ...(!message
      ? [{ path: 'message', message: 'required' }]
      : message.length < CONTACT_MESSAGE_MIN
        ? [{ path: 'message', message: 'too_short' }]
        : message.length > CONTACT_MESSAGE_MAX
          ? [{ path: 'message', message: 'too_long' }]
          : []),
  ];
}

export const contactForm = createFormModel({ fx: sendMessageFx, check: checkContact });

export const $contactSent = createStore(false, { serialize: 'ignore' })
  .on(contactForm.succeeded, () => true)
  .reset(pageFormsReset);

sample({ clock: pageFormsReset, target: contactForm.reset });
