/**
 * The home page's two hero pictures, drawn here (no hot-linked images): a coast with a
 * lighthouse, and highlands with a castle. Fixed daylight and dusk palettes, which read well in
 * both themes.
 */
export function CoastArt() {
  return (
    <svg
      viewBox="0 0 320 180"
      // Fills its frame, 16:9 on a phone and 2:1 wider up, trimming sky and sea, never banded.
      preserveAspectRatio="xMidYMid slice"
      className="h-full w-full"
      aria-hidden
      focusable="false"
    >
      <rect width="320" height="180" fill="#bfe3f2" />
      <circle cx="250" cy="46" r="20" fill="#fde68a" />
      <ellipse cx="80" cy="40" rx="26" ry="8" fill="#ffffff" opacity="0.9" />
      <ellipse cx="104" cy="34" rx="18" ry="7" fill="#ffffff" opacity="0.9" />
      <path d="M0 118H320V180H0Z" fill="#2a8fb8" />
      <path
        d="M0 130C40 124 70 136 110 130S190 124 230 132 290 128 320 131V180H0Z"
        fill="#1f7aa3"
      />
      <path d="M0 84C30 78 54 90 70 104L92 180H0Z" fill="#5b8c3a" />
      <path d="M0 96C26 94 48 104 60 118L78 180H0Z" fill="#7a6a52" />
      <path d="M214 180L238 112C252 100 284 94 320 98V180Z" fill="#6b9e43" />
      <path d="M228 180L246 126C262 116 292 112 320 116V180Z" fill="#8a7659" />
      <rect x="268" y="58" width="14" height="46" fill="#f8fafc" />
      <rect x="268" y="70" width="14" height="8" fill="#dc2626" />
      <rect x="268" y="88" width="14" height="8" fill="#dc2626" />
      <path d="M264 58H286L275 46Z" fill="#334155" />
      <path d="M140 150L150 142H176L170 150Z" fill="#f8fafc" />
      <path d="M156 142V124L170 140Z" fill="#f8fafc" />
      <path
        d="M104 146Q110 142 116 146M190 160Q196 156 202 160"
        stroke="#e0f2fe"
        strokeWidth="2"
        fill="none"
      />
    </svg>
  );
}

export function HighlandsArt() {
  return (
    <svg
      viewBox="0 0 320 180"
      // Fills its frame, 16:9 on a phone and 2:1 wider up, trimming sky and sea, never banded.
      preserveAspectRatio="xMidYMid slice"
      className="h-full w-full"
      aria-hidden
      focusable="false"
    >
      <rect width="320" height="180" fill="#fcd9b6" />
      <rect y="70" width="320" height="110" fill="#f6b98a" />
      <circle cx="86" cy="78" r="24" fill="#fff1c9" />
      <path d="M0 120L60 62L104 100L160 44L226 106L268 70L320 110V180H0Z" fill="#7c6f9e" />
      <path d="M160 44L178 62L168 60L160 68L150 58Z" fill="#f1f5f9" />
      <path d="M0 140C50 118 96 126 140 136S240 120 320 132V180H0Z" fill="#3f7d4e" />
      <path d="M0 158C60 146 120 160 180 154S280 146 320 152V180H0Z" fill="#2f6b3f" />
      <g fill="#5b5b6e">
        <rect x="206" y="106" width="46" height="30" />
        <rect x="200" y="96" width="12" height="40" />
        <rect x="246" y="96" width="12" height="40" />
        <rect x="222" y="92" width="14" height="44" />
        <path d="M200 96h3v-4h3v4h3v-4h3v4M246 96h3v-4h3v4h3v-4h3v4M222 92h3v-4h3v4h3v-4h3v4" />
      </g>
      <path d="M225 136V122a4 4 0 0 1 8 0V136Z" fill="#2b2b38" />
      <path d="M229 92V78L240 82L229 86" fill="#dc2626" stroke="#5b5b6e" strokeWidth="1.5" />
      <path
        d="M40 180C70 164 110 160 150 168"
        stroke="#e7c58c"
        strokeWidth="4"
        fill="none"
        strokeDasharray="8 6"
      />
    </svg>
  );
}

/** The two pictures side by side, as the home shows them above its summary. */
export function HeroPictures() {
  return (
    <div className="grid grid-cols-2 gap-3">
      <div className="aspect-[16/9] overflow-hidden rounded-2xl shadow-sm sm:aspect-[2/1]">
        <CoastArt />
      </div>
      <div className="aspect-[16/9] overflow-hidden rounded-2xl shadow-sm sm:aspect-[2/1]">
        <HighlandsArt />
      </div>
    </div>
  );
}
