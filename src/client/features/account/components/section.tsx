import { t } from "@lingui/core/macro";
import { type FormEvent, type ReactNode, useState } from "react";
import type { z } from "zod";
import { ErrorAlert } from "#client/components/ui/error-alert.tsx";
import { describeAuthError } from "#client/lib/auth-errors.ts";
import { cn } from "#client/lib/cn.ts";

/** One section of the account page: an icon, its heading, what it is for, then its controls. */
export function AccountSection({
  id,
  icon,
  title,
  description,
  danger = false,
  children,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  description: ReactNode;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      className={cn(
        "scroll-mt-[calc(5rem+var(--status-line,0px))] rounded-2xl border border-border bg-card p-4 text-card-foreground shadow-sm",
        danger && "border-destructive/50",
      )}
      aria-labelledby={`${id}-title`}
      id={id}
    >
      <div className="flex items-start gap-4">
        <span
          className={cn(
            "flex size-10 shrink-0 items-center justify-center rounded-xl [&_svg]:size-5",
            danger
              ? "bg-destructive/10 text-destructive"
              : "bg-secondary text-secondary-foreground",
          )}
        >
          {icon}
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={`${id}-title`} className="font-semibold">
            {title}
          </h2>
          <div className="text-sm text-muted-foreground">{description}</div>
        </div>
      </div>
      <div className="mt-4 grid gap-3">{children}</div>
    </section>
  );
}

/** A short confirmation under a form, read out when it appears. */
export function Done({ children }: { children: ReactNode }) {
  return (
    <p
      role="status"
      className="rounded-lg bg-secondary px-3 py-2 text-sm text-secondary-foreground"
    >
      {children}
    </p>
  );
}

/** What an action came to: its failure, said plainly, or its confirmation. */
export function ActionMessages({
  action,
}: {
  action: { error: string | null; done: string | null };
}) {
  return (
    <>
      {action.error && <ErrorAlert>{action.error}</ErrorAlert>}
      {action.done && <Done>{action.done}</Done>}
    </>
  );
}

/**
 * A form's one action: busy while it runs, the failure said plainly, and a message once done.
 * `run` answers the message to show, or nothing. `fallback` is already in the language shown.
 */
export function useAction(fallback: string) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  async function perform(run: () => Promise<unknown>) {
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      const message = await run();
      setDone(typeof message === "string" ? message : null);
    } catch (caught) {
      setError(caught instanceof Problem ? caught.message : describeAuthError(caught, fallback));
    } finally {
      setBusy(false);
    }
  }
  return {
    busy,
    error,
    done,
    setError,
    perform,
    /** A form's submit: the default prevented, then `run`. */
    submit:
      (run: (form: FormData, element: HTMLFormElement) => Promise<unknown>) =>
      (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        const element = event.currentTarget;
        void perform(() => run(new FormData(element), element));
      },
  };
}

export const field = (form: FormData, name: string) => String(form.get(name) ?? "");

/** A problem with what was typed, said as it is. */
export class Problem extends Error {}

/** The value as the shared rule reads it, or the rule's own sentence as a Problem. */
export function check<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    throw new Problem(parsed.error.issues[0]?.message ?? t`Check what you typed`);
  return parsed.data;
}
