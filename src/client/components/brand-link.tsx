import { MapPinned } from "lucide-react";
import { Link } from "react-router";

/** The logo and name, linking home: the left end of every header. */
export function BrandLink() {
  return (
    <Link
      to="/"
      className="flex items-center gap-2 rounded-lg text-lg font-semibold tracking-tight text-foreground"
    >
      <MapPinned className="size-6 text-primary" aria-hidden />
      UK Adventures
    </Link>
  );
}
