import { useLingui } from "@lingui/react/macro";
import { Eye, EyeOff } from "lucide-react";
import { type ComponentProps, useState } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { Input } from "#client/components/ui/input.tsx";

/** A password field with a show/hide toggle (docs/product.md#sign-in). */
export function PasswordInput(props: Omit<ComponentProps<typeof Input>, "type">) {
  const [show, setShow] = useState(false);
  const { t } = useLingui();
  return (
    <div className="relative">
      <Input type={show ? "text" : "password"} required className="pr-12" {...props} />
      <Button
        variant="ghost"
        size="icon"
        className="absolute top-0.5 right-0.5 size-10"
        aria-label={show ? t`Hide password` : t`Show password`}
        aria-pressed={show}
        onClick={() => setShow(!show)}
      >
        {show ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
      </Button>
    </div>
  );
}
