import { useId } from "react";
import { cn } from "#client/lib/cn.ts";

const PIN = "M0 0C-4-10-14-16-14-28A14 14 0 1 1 14-28C14-16 4-10 0 0Z";
const STAR = "M0-15L3.8-5.3L14.3-4.6L6.2 2L8.8 12.1L0 6.5L-8.8 12.1L-6.2 2L-14.3-4.6L-3.8-5.3Z";

/** A hills-and-castle scene with a route, pins, a checklist and a badge; drawn in theme tokens. */
export function HeroIllustration({ className }: { className?: string }) {
  const clipId = useId();
  return (
    <svg
      viewBox="0 0 480 400"
      className={cn("h-auto w-full", className)}
      aria-hidden
      focusable="false"
    >
      <clipPath id={clipId}>
        <rect x="40" y="20" width="400" height="300" rx="28" />
      </clipPath>
      <rect x="44" y="28" width="400" height="300" rx="28" className="fill-foreground/5" />
      <g clipPath={`url(#${clipId})`}>
        <rect x="40" y="20" width="400" height="300" className="fill-card" />
        <rect x="40" y="20" width="400" height="300" className="fill-primary/10" />
        <circle
          cx="360"
          cy="82"
          r="28"
          className="fill-accent stroke-accent-foreground/40"
          strokeWidth="2"
        />
        <g className="fill-card">
          <ellipse cx="150" cy="70" rx="34" ry="11" />
          <ellipse cx="178" cy="62" rx="22" ry="10" />
          <ellipse cx="290" cy="112" rx="26" ry="8" />
        </g>
        <path
          d="M40 205C120 150 190 168 250 192S380 148 440 178V320H40Z"
          className="fill-primary/25"
        />
        <g className="fill-primary/70">
          <path d="M98 184V146h4v-5h4v5h4v-5h4v5h2v38Z" />
          <path d="M138 184V146h2v-5h4v5h4v-5h4v5h4v38Z" />
          <rect x="114" y="156" width="26" height="28" />
          <path d="M120 156v-6h4v6m6 0v-6h4v6" />
        </g>
        <path d="M122 184v-10a5 5 0 0 1 10 0v10Z" className="fill-card" />
        <path
          d="M40 250C110 214 200 224 270 245S400 214 440 234V320H40Z"
          className="fill-primary/45"
        />
        <path d="M40 292C140 256 260 302 440 266V320H40Z" className="fill-primary/70" />
        <path
          d="M76 312C128 280 170 256 220 244S318 214 360 190"
          className="fill-none stroke-card"
          strokeWidth="4"
          strokeDasharray="1 11"
          strokeLinecap="round"
        />
        <g transform="translate(220 242)">
          <path d={PIN} className="fill-primary stroke-card" strokeWidth="3" />
          <circle cy="-28" r="5.5" className="fill-card" />
        </g>
        <g transform="translate(360 188)">
          <path d={PIN} className="fill-accent stroke-accent-foreground" strokeWidth="3" />
          <path
            d="M-6-28l4 4 8-9"
            className="fill-none stroke-accent-foreground"
            strokeWidth="3"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </g>
      </g>
      <rect
        x="40"
        y="20"
        width="400"
        height="300"
        rx="28"
        className="fill-none stroke-border"
        strokeWidth="2"
      />
      <g transform="translate(8 246)">
        <rect x="4" y="6" width="196" height="134" rx="18" className="fill-foreground/5" />
        <rect
          width="196"
          height="134"
          rx="18"
          className="fill-card stroke-border"
          strokeWidth="2"
        />
        <rect x="20" y="22" width="18" height="18" rx="5" className="fill-primary" />
        <path
          d="M24 31l4 4 7-8"
          className="fill-none stroke-primary-foreground"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <rect x="50" y="27" width="96" height="8" rx="4" className="fill-muted-foreground/30" />
        <rect
          x="20"
          y="58"
          width="18"
          height="18"
          rx="5"
          className="fill-none stroke-input"
          strokeWidth="2"
        />
        <rect x="50" y="63" width="118" height="8" rx="4" className="fill-muted-foreground/50" />
        <rect
          x="20"
          y="94"
          width="18"
          height="18"
          rx="5"
          className="fill-none stroke-input"
          strokeWidth="2"
        />
        <rect x="50" y="99" width="78" height="8" rx="4" className="fill-muted-foreground/50" />
        <circle cx="160" cy="31" r="6" className="fill-primary/40" />
        <circle cx="142" cy="103" r="6" className="fill-accent-foreground/50" />
      </g>
      <g transform="translate(424 318)">
        <circle r="36" className="fill-accent stroke-card" strokeWidth="5" />
        <circle r="27" className="fill-none stroke-accent-foreground/40" strokeWidth="2" />
        <path d={STAR} className="fill-accent-foreground" />
      </g>
    </svg>
  );
}
