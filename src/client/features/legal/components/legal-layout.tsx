import { Trans } from "@lingui/react/macro";
import { ArrowLeft } from "lucide-react";
import type { MouseEvent, ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { BrandLink } from "#client/components/brand-link.tsx";
import { SiteFooter } from "#client/components/site-footer.tsx";
import { ThemeToggle } from "#client/components/theme-toggle.tsx";
import { Button } from "#client/components/ui/button.tsx";

type LegalLayoutProps = { title: string; dateLine: string; intro: ReactNode; children: ReactNode };

export function LegalLayout({ title, dateLine, intro, children }: LegalLayoutProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <title>{`${title} · UK Adventures`}</title>
      <header className="border-b border-border">
        <div className="mx-auto flex h-16 max-w-3xl items-center justify-between px-4 sm:px-6">
          <BrandLink />
          <ThemeToggle />
        </div>
      </header>
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 pt-6 pb-16 sm:px-6 sm:pt-10">
        <BackLink />
        <h1 className="mt-6 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-2 text-sm font-medium text-muted-foreground">{dateLine}</p>
        <div className="mt-6 rounded-2xl bg-muted p-5 leading-7">{intro}</div>
        <div className="mt-10 space-y-10">{children}</div>
      </main>
      <SiteFooter className="max-w-3xl" />
    </div>
  );
}

export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3 leading-7 [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2 [&_li]:pl-1 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6">
      <h2 className="text-xl font-semibold tracking-tight">{title}</h2>
      {children}
    </section>
  );
}

/** Goes back when the visitor came from a page of this app, otherwise home. */
function BackLink() {
  const navigate = useNavigate();
  function goBack(event: MouseEvent<HTMLAnchorElement>) {
    // React Router numbers its history entries; idx 0 means this page was the first one opened.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) {
      event.preventDefault();
      navigate(-1);
    }
  }
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-3">
      <Link to="/" onClick={goBack}>
        <ArrowLeft aria-hidden />
        <Trans>Back</Trans>
      </Link>
    </Button>
  );
}
