import { t } from "@lingui/core/macro";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { toastFailure } from "#client/components/ui/toast-store.ts";
import { okJson } from "#shared/api-answer.ts";
import type { Language } from "#shared/i18n/language.ts";
import { api } from "./api-client.ts";
import { showLanguage } from "./i18n.tsx";
import { queryClient } from "./query-client.ts";
import { userQuery } from "./session.ts";

/**
 * Chooses `language` from a switch: the page changes at once, and a signed-in account keeps
 * the choice, for every device it signs in on.
 */
export async function chooseLanguage(language: Language): Promise<void> {
  const shown = showLanguage(language, { remember: true });
  const user = queryClient.getQueryData(userQuery.queryKey);
  if (user && user.language !== language) {
    queryClient.setQueryData(userQuery.queryKey, (old) => old && { ...old, language });
    try {
      await okJson(api.account.$patch({ json: { language } }));
    } catch (error) {
      queryClient.setQueryData(userQuery.queryKey, user);
      await shown;
      toastFailure(error, t`Your language could not be kept on your account. Please try again.`);
      return;
    }
  }
  await shown;
}

/** Once the session is known, shows the language the account chose. */
export function useAccountLanguage(): void {
  const { data: user } = useQuery(userQuery);
  const language = user?.language;
  useEffect(() => {
    if (language) void showLanguage(language, { remember: true });
  }, [language]);
}
