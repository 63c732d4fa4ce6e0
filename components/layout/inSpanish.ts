import type { ComponentType } from 'react';
import { SHELL_ES } from '@/lib/site/i18n/messages/shell.es';
import { inLanguage } from '@/components/ui/PageLanguage';

/** A Spanish page's view: the view inside the Spanish frame (docs/site.md#messages). */
export function inSpanish<Props extends object>(View: ComponentType<Props>): ComponentType<Props> {
  return inLanguage(View, { locale: 'es', shell: SHELL_ES });
}
