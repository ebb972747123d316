import type { ReactNode } from "react";
import { BrandLink } from "#client/components/brand-link.tsx";
import { ThemeToggle } from "#client/components/theme-toggle.tsx";
import { Card } from "#client/components/ui/card.tsx";

/** The sign-in and reset screens: the brand, the theme toggle and one card in the middle. */
export function AuthFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="flex items-center justify-between px-4 py-3 sm:px-6">
        <BrandLink />
        <ThemeToggle />
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pt-6 pb-12 sm:items-center sm:pt-0">
        <Card className="w-full max-w-md p-6 sm:p-8">{children}</Card>
      </main>
    </div>
  );
}
