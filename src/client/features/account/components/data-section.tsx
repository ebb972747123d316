import { useLingui } from "@lingui/react/macro";
import { FileDown } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import { downloadAccountData } from "../api.ts";
import { AccountSection, ActionMessages, useAction } from "./section.tsx";

/** Everything the app holds about the account, as one file. */
export function DataSection() {
  const { t } = useLingui();
  const action = useAction(t`Your data could not be downloaded. Please try again.`);
  return (
    <AccountSection
      id="your-data"
      icon={<FileDown aria-hidden />}
      title={t`Your data`}
      description={t`One file with your account details, how you sign in, every place with its photo and location, and your achievements with their dates. No password or code is in it.`}
    >
      <ActionMessages action={action} />
      <Button
        variant="outline"
        className="justify-self-start"
        disabled={action.busy}
        onClick={() =>
          action.perform(async () => {
            const fileName = await downloadAccountData();
            return t`Saved ${fileName}.`;
          })
        }
      >
        <FileDown aria-hidden />
        {action.busy ? t`Preparing...` : t`Download all my data`}
      </Button>
    </AccountSection>
  );
}
