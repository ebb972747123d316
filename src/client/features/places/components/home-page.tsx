import { LogOut, MapPinned } from "lucide-react";
import { displayName, type User } from "../../../../shared/user.ts";
import { BrandLink } from "../../../components/brand-link.tsx";
import { ThemeToggle } from "../../../components/theme-toggle.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { TooltipProvider } from "../../../components/ui/tooltip.tsx";
import { signOut } from "../../../lib/session.ts";

/** The signed-in home. The places list itself arrives with the places feature. */
export function HomePage({ user }: { user: User }) {
  return (
    <TooltipProvider>
      <div className="min-h-dvh">
        <header className="sticky top-0 z-10 border-b border-border bg-background/90 backdrop-blur">
          <div className="mx-auto flex max-w-5xl items-center justify-between px-4 py-3">
            <BrandLink />
            <div className="flex items-center gap-1">
              <ThemeToggle />
              <Button variant="ghost" onClick={signOut}>
                <LogOut aria-hidden />
                Sign Out
              </Button>
            </div>
          </div>
        </header>
        <main className="mx-auto max-w-5xl px-4 py-8">
          <h1 className="text-2xl font-bold tracking-tight">Your Places</h1>
          <p className="mt-1 text-sm text-muted-foreground">
            Signed in as <span className="font-medium text-foreground">{displayName(user)}</span>
          </p>
          <Card className="mt-6 p-8 text-center">
            <MapPinned className="mx-auto size-10 text-primary" aria-hidden />
            <p className="mt-3 font-medium">Your list is ready</p>
            <p className="mt-1 text-sm text-muted-foreground">
              The places you want to visit across the UK will appear here.
            </p>
          </Card>
        </main>
        <p className="fixed bottom-3 left-3 text-xs text-muted-foreground">v{__APP_VERSION__}</p>
      </div>
    </TooltipProvider>
  );
}
