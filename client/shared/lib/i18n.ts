// A fresh Lingui instance per request; the global one is never activated.
import { type I18n, type Messages, setupI18n } from '@lingui/core';

const catalogs: Record<string, () => Promise<{ messages: Messages }>> = {
  'fr-FR': () => import('../../../locales/fr-FR/messages.po'),
  'en-GB': () => import('../../../locales/en-GB/messages.po'),
};

const loaded = new Map<string, Messages>(); // catalogs are immutable: load each once per process

export async function loadMessages(iso: string): Promise<Messages> {
  const known = catalogs[iso] ? iso : 'fr-FR';
  let messages = loaded.get(known);
  if (!messages) {
    messages = (await catalogs[known]!()).messages;
    loaded.set(known, messages);
  }
  return messages;
}

export async function createI18n(iso: string): Promise<I18n> {
  const locale = catalogs[iso] ? iso : 'fr-FR';
  return setupI18n({ locale, messages: { [locale]: await loadMessages(locale) } });
}
