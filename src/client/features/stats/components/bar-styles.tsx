import { useId } from "react";

// How the charts' two kinds of bar look, in SVG: the first solid in the theme's primary
// colour; the second striped and outlined in its accent colour, so the two differ in pattern
// as well as colour (and in print, or to someone who cannot tell the colours apart).

/** A solid bar's fill. */
export const SOLID = "var(--primary)";
export const STRIPE_COLOUR = "var(--accent-foreground)";

/** The striped fill's pattern, defined once per chart; answers its `fill` value. */
export function useStripes(): { fill: string; defs: React.ReactNode } {
  const id = `stripes-${useId().replace(/:/g, "")}`;
  return {
    fill: `url(#${id})`,
    defs: (
      <defs>
        <pattern
          id={id}
          width="4"
          height="4"
          patternUnits="userSpaceOnUse"
          patternTransform="rotate(45)"
        >
          <rect width="4" height="4" fill="var(--card)" />
          <rect width="2" height="4" fill={STRIPE_COLOUR} />
        </pattern>
      </defs>
    ),
  };
}

/** A striped bar: the pattern and an outline, which a very short bar still shows. */
export function StripedRect(props: {
  x: number | string;
  y: number | string;
  width: number | string;
  height: number | string;
  fill: string;
}) {
  return <rect {...props} stroke={STRIPE_COLOUR} strokeWidth={1} />;
}
