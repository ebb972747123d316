import { useLingui } from "@lingui/react/macro";
import { Menu } from "lucide-react";
import { useState } from "react";
import type { User } from "#shared/user.ts";
import { useLazyComponent } from "../lib/use-lazy-component.ts";
import { Button } from "./ui/button.tsx";

const loadPanel = () => import("./menu-drawer-panel.tsx").then((module) => module.MenuDrawerPanel);

/** The menu button, and the left drawer it opens (menu-drawer-panel.tsx). */
export function MenuDrawer({ user }: { user: User }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  // Fetched as the pointer or focus reaches the button, so it is usually here by the press.
  const [wanted, setWanted] = useState(false);
  const Panel = useLazyComponent(loadPanel, wanted || open);
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t`Open menu`}
        aria-haspopup="dialog"
        data-tour="menu"
        onPointerEnter={() => setWanted(true)}
        onFocus={() => setWanted(true)}
        onClick={() => setOpen(true)}
      >
        <Menu aria-hidden />
      </Button>
      {Panel && <Panel user={user} open={open} onOpenChange={setOpen} />}
    </>
  );
}
