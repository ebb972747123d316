/** The encodings the server compresses answers in, best first. */
export const ANSWER_ENCODINGS = ["br", "gzip"] as const;
export type AnswerEncoding = (typeof ANSWER_ENCODINGS)[number];

/**
 * The best encoding an Accept-Encoding header allows ("gzip, deflate, br", "br;q=0, gzip"),
 * or null for the plain answer. An encoding given q=0 is refused; "*" stands for any not named.
 */
export function chooseEncoding(acceptEncoding: string | null | undefined): AnswerEncoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name = "", ...params] = part.split(";").map((piece) => piece.trim());
    if (!name) continue;
    const q = params.find((param) => param.startsWith("q="));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const any = weights.get("*");
  let best: AnswerEncoding | null = null;
  let bestWeight = 0;
  for (const encoding of ANSWER_ENCODINGS) {
    const weight = weights.get(encoding) ?? any ?? 0;
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}
