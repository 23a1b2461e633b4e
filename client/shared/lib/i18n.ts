// A fresh Lingui instance per request (STYLE 7); the global one is never activated.
import { type I18n, type Messages, setupI18n } from '@lingui/core';

const catalogs: Record<string, () => Promise<{ messages: Messages }>> = {
  'fr-FR': () => import('../../../locales/fr-FR/messages.po'),
  'en-GB': () => import('../../../locales/en-GB/messages.po'),
};

export async function loadMessages(iso: string): Promise<Messages> {
  const load = catalogs[iso] ?? catalogs['fr-FR']!;
  return (await load()).messages;
}

export async function createI18n(iso: string): Promise<I18n> {
  const locale = catalogs[iso] ? iso : 'fr-FR';
  return setupI18n({ locale, messages: { [locale]: await loadMessages(locale) } });
}
