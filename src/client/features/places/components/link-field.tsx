import { Trans } from "@lingui/react/macro";
import { type RefObject, useId } from "react";
import { Input, Label } from "#client/components/ui/input.tsx";
import { linkProblem } from "#shared/place-link.ts";

type Props = {
  value: string;
  onChange: (value: string) => void;
  /** Whether to say what is wrong with it: once the field is left, or a save was tried. */
  checked: boolean;
  onLeave: () => void;
  inputRef: RefObject<HTMLInputElement | null>;
};

/**
 * The place's link: a web page to find it again, such as its Google Maps link. Checked with
 * the server's own rule and words, so what the form accepts the server keeps. No maxLength:
 * a long link cut short would lead somewhere else, so it is refused in words instead.
 */
export function LinkField({ value, onChange, checked, onLeave, inputRef }: Props) {
  const id = useId();
  const hintId = useId();
  const errorId = useId();
  const problem = checked ? linkProblem(value) : null;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>
        <Trans>Link</Trans>
      </Label>
      {/* Not type="url": the browser's own check would speak before ours, in other words. */}
      <Input
        ref={inputRef}
        id={id}
        value={value}
        inputMode="url"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="https://maps.app.goo.gl/…"
        aria-invalid={problem !== null}
        aria-describedby={problem ? `${hintId} ${errorId}` : hintId}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onLeave}
      />
      <p id={hintId} className="text-xs text-muted-foreground">
        <Trans>A web page to find the place again, such as its Google Maps link.</Trans>
      </p>
      {problem && (
        <p id={errorId} className="text-sm font-medium text-destructive" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
