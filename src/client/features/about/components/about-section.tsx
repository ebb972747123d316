import { type ReactNode, useId } from "react";
import { Card } from "#client/components/ui/card.tsx";

/** One headed card of the About page; the heading names the section for screen readers. */
export function AboutSection({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Card className="p-5">
        <h2 id={headingId} className="flex items-center gap-3 text-lg font-semibold tracking-tight">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-secondary text-secondary-foreground [&_svg]:size-5">
            {icon}
          </span>
          {title}
        </h2>
        <div className="mt-4">{children}</div>
      </Card>
    </section>
  );
}
