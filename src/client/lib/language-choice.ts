import { t } from "@lingui/core/macro";
import { toastFailure } from "#client/components/ui/toast-store.ts";
import { okJson } from "#shared/api-answer.ts";
import type { Language } from "#shared/i18n/language.ts";
import type { User } from "#shared/user.ts";
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

/**
 * Shows the language the account chose whenever the session is learnt: at start, and after a
 * sign-in. Watches the query cache itself, not a component's query: a sign-in clears the cache,
 * and a component's query would go on watching the cleared one.
 */
export function followAccountLanguage(): () => void {
  const [key] = userQuery.queryKey;
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== "updated" || event.query.queryKey[0] !== key) return;
    const user = event.query.state.data as User | null | undefined;
    if (user?.language) void showLanguage(user.language, { remember: true });
  });
}
