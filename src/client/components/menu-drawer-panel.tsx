import { Trans, useLingui } from "@lingui/react/macro";
import {
  Award,
  ChartColumn,
  Home,
  Info,
  LogOut,
  Luggage,
  MapIcon,
  Settings,
  ShieldCheck,
  UserRound,
} from "lucide-react";
import { Link } from "react-router";
import type { User } from "#shared/user.ts";
import { displayName } from "#shared/user.ts";
import { signOut } from "../lib/session.ts";
import { Dialog, DialogContent } from "./ui/dialog.tsx";

const linkClass =
  "flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring [&_svg]:size-5 [&_svg]:text-primary";

/**
 * The drawer itself, loaded the first time the menu button is pointed at, focused or pressed:
 * its dialog library is kept out of the script every page loads first. Admin Dashboard only for
 * an account the server calls an admin.
 */
export function MenuDrawerPanel({
  user,
  open,
  onOpenChange,
}: {
  user: User;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  const close = () => onOpenChange(false);
  const links = [
    { to: "/", label: t`Home`, icon: <Home aria-hidden /> },
    { to: "/map", label: t`Map`, icon: <MapIcon aria-hidden /> },
    { to: "/trips", label: t`Trips`, icon: <Luggage aria-hidden /> },
    { to: "/options", label: t`Options`, icon: <Settings aria-hidden /> },
    { to: "/achievements", label: t`Achievements`, icon: <Award aria-hidden /> },
    { to: "/stats", label: t`Your Travels`, icon: <ChartColumn aria-hidden /> },
    { to: "/account", label: t`Account`, icon: <UserRound aria-hidden /> },
    { to: "/about", label: t`About`, icon: <Info aria-hidden /> },
    ...(user.isAdmin
      ? [{ to: "/admin", label: t`Admin Dashboard`, icon: <ShieldCheck aria-hidden /> }]
      : []),
  ];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="UK Adventures" description={displayName(user)} side="left">
        <nav aria-label={t`Main`} className="-mx-2 grid gap-1">
          {links.map((link) => (
            <Link key={link.to} to={link.to} className={linkClass} onClick={close}>
              {link.icon}
              {link.label}
            </Link>
          ))}
          <hr className="my-2 border-border" />
          <button type="button" className={linkClass} onClick={() => void signOut()}>
            <LogOut aria-hidden />
            <Trans>Sign Out</Trans>
          </button>
        </nav>
      </DialogContent>
    </Dialog>
  );
}
