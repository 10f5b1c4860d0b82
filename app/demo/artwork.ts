// Deterministic SVG artwork for products, articles and the home-page hero.
// Everything is drawn from plain shapes, gradients and semi-transparent
// layers so librsvg (used by sharp) renders it faithfully: no text, no
// external reference, no filter, no mask. The seed (a product or article id)
// varies the backdrop, the placement and the accent details.

import type { NewsCategory } from "#app/schemas/news-filters.ts";
import type { ProductType } from "#app/schemas/product-vocabulary.ts";

export type { ProductType };

// ---------------------------------------------------------------- palette

const OLIVE_D = "#3f4a23";
const OLIVE = "#55632f";
const WHEAT = "#e9d8a6";
const WHEAT_D = "#d9c38a";
const HONEY = "#d6a243";
const HONEY_D = "#c08a2c";
const OFF = "#faf6ee";
const OFF_D = "#f3ecdd";
const TERRA = "#b65f3a";
const BROWN = "#8a5a3b";
const BROWN_D = "#6b4a2f";
const INK = "#2b2216";
const STEEL = "#cfc9bd";

function hexRgb(h: string): [number, number, number] {
  const v = Number.parseInt(h.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

function mix(a: string, b: string, t: number): string {
  const x = hexRgb(a);
  const y = hexRgb(b);
  let out = "#";
  for (let i = 0; i < 3; i++)
    out += Math.round(x[i]! + (y[i]! - x[i]!) * t)
      .toString(16)
      .padStart(2, "0");
  return out;
}

const darken = (c: string, t: number): string => mix(c, INK, t);
const lighten = (c: string, t: number): string => mix(c, "#fffbf2", t);

const SAGE = mix(OLIVE, WHEAT, 0.68);
const BLUSH = mix(TERRA, OFF, 0.7);
const ACCENTS = [TERRA, OLIVE, HONEY_D, mix(TERRA, BROWN, 0.4)];

// ---------------------------------------------------------------- randomness

interface Rng {
  next(): number;
  range(a: number, b: number): number;
  int(a: number, b: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
  sign(): number;
}

function hashString(s: string): number {
  let h = 1779033703 ^ s.length;
  for (let i = 0; i < s.length; i++) {
    h = Math.imul(h ^ s.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  h = Math.imul(h ^ (h >>> 16), 2246822507);
  h = Math.imul(h ^ (h >>> 13), 3266489909);
  return (h ^ (h >>> 16)) >>> 0;
}

/** mulberry32 seeded by a string hash. */
function makeRng(seed: string): Rng {
  let a = hashString(seed);
  const next = (): number => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (lo, hi) => lo + (hi - lo) * next(),
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: (items) => items[Math.floor(next() * items.length)]!,
    chance: (p) => next() < p,
    sign: () => (next() < 0.5 ? -1 : 1),
  };
}

// ---------------------------------------------------------------- svg helpers

type Attrs = Record<string, string | number | undefined>;
type Stop = readonly [number, string, number?];

function f(v: number): string {
  const s = String(Math.round(v * 10) / 10);
  return s.startsWith("0.") ? s.slice(1) : s.startsWith("-0.") ? `-${s.slice(2)}` : s;
}

/** Tagged template that rounds every interpolated number to one decimal. */
function P(strs: TemplateStringsArray, ...vals: number[]): string {
  let out = strs[0]!;
  for (let i = 0; i < vals.length; i++) out += f(vals[i]!) + strs[i + 1]!;
  return out;
}

function el(tag: string, a: Attrs, inner?: string): string {
  let s = `<${tag}`;
  for (const k in a) {
    const v = a[k];
    if (v !== undefined) s += ` ${k}="${typeof v === "number" ? f(v) : v}"`;
  }
  return inner === undefined ? `${s}/>` : `${s}>${inner}</${tag}>`;
}

const path = (d: string, fill: string, a: Attrs = {}): string => (d ? el("path", { d, fill, ...a }) : "");
const circ = (cx: number, cy: number, r: number, fill: string, a: Attrs = {}): string =>
  el("circle", { cx, cy, r, fill, ...a });
const ell = (cx: number, cy: number, rx: number, ry: number, fill: string, a: Attrs = {}): string =>
  el("ellipse", { cx, cy, rx, ry, fill, ...a });
const rect = (x: number, y: number, width: number, height: number, fill: string, a: Attrs = {}): string =>
  el("rect", { x, y, width, height, fill, ...a });
const line = (d: string, stroke: string, width: number, a: Attrs = {}): string =>
  d
    ? el("path", {
        d,
        fill: "none",
        stroke,
        "stroke-width": width,
        "stroke-linecap": "round",
        "stroke-linejoin": "round",
        ...a,
      })
    : "";

function tr(x: number, y: number, r = 0, s = 1, sy?: number): string {
  let t = `translate(${f(x)} ${f(y)})`;
  if (r) t += ` rotate(${f(r)})`;
  if (s !== 1 || sy !== undefined) {
    t += ` scale(${Math.round(s * 1000) / 1000}${sy === undefined ? "" : ` ${Math.round(sy * 1000) / 1000}`})`;
  }
  return t;
}

const g = (transform: string, inner: string, a: Attrs = {}): string => el("g", { transform, ...a }, inner);

function rot(x: number, y: number, deg: number): [number, number] {
  const a = (deg * Math.PI) / 180;
  return [x * Math.cos(a) - y * Math.sin(a), x * Math.sin(a) + y * Math.cos(a)];
}

/** Path data for an ellipse rotated by `deg` (so many ellipses can share one path). */
function ellD(cx: number, cy: number, rx: number, ry: number, deg: number): string {
  const a = Math.round(deg);
  const [dx, dy] = rot(rx, 0, a);
  const arc = P`a${rx} ${ry} ${a} 0 0 `;
  return `${P`M${cx - dx} ${cy - dy}`}${arc}${P`${2 * dx} ${2 * dy}`}${arc}${P`${-2 * dx} ${-2 * dy}`}z`;
}

const circD = (x: number, y: number, s: number): string =>
  P`M${x - s} ${y}a${s} ${s} 0 1 0 ${2 * s} 0a${s} ${s} 0 1 0 ${-2 * s} 0`;

interface Ctx {
  r: Rng;
  defs: string[];
  n: number;
  cache: Map<string, string>;
}

function makeCtx(seed: string): Ctx {
  const c: Ctx = { r: makeRng(seed), defs: [], n: 0, cache: new Map() };
  c.defs.push(
    `<radialGradient id="sh"><stop offset="0" stop-color="${INK}" stop-opacity=".5"/><stop offset=".5" stop-color="${INK}" stop-opacity=".24"/><stop offset="1" stop-color="${INK}" stop-opacity="0"/></radialGradient>`,
  );
  return c;
}

function once(c: Ctx, key: string, make: () => string): string {
  let v = c.cache.get(key);
  if (v === undefined) {
    v = make();
    c.cache.set(key, v);
  }
  return v;
}

function stops(list: readonly Stop[]): string {
  return list
    .map(
      ([o, col, op]) =>
        `<stop offset="${f(o)}" stop-color="${col}"${op === undefined ? "" : ` stop-opacity="${Math.round(op * 100) / 100}"`}/>`,
    )
    .join("");
}

function uid(c: Ctx, p: string): string {
  c.n++;
  return p + c.n.toString(36);
}

/** Linear gradient in object-bounding-box units (cached by content); returns a fill value. */
function lin(c: Ctx, list: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
  return once(c, `l${JSON.stringify(list)}${x1},${y1},${x2},${y2}`, () => {
    const id = uid(c, "l");
    c.defs.push(el("linearGradient", { id, x1, y1, x2, y2 }, stops(list)));
    return `url(#${id})`;
  });
}

/** Linear gradient in user-space units. */
function linU(c: Ctx, list: readonly Stop[], x1: number, y1: number, x2: number, y2: number): string {
  const id = uid(c, "u");
  c.defs.push(el("linearGradient", { id, gradientUnits: "userSpaceOnUse", x1, y1, x2, y2 }, stops(list)));
  return `url(#${id})`;
}

function rad(c: Ctx, list: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
  return once(c, `r${JSON.stringify(list)}${cx},${cy},${r}`, () => {
    const id = uid(c, "r");
    c.defs.push(el("radialGradient", { id, cx, cy, r }, stops(list)));
    return `url(#${id})`;
  });
}

function radU(c: Ctx, list: readonly Stop[], cx: number, cy: number, r: number): string {
  const id = uid(c, "q");
  c.defs.push(el("radialGradient", { id, gradientUnits: "userSpaceOnUse", cx, cy, r }, stops(list)));
  return `url(#${id})`;
}

const shadow = (cx: number, cy: number, rx: number, ry: number, o = 1): string =>
  ell(cx, cy, rx, ry, "url(#sh)", o === 1 ? {} : { opacity: o });

/** Horizontal shading across a rounded object: dark edge, light left-centre, mid, dark right edge. */
function roundShade(c: Ctx, base: string, light = 0.2, dark = 0.25): string {
  return lin(
    c,
    [
      [0, darken(base, dark * 0.75)],
      [0.3, lighten(base, light)],
      [0.62, base],
      [1, darken(base, dark)],
    ],
    0,
    0,
    1,
    0,
  );
}

const vShade = (c: Ctx, base: string, light = 0.15, dark = 0.2): string =>
  lin(c, [
    [0, lighten(base, light)],
    [1, darken(base, dark)],
  ]);

/** A rectangle filled with a top-to-bottom gradient through `list`. */
const gradRect = (c: Ctx, x: number, y: number, w: number, h: number, ...list: Stop[]): string =>
  rect(x, y, w, h, lin(c, list));

/** Catmull-Rom spline through points, as cubic Béziers (closed or open). */
function smooth(pts: [number, number][], closed: boolean, move = true): string {
  const n = pts.length;
  const at = (i: number): [number, number] =>
    closed ? pts[(i + n) % n]! : pts[Math.max(0, Math.min(n - 1, i))]!;
  let d = move ? P`M${pts[0]![0]} ${pts[0]![1]}` : "";
  const last = closed ? n : n - 1;
  for (let i = 0; i < last; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    d += P`C${p1[0] + (p2[0] - p0[0]) / 6} ${p1[1] + (p2[1] - p0[1]) / 6} ${p2[0] - (p3[0] - p1[0]) / 6} ${p2[1] - (p3[1] - p1[1]) / 6} ${p2[0]} ${p2[1]}`;
  }
  return closed ? `${d}Z` : d;
}

/** A smooth closed blob through n jittered points. */
function blobPath(r: Rng, cx: number, cy: number, rx: number, ry: number, n: number, jitter: number): string {
  const pts: [number, number][] = [];
  const off = r.range(0, Math.PI * 2);
  for (let i = 0; i < n; i++) {
    const a = off + (i / n) * Math.PI * 2;
    const k = 1 + r.range(-jitter, jitter);
    pts.push([cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k]);
  }
  return smooth(pts, true);
}

function inEllipse(r: Rng, cx: number, cy: number, rx: number, ry: number): [number, number] {
  const a = r.range(0, Math.PI * 2);
  const k = Math.sqrt(r.next());
  return [cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k];
}

/** Many small dots inside an ellipse: zero-length round-capped strokes, grouped in three sizes. */
function speckles(
  r: Rng,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  n: number,
  col: string,
  rmin: number,
  rmax: number,
  op = 1,
): string {
  const ds = ["", "", ""];
  for (let i = 0; i < n; i++) {
    const [x, y] = inEllipse(r, cx, cy, rx, ry);
    ds[r.int(0, 2)] += P`M${x} ${y}h0`;
  }
  return ds
    .map((d, i) =>
      line(d, col, 2 * (rmin + ((rmax - rmin) * (i + 0.5)) / 3), op === 1 ? {} : { opacity: op }),
    )
    .join("");
}

/** Irregular little crumbs inside an ellipse, merged per colour. */
function crumbs(
  r: Rng,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  n: number,
  cols: string[],
  size = 5,
): string {
  const ds: string[] = cols.map(() => "");
  for (let i = 0; i < n; i++) {
    const [x, y] = inEllipse(r, cx, cy, rx, ry);
    const s = r.range(size * 0.35, size);
    const m = r.int(4, 5);
    const o = r.range(0, 6);
    let d = "";
    for (let j = 0; j < m; j++) {
      const b = o + (j / m) * Math.PI * 2;
      const q = s * r.range(0.6, 1.1);
      d += (j ? "L" : "M") + P`${x + Math.cos(b) * q} ${y + Math.sin(b) * q * 0.8}`;
    }
    ds[r.int(0, cols.length - 1)] += `${d}Z`;
  }
  return ds.map((d, i) => path(d, cols[i]!)).join("");
}

/** Thin vertical (and optionally horizontal) threads as a tiny pattern fill. */
function weave(c: Ctx, col: string, op: number, cross: boolean, step = 9): string {
  return once(c, `wv${col}${op}${cross}${step}`, () => {
    const id = uid(c, "w");
    const d = cross ? `M0 0V${step}M0 0H${step}` : `M0 0V${step}`;
    c.defs.push(
      el(
        "pattern",
        { id, width: step, height: step, patternUnits: "userSpaceOnUse" },
        path(d, "none", { stroke: col, "stroke-width": 1, opacity: op }),
      ),
    );
    return `url(#${id})`;
  });
}

/** Grain texture and a soft vignette over the whole picture. */
function finish(c: Ctx, w: number, h: number, vignette = 0.2): string {
  const r = makeRng("grain");
  const t = 190;
  const dots = (n: number, s: number): string => {
    let d = "";
    for (let i = 0; i < n; i++) d += `M${r.int(0, t - 3)} ${r.int(0, t - 3)}h${s}v${s}h-${s}z`;
    return d;
  };
  const tile =
    path(dots(95, 1), INK, { opacity: 0.18 }) +
    path(dots(45, 2), INK, { opacity: 0.07 }) +
    path(dots(75, 1), "#fff", { opacity: 0.25 });
  c.defs.push(
    el(
      "pattern",
      { id: "gr", width: t, height: t, patternUnits: "userSpaceOnUse", patternTransform: "scale(1.25)" },
      tile,
    ),
  );
  const vg = radU(
    c,
    [
      [0, INK, 0],
      [0.6, INK, 0],
      [1, INK, vignette],
    ],
    w / 2,
    h / 2,
    Math.hypot(w, h) / 2,
  );
  return rect(0, 0, w, h, "url(#gr)") + rect(0, 0, w, h, vg);
}

function doc(c: Ctx, w: number, h: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${c.defs.join("")}</defs>${body}</svg>`;
}

// ---------------------------------------------------------------- grains, seeds, sprigs, nuts

/** Scattered cereal grains, merged into one path per colour plus highlights. */
function scatterGrains(
  c: Ctx,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  n: number,
  cols: string[],
  s = 1,
): string {
  const ds = cols.map(() => "");
  let hi = "";
  for (let i = 0; i < n; i++) {
    const [x, y] = inEllipse(c.r, cx, cy, rx, ry);
    const a = c.r.range(0, 180);
    const k = c.r.range(0.85, 1.15) * s;
    ds[c.r.int(0, cols.length - 1)] += ellD(x, y, 7 * k, 4.2 * k, a);
    const [hx, hy] = rot(-1.5 * k, -1.4 * k, a);
    hi += ellD(x + hx, y + hy, 3 * k, 1.2 * k, a);
  }
  return ds.map((d, i) => path(d, cols[i]!)).join("") + path(hi, "#fff", { opacity: 0.35 });
}

function groatD(x: number, y: number, a: number, s = 1): string {
  const p = [
    [0, -6.5],
    [6, 4.5],
    [-6, 4.5],
  ].map(([px, py]) => rot(px! * s, py! * s, a));
  return P`M${x + p[0]![0]} ${y + p[0]![1]}L${x + p[1]![0]} ${y + p[1]![1]}L${x + p[2]![0]} ${y + p[2]![1]}Z`;
}

function scatterGroats(c: Ctx, cx: number, cy: number, rx: number, ry: number, n: number, s = 1): string {
  let d = "";
  for (let i = 0; i < n; i++) {
    const [x, y] = inEllipse(c.r, cx, cy, rx, ry);
    d += groatD(x, y, c.r.range(0, 180), s);
  }
  return path(d, mix(BROWN, HONEY_D, 0.2), {
    stroke: mix(BROWN, HONEY_D, 0.2),
    "stroke-width": 3 * s,
    "stroke-linejoin": "round",
  });
}

/** A wheat ear (length 300, pointing up) kept once in defs per colour and variant; returns its id. */
function wheatDef(c: Ctx, col: string, v: number): string {
  return once(c, `wh${col}${v}`, () => {
    const id = uid(c, "h");
    c.defs.push(el("g", { id }, wheatEar(300, col, v ? 0.08 : -0.06)));
    return id;
  });
}

/** Wheat ear on a gently bent stem, base at (x, y), pointing up before rotation. */
function wheatSprig(c: Ctx, x: number, y: number, len: number, rr: number, col = HONEY, s = 1): string {
  return el("use", { href: `#${wheatDef(c, col, c.r.int(0, 1))}`, transform: tr(x, y, rr, (len / 300) * s) });
}

function wheatEar(len: number, col: string, bend: number): string {
  const bx = bend * len;
  const p1: [number, number] = [bx, -len * 0.5];
  const p2: [number, number] = [bx * 0.4, -len];
  const at = (t: number): [number, number] => [
    2 * (1 - t) * t * p1[0] + t * t * p2[0],
    2 * (1 - t) * t * p1[1] + t * t * p2[1],
  ];
  const tan = (t: number): [number, number] => [
    2 * (1 - t) * p1[0] + 2 * t * (p2[0] - p1[0]),
    2 * (1 - t) * p1[1] + 2 * t * (p2[1] - p1[1]),
  ];
  const ang = (t: number): number => {
    const [dx, dy] = tan(t);
    return (Math.atan2(dy, dx) * 180) / Math.PI + 90;
  };
  let dA = "";
  let dB = "";
  let awns = "";
  const n = 8;
  for (let i = 0; i < n; i++) {
    const t = 0.52 + (i / n) * 0.46;
    const [px, py] = at(t);
    const a = ang(t);
    const sz = 1 - (i / n) * 0.35;
    for (const side of [-1, 1]) {
      const kr = a + side * 26;
      const [ox, oy] = rot(0, -10 * sz, kr);
      const d = ellD(px + ox, py + oy, 5.4 * sz, 11 * sz, kr);
      if (side < 0) dA += d;
      else dB += d;
      const [tx, ty] = rot(0, -20 * sz, kr);
      const [ex, ey] = rot(0, -48 * sz, kr + side * 4);
      awns += P`M${px + tx} ${py + ty}L${px + ex} ${py + ey}`;
    }
  }
  const ta = ang(1);
  const [ox, oy] = rot(0, -8, ta);
  dA += ellD(p2[0] + ox, p2[1] + oy, 4.8, 10, ta);
  return (
    line(P`M0 0Q${p1[0]} ${p1[1]} ${p2[0]} ${p2[1]}`, darken(col, 0.12), 3.2) +
    line(awns, col, 1.1, { opacity: 0.75 }) +
    path(dA, col) +
    path(dB, lighten(col, 0.2))
  );
}

/** Pointed leaf along +x from its base at (0,0). */
function leafShape(c: Ctx, len: number, col: string, w = 0.34): string {
  const fill = lin(c, [
    [0, lighten(col, 0.12)],
    [1, darken(col, 0.1)],
  ]);
  return (
    path(
      P`M0 0C${len * 0.25} ${-len * w} ${len * 0.7} ${-len * w * 0.8} ${len} 0C${len * 0.7} ${len * w * 0.8} ${len * 0.25} ${len * w} 0 0Z`,
      fill,
    ) +
    path(P`M0 0C${len * 0.25} ${len * w} ${len * 0.7} ${len * w * 0.8} ${len} 0Z`, darken(col, 0.25), {
      opacity: 0.3,
    }) +
    line(P`M${len * 0.04} 0Q${len * 0.5} ${-len * 0.03} ${len * 0.94} 0`, lighten(col, 0.3), 1.4, {
      opacity: 0.7,
    })
  );
}

function leaf(c: Ctx, x: number, y: number, len: number, r: number, col: string, w = 0.34, sy = 1): string {
  return g(tr(x, y, 0, 1, sy), g(`rotate(${f(r)})`, leafShape(c, len, col, w)));
}

/** A leafy sprig (basil, olive, rosemary…): stem along -y, leaves in pairs. */
function sprig(
  c: Ctx,
  x: number,
  y: number,
  len: number,
  r: number,
  col: string,
  w = 0.34,
  leafLen = 0.32,
): string {
  const bend = c.r.range(-0.12, 0.12) * len;
  let s = line(P`M0 0Q${bend} ${-len * 0.5} ${bend * 0.3} ${-len}`, darken(col, 0.2), 3);
  const n = 4;
  for (let i = 0; i < n; i++) {
    const t = 0.3 + (i / n) * 0.62;
    const px = 2 * (1 - t) * t * bend + t * t * bend * 0.3;
    const py = -len * t;
    const ll = len * leafLen * (1 - i * 0.12);
    for (const side of [-1, 1]) {
      if (i === n - 1 && side === 1) continue;
      s += leaf(c, px, py, ll, -90 + side * (48 - i * 6) + c.r.range(-8, 8), col, w);
    }
  }
  s += leaf(c, bend * 0.3, -len, len * leafLen * 0.7, -90, col, w);
  return g(tr(x, y, r), s);
}

function buckwheatSprig(c: Ctx, x: number, y: number, len: number, r: number): string {
  const stemCol = mix(TERRA, OLIVE, 0.45);
  const bend = c.r.range(-0.12, 0.12) * len;
  let s = line(P`M0 0Q${bend} ${-len * 0.5} ${bend * 0.4} ${-len}`, stemCol, 3);
  s += line(
    P`M${bend * 0.3} ${-len * 0.55}Q${bend * 0.5 + 30} ${-len * 0.7} ${bend * 0.5 + 44} ${-len * 0.86}`,
    stemCol,
    2.4,
  );
  const leafD = "M0 0C-16 2 -24 -16 -14 -30C-8 -38 -2 -48 0 -60C2 -48 8 -38 14 -30C24 -16 16 2 0 0Z";
  s += g(tr(bend * 0.45, -len * 0.42, -40), path(leafD, vShade(c, OLIVE, 0.15, 0.05)));
  s += g(tr(bend * 0.38, -len * 0.64, 35, 0.8), path(leafD, vShade(c, OLIVE, 0.2, 0.15)));
  let pink = "";
  let white = "";
  let dots = "";
  const flowers = (fx: number, fy: number, n: number): void => {
    for (let i = 0; i < n; i++) {
      const [px, py] = inEllipse(c.r, fx, fy, 17, 15);
      const d = circD(px, py, c.r.range(3.4, 5));
      if (c.r.chance(0.4)) pink += d;
      else white += d;
      dots += circD(px, py, 1.1);
    }
  };
  flowers(bend * 0.4, -len - 6, 13);
  flowers(bend * 0.5 + 46, -len * 0.86 - 6, 9);
  s += path(white, OFF) + path(pink, mix(TERRA, OFF, 0.72)) + path(dots, mix(HONEY, TERRA, 0.4));
  return g(tr(x, y, r), s);
}

const HAZEL_BODY = "M0 -24C7 -24 20 -12 20 4C20 16 11 22 0 22C-11 22 -20 16 -20 4C-20 -12 -7 -24 0 -24Z";

function hazelnutShape(c: Ctx): string {
  const fill = rad(
    c,
    [
      [0, mix(BROWN, HONEY, 0.55)],
      [0.6, BROWN],
      [1, BROWN_D],
    ],
    0.38,
    0.32,
    0.7,
  );
  return (
    path(HAZEL_BODY, fill) +
    line("M-8 -14Q-12 0 -10 8M6 -16Q10 -2 9 8", darken(BROWN, 0.3), 1, { opacity: 0.35 }) +
    path("M-19 9Q0 2 19 9C17 18 10 22 0 22C-10 22 -17 18 -19 9Z", mix(WHEAT_D, BROWN, 0.25)) +
    path(ellD(-8, -8, 4, 7, 20), "#fff", { opacity: 0.25 }) +
    circ(0, -23, 2, BROWN_D)
  );
}

function walnutShape(c: Ctx): string {
  const col = mix(HONEY_D, BROWN, 0.5);
  const fill = rad(
    c,
    [
      [0, lighten(col, 0.25)],
      [0.7, col],
      [1, darken(col, 0.25)],
    ],
    0.4,
    0.35,
    0.7,
  );
  return (
    path(
      "M0 -22C9 -24 16 -18 20 -10C26 -2 24 10 18 16C12 23 4 22 0 20C-4 22 -12 23 -18 16C-24 10 -26 -2 -20 -10C-16 -18 -9 -24 0 -22Z",
      fill,
    ) +
    line(
      "M0 -20C-3 -10 3 0 0 20M-6 -14C-14 -10 -12 0 -16 4M6 -14C14 -10 12 0 16 4M-8 8C-12 12 -10 16 -14 14M8 8C12 12 10 16 14 14",
      darken(col, 0.35),
      1.6,
      { opacity: 0.55 },
    )
  );
}

function almondShape(c: Ctx): string {
  const col = mix(BROWN, HONEY, 0.4);
  return (
    path("M0 -24C11 -12 13 8 0 20C-13 8 -11 -12 0 -24Z", roundShade(c, col, 0.2, 0.15)) +
    line("M-3 -14Q-5 0 -3 12M3 -10Q4 2 2 12", darken(col, 0.35), 1, { opacity: 0.4 })
  );
}

function placeDef(
  c: Ctx,
  key: string,
  make: () => string,
  x: number,
  y: number,
  s: number,
  r: number,
): string {
  const id = once(c, key, () => {
    const nid = uid(c, "d");
    c.defs.push(el("g", { id: nid }, make()));
    return nid;
  });
  return el("use", { href: `#${id}`, transform: tr(x, y, r, s) });
}

const hazelnut = (c: Ctx, x: number, y: number, s: number, r: number): string =>
  placeDef(c, "hz", () => hazelnutShape(c), x, y, s, r);
const walnut = (c: Ctx, x: number, y: number, s: number, r: number): string =>
  placeDef(c, "wn", () => walnutShape(c), x, y, s, r);
const almond = (c: Ctx, x: number, y: number, s: number, r: number): string =>
  placeDef(c, "am", () => almondShape(c), x, y, s, r);

/** Hazelnut, walnut or almond picked at random, with a small contact shadow. */
function nut(c: Ctx, x: number, y: number, s: number, kinds = 3): string {
  const k = c.r.int(0, kinds - 1);
  const sh = shadow(x + 4 * s, y + 17 * s, 25 * s, 7 * s, 0.8);
  if (k === 0) return sh + hazelnut(c, x, y, s, c.r.range(-35, 35));
  if (k === 1) return sh + walnut(c, x, y, s * 1.05, c.r.range(0, 180));
  return sh + almond(c, x, y, s, c.r.range(50, 130));
}

type SeedKind = "pumpkin" | "sunflower" | "sesame" | "flax" | "oat" | "buckwheat" | "chia";

const seedBase: Record<SeedKind, string> = {
  pumpkin: mix(OLIVE, "#8a9a4c", 0.55),
  sunflower: mix(BROWN_D, "#6e6a5c", 0.55),
  sesame: mix(WHEAT, OFF, 0.3),
  flax: mix(BROWN, TERRA, 0.15),
  oat: mix(WHEAT, WHEAT_D, 0.4),
  buckwheat: mix(BROWN, HONEY_D, 0.25),
  chia: "#5d5a52",
};

/** Path data of seeds of one kind; returns [body, highlight]. */
function seedD(kind: SeedKind, x: number, y: number, a: number, s: number): [string, string] {
  switch (kind) {
    case "pumpkin":
      return [ellD(x, y, 10 * s, 6 * s, a), ellD(x, y, 6 * s, 1.6 * s, a)];
    case "sunflower":
      return [ellD(x, y, 9 * s, 4.6 * s, a), ellD(x, y, 6.5 * s, 1 * s, a)];
    case "sesame":
      return [ellD(x, y, 4.4 * s, 2.4 * s, a), ""];
    case "flax":
      return [ellD(x, y, 4.8 * s, 2.6 * s, a), ellD(x - s, y - s, 2 * s, 0.9 * s, a)];
    case "oat":
      return [ellD(x, y, 7.5 * s, 5 * s, a), ellD(x - s, y - s, 4 * s, 1.5 * s, a)];
    case "buckwheat":
      return [groatD(x, y, a, s), ""];
    default:
      return [circD(x, y, 1.9 * s), ""];
  }
}

function seedPaths(kind: SeedKind, body: string, hi: string, base = seedBase[kind]): string {
  const grp =
    kind === "buckwheat" ? { stroke: base, "stroke-width": 2.6, "stroke-linejoin": "round" } : ({} as Attrs);
  return path(body, base, grp) + path(hi, lighten(base, 0.45), { opacity: kind === "pumpkin" ? 0.35 : 0.7 });
}

/** Dense, seamless seed fill as a pattern tile. */
function seedPattern(c: Ctx, kind: SeedKind, scale = 1): string {
  return once(c, `sp${kind}${scale}`, () => {
    const id = uid(c, "p");
    const small = kind === "chia" || kind === "sesame" || kind === "flax";
    const t = small ? 24 : 44;
    const k = 3;
    const r = c.r;
    let body = "";
    let hi = "";
    const m = small ? 5 : 10;
    for (let i = 0; i < k; i++) {
      for (let j = 0; j < k; j++) {
        const x = ((i + r.range(0.1, 0.9)) * t) / k;
        const y = ((j + r.range(0.1, 0.9)) * t) / k;
        const a = r.range(0, 180);
        for (const ox of [-t, 0, t])
          for (const oy of [-t, 0, t]) {
            const px = x + ox;
            const py = y + oy;
            if (px < -m || py < -m || px > t + m || py > t + m) continue;
            const [b, h] = seedD(kind, px, py, a, small ? 0.9 : 1);
            body += b;
            hi += h;
          }
      }
    }
    const inner = rect(0, 0, t, t, darken(seedBase[kind], 0.35)) + seedPaths(kind, body, hi);
    c.defs.push(
      el(
        "pattern",
        {
          id,
          width: t,
          height: t,
          patternUnits: "userSpaceOnUse",
          patternTransform: `rotate(${f(r.range(0, 90))}) scale(${f(scale)})`,
        },
        inner,
      ),
    );
    return `url(#${id})`;
  });
}

function scatterSeeds(
  c: Ctx,
  kind: SeedKind,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  n: number,
  s = 1,
): string {
  let body = "";
  let hi = "";
  for (let i = 0; i < n; i++) {
    const [x, y] = inEllipse(c.r, cx, cy, rx, ry);
    const [b, h] = seedD(kind, x, y, c.r.range(0, 180), s);
    body += b;
    hi += h;
  }
  return seedPaths(kind, body, hi);
}

function cherryTomato(c: Ctx, x: number, y: number, r: number): string {
  const fill = rad(
    c,
    [
      [0, lighten(TERRA, 0.35)],
      [0.55, TERRA],
      [1, darken(TERRA, 0.3)],
    ],
    0.35,
    0.3,
    0.75,
  );
  return (
    shadow(x + r * 0.2, y + r * 0.85, r * 1.1, r * 0.32) +
    circ(x, y, r, fill) +
    path(ellD(x - r * 0.38, y - r * 0.35, r * 0.22, r * 0.13, -35), "#fff", { opacity: 0.5 }) +
    path(
      P`M${x} ${y - r * 0.92}l${r * 0.35} ${-r * 0.05}l${-r * 0.22} ${r * 0.15}l${r * 0.12} ${r * 0.3}l${-r * 0.25} ${-r * 0.2}l${-r * 0.25} ${r * 0.2}l${r * 0.12} ${-r * 0.3}l${-r * 0.22} ${-r * 0.15}z`,
      OLIVE,
    )
  );
}

function berries(c: Ctx, cx: number, cy: number, n: number, r: number, spread: number): string {
  let o = "";
  const cols = [TERRA, mix(TERRA, BROWN_D, 0.45), darken(TERRA, 0.15)];
  for (let i = 0; i < n; i++) {
    const [x, y] = inEllipse(c.r, cx, cy, spread, spread * 0.45);
    const col = c.r.pick(cols);
    o += circ(
      x,
      y,
      r,
      rad(
        c,
        [
          [0, lighten(col, 0.3)],
          [1, darken(col, 0.25)],
        ],
        0.35,
        0.35,
        0.7,
      ),
    );
    o += circ(x - r * 0.35, y - r * 0.35, r * 0.25, "#fff", { opacity: 0.45 });
  }
  return o;
}

// ---------------------------------------------------------------- larger objects

function flourMound(c: Ctx, x: number, y: number, rx: number, h: number): string {
  const d = P`M${x - rx} ${y}C${x - rx * 0.6} ${y - h * 0.2} ${x - rx * 0.35} ${y - h} ${x + rx * 0.05} ${y - h}C${x + rx * 0.45} ${y - h} ${x + rx * 0.6} ${y - h * 0.25} ${x + rx} ${y}Q${x} ${y + h * 0.22} ${x - rx} ${y}Z`;
  return (
    shadow(x + rx * 0.1, y + 4, rx * 1.15, h * 0.3, 0.7) +
    path(
      d,
      lin(
        c,
        [
          [0, OFF],
          [0.55, OFF],
          [1, mix(OFF_D, WHEAT, 0.5)],
        ],
        0.2,
        0,
        0.8,
        1,
      ),
    ) +
    speckles(c.r, x, y + 6, rx * 1.5, h * 0.35, 26, OFF, 0.8, 2.2, 0.85)
  );
}

/** A wooden scoop; bowl centre at (x, y), handle to the right (flip mirrors it). */
function scoop(
  c: Ctx,
  x: number,
  y: number,
  s: number,
  r: number,
  flip: boolean,
  wood = HONEY_D,
  flour = true,
): string {
  let o = rect(50, -12, 190, 24, vShade(c, wood, 0.2, 0.25), { rx: 12 });
  o += path("M-84 0A84 58 0 0 0 84 0Z", roundShade(c, wood, 0.15, 0.3));
  o += ell(0, 0, 84, 20, darken(wood, 0.35));
  if (flour) {
    o += path(
      "M-78 2C-50 -30 -20 -42 6 -42C40 -42 62 -24 78 2Q0 18 -78 2Z",
      lin(c, [
        [0, OFF],
        [1, OFF_D],
      ]),
    );
    o += speckles(c.r, 0, -10, 60, 20, 10, WHEAT_D, 0.8, 1.6, 0.6);
  }
  o += line("M-82 4A84 20 0 0 0 82 4", lighten(wood, 0.35), 3, { opacity: 0.8 });
  return (
    shadow(x + (flip ? -60 : 60) * s, y + 58 * s, 170 * s, 26 * s, 0.8) + g(tr(x, y, r, flip ? -s : s, s), o)
  );
}

/** Paper flour sack, bottom centre at (x, y). */
function flourSack(
  c: Ctx,
  x: number,
  y: number,
  s: number,
  paper: string,
  accent: string,
  detail = true,
): string {
  let o = shadow(20, 4, 250, 40);
  o += path(
    "M-165 0C-182 -110 -176 -250 -148 -330L148 -330C176 -250 182 -110 165 0Q0 16 -165 0Z",
    lin(
      c,
      [
        [0, darken(paper, 0.2)],
        [0.3, lighten(paper, 0.14)],
        [0.68, paper],
        [1, darken(paper, 0.26)],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  o += line(
    "M-128 -20Q-112 -90 -140 -170M120 -24Q136 -110 124 -200M-60 -6Q-70 -50 -40 -90M80 -8Q70 -40 96 -70",
    darken(paper, 0.4),
    2,
    { opacity: 0.18 },
  );
  o += line("M-96 -300Q-118 -180 -104 -40", "#fff", 6, { opacity: 0.18 });
  o += path("M-150 -330L150 -330Q152 -300 146 -290Q0 -300 -146 -290Q-152 -300 -150 -330Z", INK, {
    opacity: 0.12,
  });
  // label with an emblem: a wheat ear in a ring above a gentle hill line
  o += rect(-104, -250, 208, 150, lighten(paper, 0.75), { rx: 14 });
  if (detail) {
    o += rect(-95, -241, 190, 132, "none", { rx: 9, stroke: accent, "stroke-width": 2.5, opacity: 0.8 });
    o += circ(0, -190, 32, "none", { stroke: accent, "stroke-width": 3 });
    let ear = "";
    for (let i = 0; i < 4; i++) {
      const yy = -176 - i * 9;
      ear += ellD(-5, yy, 3.6, 7, -28) + ellD(5, yy, 3.6, 7, 28);
    }
    o += line("M0 -162V-212", accent, 2.6) + path(ear + ellD(0, -216, 3, 6.5, 0), accent);
    o += line("M-70 -128Q-35 -146 0 -132T70 -128", accent, 3, { opacity: 0.75 });
  } else {
    o += circ(0, -175, 34, accent, { opacity: 0.85 });
  }
  // rolled collar
  o += path(
    "M-150 -326C-156 -350 -159 -372 -162 -394Q0 -380 162 -394C159 -372 156 -350 150 -326Q0 -312 -150 -326Z",
    lin(
      c,
      [
        [0, darken(paper, 0.12)],
        [0.35, lighten(paper, 0.22)],
        [1, darken(paper, 0.18)],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  o += line("M-160 -392Q0 -378 160 -392", lighten(paper, 0.45), 3);
  // opening with flour
  o += ell(0, -394, 160, 22, darken(paper, 0.5));
  o += path(
    "M-148 -390C-110 -420 -60 -448 6 -450C70 -448 116 -420 150 -392Q0 -372 -148 -390Z",
    lin(
      c,
      [
        [0, OFF],
        [0.6, OFF],
        [1, mix(OFF_D, WHEAT, 0.4)],
      ],
      0.2,
      0,
      0.8,
      1,
    ),
  );
  o += path("M-40 -432C-10 -446 30 -446 50 -436C20 -440 -10 -440 -40 -432Z", "#fff", { opacity: 0.8 });
  if (detail && c.r.chance(0.6)) {
    o += line("M-151 -322Q0 -304 151 -322", accent, 5);
    o += g(
      tr(-30, -312),
      path(ellD(-16, -8, 16, 9, -20) + ellD(16, -8, 16, 9, 20), "none", {
        stroke: accent,
        "stroke-width": 4,
      }) +
        line("M-2 0Q-10 20 -18 34M2 0Q8 22 18 30", accent, 4) +
        circ(0, -2, 5, darken(accent, 0.15)),
    );
  }
  return g(tr(x, y, 0, s), o);
}

type GlazeSet = { glaze: string; inner: string; band: string };

/** A bowl seen slightly from above; rim centre at (x, y). `contents` is drawn in local coordinates. */
function bowlSide(
  c: Ctx,
  x: number,
  y: number,
  s: number,
  rx: number,
  depth: number,
  gl: GlazeSet,
  contents: string,
): string {
  const ry = rx * 0.22;
  let o = shadow(rx * 0.12, depth - 6, rx * 1.15, rx * 0.2);
  o += ell(0, depth - 8, rx * 0.42, rx * 0.07, darken(gl.glaze, 0.35));
  o += ell(0, 0, rx, ry, gl.inner);
  o += contents;
  o += path(
    P`M${-rx} 0A${rx} ${ry} 0 0 0 ${rx} 0C${rx * 0.97} ${depth * 0.62} ${rx * 0.62} ${depth} 0 ${depth}C${-rx * 0.62} ${depth} ${-rx * 0.97} ${depth * 0.62} ${-rx} 0Z`,
    roundShade(c, gl.glaze, 0.2, 0.3),
  );
  o += line(
    P`M${-rx * 0.985} ${ry * 0.55}A${rx * 0.985} ${ry} 0 0 0 ${rx * 0.985} ${ry * 0.55}`,
    gl.band,
    7,
    { opacity: 0.9 },
  );
  o += line(P`M${-rx} 0A${rx} ${ry} 0 0 0 ${rx} 0`, lighten(gl.glaze, 0.45), 3);
  o += line(
    P`M${-rx * 0.7} ${depth * 0.45}Q${-rx * 0.6} ${depth * 0.8} ${-rx * 0.3} ${depth * 0.9}`,
    "#fff",
    7,
    { opacity: 0.16 },
  );
  return g(tr(x, y, 0, s), o);
}

function rrD(x: number, y: number, w: number, h: number, r: number): string {
  return P`M${x + r} ${y}H${x + w - r}Q${x + w} ${y} ${x + w} ${y + r}V${y + h - r}Q${x + w} ${y + h} ${x + w - r} ${y + h}H${x + r}Q${x} ${y + h} ${x} ${y + h - r}V${y + r}Q${x} ${y} ${x + r} ${y}Z`;
}

/** Shape of a cracker (unit size 60) kept once in defs; returns its id. */
function crackerShape(c: Ctx, kind: number): string {
  return once(c, `cs${kind}`, () => {
    const size = 60;
    let shape = "";
    let holes = "";
    if (kind === 0) {
      const n = 18;
      for (let i = 0; i < n; i++) {
        const a0 = (i / n) * Math.PI * 2;
        const a1 = ((i + 1) / n) * Math.PI * 2;
        const am = (a0 + a1) / 2;
        if (!i) shape += P`M${Math.cos(a0) * size} ${Math.sin(a0) * size}`;
        shape += P`Q${Math.cos(am) * size * 1.09} ${Math.sin(am) * size * 1.09} ${Math.cos(a1) * size} ${Math.sin(a1) * size}`;
      }
      shape += "Z";
      for (let i = 0; i < 7; i++) {
        const a = (i / 7) * Math.PI * 2 + 0.3;
        holes += circD(Math.cos(a) * size * 0.58, Math.sin(a) * size * 0.58, 2.4);
      }
      holes += circD(0, 0, 2.4);
    } else if (kind === 1) {
      shape = rrD(-size * 0.9, -size * 0.9, size * 1.8, size * 1.8, size * 0.14);
      for (let i = -1; i <= 1; i++)
        for (let j = -1; j <= 1; j++) holes += circD(i * size * 0.5, j * size * 0.5, 2.3);
    } else shape = rrD(-size * 1.1, -size * 0.72, size * 2.2, size * 1.44, size * 0.2);
    const id = uid(c, "c");
    c.defs.push(el("path", { id, d: shape }));
    if (holes) c.defs.push(el("path", { id: `${id}h`, d: holes }));
    const seeds =
      kind === 2
        ? scatterSeeds(c, "sesame", 0, 0, 56, 36, 7, 0.95) +
          scatterSeeds(c, "flax", 0, 0, 56, 36, 5, 0.95) +
          scatterSeeds(c, "pumpkin", 0, 0, 46, 28, 2, 0.75)
        : scatterSeeds(c, "sesame", 0, 0, 36, 36, 5, 0.9);
    c.defs.push(el("g", { id: `${id}s` }, seeds));
    return id;
  });
}

/** A cracker. kind 0 fluted round, 1 square with docking holes, 2 seeded crispbread. */
function cracker(
  c: Ctx,
  x: number,
  y: number,
  size: number,
  r: number,
  kind: number,
  col: string,
  sy = 1,
): string {
  const base = kind === 2 ? mix(col, BROWN, 0.25) : col;
  const fill = rad(
    c,
    [
      [0, lighten(base, 0.28)],
      [0.7, base],
      [1, darken(base, 0.14)],
    ],
    0.42,
    0.38,
    0.7,
  );
  const id = crackerShape(c, kind);
  const k = size / 60;
  let face = el("use", { href: `#${id}`, fill, stroke: darken(base, 0.25), "stroke-width": 1.6 });
  if (kind !== 2) face += el("use", { href: `#${id}h`, fill: darken(base, 0.45), opacity: 0.75 });
  if (kind === 2 || c.r.chance(0.4))
    face += el("use", { href: `#${id}s`, transform: `rotate(${c.r.int(0, 1) * 180})` });
  return g(
    tr(x, y, 0, k, k * sy),
    g(
      `translate(1.5 ${f(6 / (k * sy))}) rotate(${f(r)})`,
      el("use", { href: `#${id}`, fill: darken(base, 0.35) }),
    ) + g(`rotate(${f(r)})`, face),
  );
}

/** Cutting board in 3/4 view, centre at (x, y). */
function board(
  c: Ctx,
  x: number,
  y: number,
  w: number,
  h: number,
  wood: string,
  handleRight: boolean,
): string {
  const t = 18;
  const hx = handleRight ? w / 2 : -w / 2;
  const dir = handleRight ? 1 : -1;
  let o = shadow(0, h / 2 + t, w * 0.62, h * 0.42);
  const shape = (dy: number): string =>
    P`M${-w / 2 + 30} ${-h / 2 + dy}H${w / 2 - 30}Q${w / 2} ${-h / 2 + dy} ${w / 2} ${-h / 2 + 30 + dy}V${h / 2 - 30 + dy}Q${w / 2} ${h / 2 + dy} ${w / 2 - 30} ${h / 2 + dy}H${-w / 2 + 30}Q${-w / 2} ${h / 2 + dy} ${-w / 2} ${h / 2 - 30 + dy}V${-h / 2 + 30 + dy}Q${-w / 2} ${-h / 2 + dy} ${-w / 2 + 30} ${-h / 2 + dy}Z`;
  const handle = (dy: number): string =>
    P`M${hx - dir * 4} ${-26 + dy}H${hx + dir * 60}Q${hx + dir * 96} ${-26 + dy} ${hx + dir * 96} ${dy}Q${hx + dir * 96} ${26 + dy} ${hx + dir * 60} ${26 + dy}H${hx - dir * 4}Z`;
  o += path(shape(t) + handle(t), darken(wood, 0.32));
  o += path(
    shape(0) + handle(0),
    lin(
      c,
      [
        [0, lighten(wood, 0.15)],
        [1, darken(wood, 0.1)],
      ],
      0,
      0,
      0.3,
      1,
    ),
  );
  o += circ(hx + dir * 64, 0, 9, darken(wood, 0.45));
  let grain = "";
  for (let i = 0; i < 6; i++) {
    const yy = -h / 2 + 18 + (i * (h - 36)) / 5 + c.r.range(-6, 6);
    grain += P`M${-w / 2 + 30} ${yy}C${-w / 6} ${yy + c.r.range(-8, 8)} ${w / 6} ${yy + c.r.range(-8, 8)} ${w / 2 - 30} ${yy}`;
  }
  o += line(grain, darken(wood, 0.3), 1.6, { opacity: 0.18 });
  o += line(shape(0), lighten(wood, 0.4), 2, { opacity: 0.45 });
  return g(tr(x, y), o);
}

/** A loaf on its base at (x, y). kind 0 round with slashes, 1 long with slashes, 2 round cross-hatched, 3 long and seeded. */
function loaf(
  c: Ctx,
  x: number,
  y: number,
  s: number,
  kind: number,
  crust: string,
  cutRight?: boolean,
): string {
  const long = kind === 1 || kind === 3;
  const w = long ? 250 : 190;
  const h = long ? 140 : 168;
  let o = shadow(10, 4, w * 1.1, 30);
  const dome = P`M${-w * 0.96} 0C${-w * 1.1} ${-h * 0.2} ${-w * 1.02} ${-h * 0.8} ${-w * 0.55} ${-h * 0.95}Q0 ${-h * 1.06} ${w * 0.55} ${-h * 0.95}C${w * 1.02} ${-h * 0.8} ${w * 1.1} ${-h * 0.2} ${w * 0.96} 0Q0 12 ${-w * 0.96} 0Z`;
  o += path(
    dome,
    rad(
      c,
      [
        [0, lighten(crust, 0.35)],
        [0.45, crust],
        [0.85, darken(crust, 0.2)],
        [1, darken(crust, 0.35)],
      ],
      0.42,
      0.25,
      0.75,
    ),
  );
  o += path(
    P`M${-w} 0Q0 12 ${w} 0Q${w * 0.9} ${-h * 0.18} 0 ${-h * 0.16}Q${-w * 0.9} ${-h * 0.18} ${-w} 0Z`,
    INK,
    { opacity: 0.14 },
  );
  const score = lighten(mix(crust, WHEAT, 0.55), 0.1);
  let cuts = "";
  let lips = "";
  const cut = (cx: number, cy: number, a: number, l: number): void => {
    const [ax, ay] = rot(-l, 0, a);
    const [bx, by] = rot(l, 0, a);
    const [nx, ny] = rot(0, -l * 0.22, a);
    const [mx, my] = rot(0, l * 0.12, a);
    cuts += P`M${cx + ax} ${cy + ay}Q${cx + nx} ${cy + ny} ${cx + bx} ${cy + by}Q${cx + mx} ${cy + my} ${cx + ax} ${cy + ay}Z`;
    lips += P`M${cx + ax} ${cy + ay}Q${cx + mx} ${cy + my} ${cx + bx} ${cy + by}`;
  };
  if (kind === 0) {
    for (let i = -1; i <= 1; i++) cut(i * w * 0.36, -h * (0.8 - Math.abs(i) * 0.14), -60 + i * 8, 40);
  } else if (kind === 1) {
    for (let i = -2; i <= 2; i++) cut(i * w * 0.3, -h * (0.82 - Math.abs(i) * 0.1), -26, 50);
  } else if (kind === 2) {
    // diamond cross-hatch inside the upper part of the dome
    const ex = w * 0.62;
    const ey = h * 0.28;
    const cy0 = -h * 0.68;
    let hatch = "";
    for (const a of [32, -32]) {
      const dx = Math.cos((a * Math.PI) / 180);
      const dy = Math.sin((a * Math.PI) / 180) * 0.45;
      for (let k = -2; k <= 2; k++) {
        const px = -dy * k * 52;
        const py = dx * k * 52 * 0.45;
        const A = (dx / ex) ** 2 + (dy / ey) ** 2;
        const B = 2 * ((px * dx) / ex ** 2 + (py * dy) / ey ** 2);
        const C = (px / ex) ** 2 + (py / ey) ** 2 - 1;
        const disc = B * B - 4 * A * C;
        if (disc <= 0) continue;
        const t0 = (-B - Math.sqrt(disc)) / (2 * A);
        const t1 = (-B + Math.sqrt(disc)) / (2 * A);
        hatch += P`M${px + dx * t0} ${cy0 + py + dy * t0}L${px + dx * t1} ${cy0 + py + dy * t1}`;
      }
    }
    o +=
      line(hatch, score, 7) +
      line(hatch, darken(crust, 0.35), 1.6, { opacity: 0.5, transform: "translate(0 2)" });
    o += speckles(c.r, 0, -h * 0.72, w * 0.55, h * 0.22, 70, OFF, 0.8, 2.2, 0.6);
  } else {
    o += speckles(c.r, 0, -h * 0.76, w * 0.72, h * 0.18, 80, mix(WHEAT, OFF, 0.4), 1.5, 2.8, 0.95);
    o += speckles(c.r, 0, -h * 0.76, w * 0.7, h * 0.16, 30, OLIVE, 1.3, 2.3, 0.7);
    o += speckles(c.r, 0, -h * 0.76, w * 0.7, h * 0.16, 26, BROWN_D, 1.3, 2.3, 0.7);
  }
  o += path(cuts, score) + line(lips, darken(crust, 0.4), 2, { opacity: 0.45 });
  if (kind < 2) o += speckles(c.r, -w * 0.1, -h * 0.82, w * 0.6, h * 0.16, 45, OFF, 0.8, 2, 0.55);
  o += line(
    P`M${-w * 0.7} ${-h * 0.55}C${-w * 0.6} ${-h * 0.85} ${-w * 0.3} ${-h * 0.95} 0 ${-h * 0.96}`,
    "#fff",
    8,
    { opacity: 0.16 },
  );
  if (cutRight !== undefined) {
    const ex = (cutRight ? 1 : -1) * w * 0.93;
    o += ell(ex, -h * 0.42, w * 0.12, h * 0.44, mix(WHEAT, OFF, 0.35), {
      stroke: darken(crust, 0.1),
      "stroke-width": 7,
    });
    o += speckles(c.r, ex, -h * 0.42, w * 0.08, h * 0.34, 14, WHEAT_D, 1.2, 2.6);
  }
  return g(tr(x, y, 0, s), o);
}

const SLICE_D = "M-62 0L-64 -92C-74 -140 -34 -162 0 -160C34 -162 74 -140 64 -92L62 0Z";

function breadSlice(
  c: Ctx,
  x: number,
  y: number,
  s: number,
  r: number,
  crust: string,
  spread?: string,
): string {
  let o = path(
    SLICE_D,
    lin(c, [
      [0, OFF],
      [1, mix(WHEAT, OFF, 0.4)],
    ]),
    { stroke: crust, "stroke-width": 10, "stroke-linejoin": "round" },
  );
  o += speckles(c.r, 0, -80, 46, 58, 24, mix(WHEAT_D, WHEAT, 0.3), 1.2, 3.4, 0.9);
  if (spread) {
    o += path(
      "M-52 -30C-56 -70 -60 -110 -40 -132C-10 -150 30 -146 50 -124C60 -90 52 -60 54 -28C30 -20 -20 -18 -52 -30Z",
      spread,
    );
    o += line("M-34 -110Q-5 -128 26 -112M-30 -70Q0 -84 30 -64", "#fff", 3, { opacity: 0.22 });
  }
  return g(tr(x, y, r, s), o);
}

/** Cookie seen from the side; centre of its top face at (x, y). */
function cookieSide(
  c: Ctx,
  x: number,
  y: number,
  rx: number,
  th: number,
  col: string,
  top: number,
  tilt = 0,
): string {
  const ry = rx * 0.27;
  const n = 12;
  const pts: [number, number][] = [];
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    const k = 1 + c.r.range(-0.018, 0.018);
    pts.push([Math.cos(a) * rx * k, Math.sin(a) * ry * k]);
  }
  const lower = pts.slice(0, n / 2 + 1);
  const low2 = lower.map(([px, py]): [number, number] => [px, py + th]);
  const back = lower.slice().reverse();
  const side = `${smooth(low2, false)}${P`L${back[0]![0]} ${back[0]![1]}`}${smooth(back, false, false)}Z`;
  let o = path(
    side,
    lin(c, [
      [0, lighten(col, 0.08)],
      [0.45, darken(col, 0.1)],
      [1, darken(col, 0.32)],
    ]),
  );
  o += path(
    side,
    lin(
      c,
      [
        [0, INK, 0.28],
        [0.3, INK, 0],
        [0.7, INK, 0],
        [1, INK, 0.32],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  o += path(
    smooth(pts, true),
    rad(
      c,
      [
        [0, lighten(col, 0.3)],
        [0.6, col],
        [0.9, darken(col, 0.12)],
        [1, darken(col, 0.22)],
      ],
      0.46,
      0.42,
      0.56,
    ),
  );
  o += line(
    P`M${-rx * 0.5} ${-ry * 0.2}Q${-rx * 0.3} ${ry * 0.25} ${-rx * 0.05} ${ry * 0.1}M${rx * 0.18} ${-ry * 0.45}Q${rx * 0.38} ${-ry * 0.1} ${rx * 0.52} ${ry * 0.3}M${-rx * 0.1} ${-ry * 0.6}Q${rx * 0.02} ${-ry * 0.3} ${-rx * 0.2} ${-ry * 0.15}`,
    lighten(col, 0.45),
    2,
    { opacity: 0.5 },
  );
  o += speckles(c.r, 0, 0, rx * 0.8, ry * 0.7, 7, darken(col, 0.35), 0.8, 1.6, 0.6);
  if (top === 0) {
    let chips = "";
    let hi = "";
    for (let i = 0; i < 10; i++) {
      const [px, py] = inEllipse(c.r, 0, 0, rx * 0.7, ry * 0.6);
      const s = c.r.range(4, 7);
      chips += ellD(px, py, s, s * 0.75, c.r.range(0, 180));
      hi += circD(px - s * 0.3, py - s * 0.3, s * 0.25);
    }
    o += path(chips, mix(BROWN_D, INK, 0.35)) + path(hi, "#fff", { opacity: 0.3 });
  } else if (top === 1) o += scatterSeeds(c, "sesame", 0, 0, rx * 0.75, ry * 0.62, 13, 0.9);
  else if (top === 2)
    o += crumbs(c.r, 0, 0, rx * 0.65, ry * 0.55, 9, [mix(WHEAT_D, BROWN, 0.2), lighten(HONEY, 0.3)], 6);
  else if (top === 3) o += scatterSeeds(c, "oat", 0, 0, rx * 0.7, ry * 0.6, 8, 0.75);
  return g(tr(x, y, tilt), o);
}

/** Plate in 3/4 view, centre at (x, y). */
function plate(c: Ctx, x: number, y: number, rx: number, col: string, rim?: string, flat = 0.34): string {
  const ry = rx * flat;
  let o = shadow(rx * 0.06, ry * 0.4, rx * 1.12, ry * 1.05);
  o += ell(0, 9, rx, ry, darken(col, 0.22));
  o += ell(0, 0, rx, ry, vShade(c, col, 0.2, 0.06));
  o += ell(
    0,
    ry * 0.08,
    rx * 0.68,
    ry * 0.62,
    lin(c, [
      [0, darken(col, 0.09)],
      [1, lighten(col, 0.1)],
    ]),
  );
  if (rim) o += ell(0, 0, rx * 0.92, ry * 0.86, "none", { stroke: rim, "stroke-width": 4, opacity: 0.85 });
  return g(tr(x, y), o);
}

function hazelnutGlyph(col: string): string {
  return (
    path("M0 -30C8 -30 24 -15 24 4C24 18 13 26 0 26C-13 26 -24 18 -24 4C-24 -15 -8 -30 0 -30Z", col) +
    line("M-22 10Q0 2 22 10", OFF, 2.5) +
    path("M4 -30C14 -46 34 -48 44 -42C36 -30 20 -26 4 -30Z", col, { opacity: 0.85 })
  );
}

function checkPattern(c: Ctx, col: string): string {
  return once(c, `ck${col}`, () => {
    const id = uid(c, "k");
    c.defs.push(
      el(
        "pattern",
        { id, width: 22, height: 22, patternUnits: "userSpaceOnUse", patternTransform: "rotate(8)" },
        rect(0, 0, 11, 22, OFF, { opacity: 0.35 }) +
          rect(0, 0, 22, 11, OFF, { opacity: 0.35 }) +
          rect(0, 0, 11, 11, darken(col, 0.3), { opacity: 0.25 }),
      ),
    );
    return `url(#${id})`;
  });
}

/** Glass jar of spread, bottom centre at (x, y). lidKind 0 metal lid, 1 fabric cover. */
function jar(
  c: Ctx,
  x: number,
  y: number,
  s: number,
  spread: string,
  lidKind: number,
  accent: string,
  level = 0.8,
  detail = true,
): string {
  const top = -268;
  let o = shadow(18, -2, 170, 30);
  const body = "M-110 -24Q-110 0 -86 0H86Q110 0 110 -24V-236Q110 -262 84 -268H-84Q-110 -262 -110 -236Z";
  o += path(body, "#fff", { opacity: 0.28 });
  const lvl = -10 - 240 * level;
  o += path(
    P`M-102 -26Q-102 -8 -84 -8H84Q102 -8 102 -26V${lvl + 6}Q50 ${lvl - 10} 0 ${lvl}Q-50 ${lvl + 10} -102 ${lvl - 4}Z`,
    roundShade(c, spread, 0.12, 0.35),
  );
  if (detail) {
    o += path(
      P`M-102 ${lvl - 4}Q-50 ${lvl + 10} 0 ${lvl}Q50 ${lvl - 10} 102 ${lvl + 6}V${lvl + 22}Q50 ${lvl + 6} 0 ${lvl + 16}Q-50 ${lvl + 26} -102 ${lvl + 12}Z`,
      lighten(spread, 0.2),
      { opacity: 0.5 },
    );
    o += path("M110 -236V-24Q110 0 86 0H60", "none", { stroke: INK, "stroke-width": 4, opacity: 0.18 });
    o += rect(-70, -244, 5, 190, "#fff", { rx: 2.5, opacity: 0.25 });
    o += rect(84, -236, 7, 150, "#fff", { rx: 3.5, opacity: 0.2 });
  }
  o += path(body, "none", { stroke: "#fff", "stroke-width": 3, opacity: 0.55 });
  o += rect(-94, -250, 16, 222, "#fff", { rx: 8, opacity: 0.38 });
  // label
  o += rect(-82, -184, 164, 104, OFF, { rx: 10 });
  if (detail) {
    o += rect(-74, -176, 148, 88, "none", { rx: 7, stroke: accent, "stroke-width": 2.4, opacity: 0.85 });
    o += g(tr(0, -136, 0, 0.85), hazelnutGlyph(accent));
  } else o += circ(0, -132, 26, accent);
  o += rect(-86, top - 18, 172, 24, "#fff", { opacity: 0.3, rx: 6 });
  if (lidKind === 0) {
    o += rect(-94, top - 52, 188, 42, roundShade(c, HONEY, 0.25, 0.2), { rx: 9 });
    if (detail) {
      let ridges = "";
      for (let i = -84; i <= 84; i += 12) ridges += P`M${i} ${top - 44}V${top - 18}`;
      o += line(ridges, darken(HONEY_D, 0.3), 1.4, { opacity: 0.35 });
    }
    o += rect(-94, top - 52, 188, 8, "#fff", { rx: 4, opacity: 0.3 });
  } else {
    let d = "M-100 -300C-104 -330 -60 -338 0 -338C60 -338 104 -330 100 -300";
    const n = 9;
    for (let i = 0; i <= n; i++) {
      const xx = 100 - (i * 200) / n;
      d += P`Q${xx + 100 / n} ${top - 2 + (i % 2 ? 16 : 8)} ${xx} ${top - 8 + (i % 2 ? 6 : 14)}`;
    }
    d += "Z";
    o += path(
      d,
      lin(
        c,
        [
          [0, lighten(accent, 0.15)],
          [1, darken(accent, 0.15)],
        ],
        0,
        0,
        1,
        0.5,
      ),
    );
    if (detail) o += path(d, checkPattern(c, accent), { opacity: 0.9 });
    o += line("M-96 -286Q0 -278 96 -286", WHEAT_D, 4);
    if (detail) o += line("M40 -283Q56 -266 48 -252M40 -283Q64 -272 66 -258", WHEAT_D, 3);
  }
  return g(tr(x, y, 0, s), o);
}

function knife(c: Ctx, x: number, y: number, s: number, r: number, spread?: string, wood = BROWN): string {
  let o = shadow(10, 16, 190, 14, 0.8);
  o += path("M0 -10L150 -10Q180 -9 184 2Q176 10 150 10L0 10Z", vShade(c, STEEL, 0.6, 0.25));
  o += line("M10 -6H150", "#fff", 2, { opacity: 0.7 });
  if (spread) o += path("M70 -8C90 -16 130 -14 160 -6C168 4 150 12 120 11C100 16 80 8 70 -8Z", spread);
  o += rect(-150, -13, 150, 26, vShade(c, wood, 0.25, 0.25), { rx: 12 });
  o += circ(-110, 0, 3, STEEL) + circ(-40, 0, 3, STEEL);
  return g(tr(x, y, r, s), o);
}

function arcD(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  deg: number,
  a0: number,
  sweep: number,
): string {
  const pt = (a: number): [number, number] => {
    const [px, py] = rot(Math.cos(a) * rx, Math.sin(a) * ry, deg);
    return [cx + px, cy + py];
  };
  const [x0, y0] = pt(a0);
  const [x1, y1] = pt(a0 + sweep);
  return P`M${x0} ${y0}A${rx} ${ry} ${deg} ${sweep > Math.PI ? 1 : 0} 1 ${x1} ${y1}`;
}

function pastaNest(c: Ctx, x: number, y: number, s: number, col: string): string {
  const r = c.r;
  const dark = darken(col, 0.3);
  const light = lighten(col, 0.12);
  let o = shadow(6, 24, 150, 40);
  o += ell(0, -26, 84, 34, darken(col, 0.4));
  const n = 18;
  for (let i = 0; i < n; i++) {
    const rx = r.range(66, 110);
    const ry = r.range(26, 44);
    const cx = r.range(-14, 14);
    const cy = -i * 3.2 + r.range(-5, 5) - 8;
    const d = arcD(cx, cy, rx, ry, r.range(-14, 14), r.range(0, Math.PI * 2), r.range(4.2, 5.8));
    o += line(d, dark, 10) + line(d, i % 3 ? col : light, 6.5);
  }
  o += ell(0, -66, 30, 11, darken(col, 0.45), { opacity: 0.55 });
  return g(tr(x, y, 0, s), o);
}

/** One fusillo: a twisted capsule of lens-shaped turns. */
function fusilli(c: Ctx, x: number, y: number, s: number, r: number, col: string): string {
  return placeDef(
    c,
    `fu${col}`,
    () => {
      let turns = "";
      let grooves = "";
      for (let i = 0; i < 6; i++) {
        const xx = -30 + i * 12;
        turns += P`M${xx - 6} -13C${xx + 8} -12 ${xx + 12} 10 ${xx + 4} 13C${xx - 8} 12 ${xx - 12} -10 ${xx - 6} -13Z`;
        grooves += P`M${xx + 2} -12C${xx + 12} -6 ${xx + 12} 6 ${xx + 8} 12`;
      }
      return (
        rect(-38, -12, 76, 24, darken(col, 0.2), { rx: 12 }) +
        path(
          turns,
          lin(c, [
            [0, lighten(col, 0.3)],
            [0.5, col],
            [1, darken(col, 0.15)],
          ]),
        ) +
        line(grooves, darken(col, 0.35), 2, { opacity: 0.6 })
      );
    },
    x,
    y,
    s,
    r,
  );
}

// ---------------------------------------------------------------- product scenes (1200×900)

interface Theme {
  wall: string;
  wall2: string;
  table: string;
  table2: string;
  blob: string;
  wood: boolean;
  dark: boolean;
}

const THEMES: Theme[] = [
  {
    wall: OFF,
    wall2: OFF_D,
    table: mix(WHEAT_D, BROWN, 0.18),
    table2: mix(WHEAT_D, BROWN, 0.42),
    blob: WHEAT,
    wood: true,
    dark: false,
  },
  {
    wall: WHEAT,
    wall2: mix(WHEAT, HONEY, 0.3),
    table: mix(BROWN, HONEY, 0.35),
    table2: BROWN,
    blob: mix(WHEAT, OFF, 0.55),
    wood: true,
    dark: false,
  },
  {
    wall: SAGE,
    wall2: mix(OLIVE, WHEAT, 0.55),
    table: OFF_D,
    table2: mix(WHEAT, WHEAT_D, 0.5),
    blob: mix(OLIVE, WHEAT, 0.5),
    wood: false,
    dark: false,
  },
  {
    wall: mix(OLIVE, OLIVE_D, 0.3),
    wall2: OLIVE_D,
    table: mix(BROWN, HONEY, 0.25),
    table2: BROWN_D,
    blob: mix(OLIVE, WHEAT, 0.22),
    wood: true,
    dark: true,
  },
  {
    wall: BLUSH,
    wall2: mix(TERRA, OFF, 0.55),
    table: OFF_D,
    table2: mix(WHEAT_D, OFF_D, 0.35),
    blob: mix(TERRA, OFF, 0.5),
    wood: false,
    dark: false,
  },
  {
    wall: mix(HONEY, OFF, 0.55),
    wall2: mix(HONEY, OFF, 0.35),
    table: mix(OLIVE, WHEAT, 0.6),
    table2: mix(OLIVE, WHEAT, 0.42),
    blob: mix(HONEY, OFF, 0.75),
    wood: false,
    dark: false,
  },
];

function backdrop(c: Ctx, w: number, h: number, tableY: number, th: Theme, focusX: number): string {
  const r = c.r;
  let o = rect(
    0,
    0,
    w,
    h,
    lin(c, [
      [0, th.wall2],
      [0.6, th.wall],
      [1, th.wall],
    ]),
  );
  // decorative shape behind the still life
  const shape = r.int(0, 2);
  const bx = focusX + r.range(-80, 80);
  const br = h * r.range(0.3, 0.36);
  const blobFill = lin(c, [
    [0, lighten(th.blob, 0.08)],
    [1, th.blob],
  ]);
  if (shape === 0) o += circ(bx, tableY - br * 0.45, br, blobFill);
  else if (shape === 1) {
    const aw = br * 0.85;
    o += path(
      P`M${bx - aw} ${tableY}V${tableY - br * 0.9}A${aw} ${aw} 0 0 1 ${bx + aw} ${tableY - br * 0.9}V${tableY}Z`,
      blobFill,
    );
  } else o += path(blobPath(r, bx, tableY - br * 0.4, br * 1.2, br * 0.9, 7, 0.12), blobFill);
  // soft window light falling from one side
  const fromLeft = r.chance(0.5);
  const lx = fromLeft ? w * r.range(0.04, 0.16) : w * r.range(0.62, 0.74);
  const skew = (fromLeft ? 1 : -1) * w * 0.12;
  const lightFill = linU(
    c,
    [
      [0, "#fff", th.dark ? 0.1 : 0.26],
      [1, "#fff", 0],
    ],
    0,
    0,
    0,
    tableY,
  );
  o += path(
    P`M${lx} 0H${lx + w * 0.11}L${lx + w * 0.11 + skew} ${tableY}H${lx + skew}ZM${lx + w * 0.13} 0H${lx + w * 0.2}L${lx + w * 0.2 + skew} ${tableY}H${lx + w * 0.13 + skew}Z`,
    lightFill,
  );
  o += tableTop(c, w, tableY, h - tableY, th.table, th.table2, 50, th.dark ? 0.15 : 0.07);
  o += rect(0, tableY, w, 3, lighten(th.table, 0.35), { opacity: 0.6 });
  if (th.wood) {
    let d = "";
    for (let i = 0; i < 7; i++) {
      const yy = tableY + 20 + ((h - tableY) * i) / 7 + r.range(-8, 8);
      d += P`M0 ${yy}C${w * 0.3} ${yy + r.range(-10, 10)} ${w * 0.6} ${yy + r.range(-10, 10)} ${w} ${yy + r.range(-6, 6)}`;
    }
    o += line(d, darken(th.table, 0.35), 2, { opacity: 0.12 });
    o += line(P`M0 ${tableY + (h - tableY) * 0.45}H${w}`, darken(th.table, 0.4), 2.5, { opacity: 0.14 });
  } else o += rect(0, tableY, w, h - tableY, weave(c, darken(th.table, 0.25), 0.07, false));
  const py = tableY + (h - tableY) * 0.4;
  o += ell(
    focusX,
    py,
    w * 0.45,
    (h - tableY) * 0.42,
    radU(
      c,
      [
        [0, "#fff", 0.16],
        [1, "#fff", 0],
      ],
      focusX,
      py,
      w * 0.45,
    ),
  );
  return o;
}

/** A table top seen from the front, `depth` deep from `y` and shaded from `top` to `bottom`,
 * with a soft shadow `shade` tall on the wall behind it (darkest, `shadeAlpha`, at the edge). */
function tableTop(
  c: Ctx,
  w: number,
  y: number,
  depth: number,
  top: string,
  bottom: string,
  shade: number,
  shadeAlpha: number,
): string {
  return (
    gradRect(c, 0, y - shade, w, shade, [0, INK, 0], [1, INK, shadeAlpha]) +
    gradRect(c, 0, y, w, depth, [0, top], [1, bottom])
  );
}

/** A hill seen through a window: the x offsets of its two control points, then the heights
 * (fractions of the glass) of its left end, the two control points and its right end. */
type WindowHill = readonly [
  cx1: number,
  cx2: number,
  y0: number,
  y1: number,
  y2: number,
  y3: number,
  fill: string,
];

interface HillsWindowLook {
  /** frame margin around the glass */
  pad: number;
  /** frame and glazing bars */
  wood: string;
  /** width of the glazing bars */
  bar: number;
  /** sun height (a fraction of the glass) and radius */
  sun: readonly [number, number];
  /** back to front */
  hills: readonly WindowHill[];
  /** overhang on each side, gap below the glass, thickness, colour */
  sill: readonly [number, number, number, string];
  /** light falling across the wall down to `floor`: x offsets from the window's right edge
   * (top left, top right, foot right, foot left), and its opacity at the top */
  light: readonly [number, number, number, number];
  lightAlpha: number;
  floor: number;
}

/** A window onto sunny hills, glass at (x, y) w×h, with its sill and the light it casts on the wall. */
function hillsWindow(c: Ctx, x: number, y: number, w: number, h: number, k: HillsWindowLook): string {
  const { pad, bar } = k;
  let o = rect(x - pad, y - pad, w + 2 * pad, h + 2 * pad, k.wood, { rx: 8 });
  o += gradRect(c, x, y, w, h, [0, mix(HONEY, OFF, 0.5)], [1, mix(HONEY, OFF, 0.2)]);
  o += circ(x + w * 0.7, y + h * k.sun[0], k.sun[1], "#fff6e0", { opacity: 0.9 });
  for (const [cx1, cx2, y0, y1, y2, y3, fill] of k.hills)
    o += path(
      P`M${x} ${y + h * y0}C${x + cx1} ${y + h * y1} ${x + cx2} ${y + h * y2} ${x + w} ${y + h * y3}V${y + h}H${x}Z`,
      fill,
    );
  o += path(
    P`M${x + w / 2 - bar / 2} ${y}h${bar}v${h}h${-bar}zM${x} ${y + h / 2 - bar / 2}h${w}v${bar}h${-w}z`,
    k.wood,
  );
  const [over, gap, thick, sill] = k.sill;
  o += rect(x - over, y + h + gap, w + 2 * over, thick, sill, { rx: 4 });
  const [l0, l1, l2, l3] = k.light;
  const lf = linU(
    c,
    [
      [0, "#fff", k.lightAlpha],
      [1, "#fff", 0.04],
    ],
    0,
    0,
    0,
    k.floor,
  );
  return o + path(P`M${x + w + l0} ${y}H${x + w + l1}L${x + w + l2} ${k.floor}H${x + w + l3}Z`, lf);
}

/** A linen napkin lying on the table in perspective, with two accent stripes. */
function linen(
  c: Ctx,
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
  col: string,
  stripe: string,
): string {
  const sk = h * 0.35;
  let o = shadow(6, h * 0.5, w * 0.55, h * 0.42, 0.5);
  const tl = -w / 2 + sk;
  const trX = w / 2 + sk * 0.2;
  const brX = w / 2 - sk * 0.3;
  const bl = -w / 2;
  o += path(
    P`M${tl} ${-h / 2}H${trX}L${brX} ${h / 2}H${bl}Z`,
    lin(c, [
      [0, lighten(col, 0.1)],
      [1, darken(col, 0.06)],
    ]),
  );
  let d = "";
  for (const t of [0.1, 0.15, 0.85, 0.9])
    d += P`M${tl + (trX - tl) * t} ${-h / 2 + 2}L${bl + (brX - bl) * t} ${h / 2 - 2}`;
  o += line(d, stripe, 5, { opacity: 0.8, "stroke-linecap": "butt" });
  o += path(P`M${bl + 4} ${h / 2 + 4}H${brX - 4}`, "none", {
    stroke: darken(col, 0.1),
    "stroke-width": 8,
    "stroke-dasharray": "2 7",
    opacity: 0.8,
  });
  return g(tr(x, y, r), o);
}

function pickTheme(c: Ctx, allowed: number[]): Theme {
  return THEMES[c.r.pick(allowed)]!;
}

function productFlour(c: Ctx): string {
  const r = c.r;
  const th = pickTheme(c, [0, 1, 2, 3, 4, 5]);
  const tableY = r.range(480, 520);
  const sx = 530 + r.range(-40, 40);
  const accent = r.pick(ACCENTS);
  const paper = th.dark
    ? r.pick([WHEAT, OFF_D])
    : r.pick([mix(WHEAT_D, BROWN, 0.22), OFF_D, mix(WHEAT_D, WHEAT, 0.4)]);
  let o = backdrop(c, 1200, 900, tableY, th, sx);
  const sprigs = r.int(2, 3);
  for (let i = 0; i < sprigs; i++) {
    const left = i % 2 === 0;
    const bx = sx + (left ? -110 : 120) + r.range(-20, 20);
    if (r.chance(0.3))
      o += buckwheatSprig(c, bx, tableY + 150, r.range(360, 420), (left ? -1 : 1) * r.range(14, 28));
    else
      o += wheatSprig(
        c,
        bx,
        tableY + 150,
        r.range(400, 470),
        (left ? -1 : 1) * r.range(12, 28),
        r.pick([HONEY, mix(HONEY, WHEAT_D, 0.5)]),
      );
  }
  o += flourSack(c, sx, tableY + 170, r.range(1.02, 1.1), paper, accent);
  const right = r.chance(0.7);
  const scx = right ? sx + 330 + r.range(-10, 20) : sx - 320;
  o += flourMound(c, scx + (right ? -150 : 150), tableY + 300, 95, 52);
  o += scoop(
    c,
    scx,
    tableY + 250,
    0.95,
    r.range(-8, 6),
    !right,
    r.pick([HONEY_D, BROWN, mix(HONEY_D, WHEAT_D, 0.4)]),
  );
  const gx = right ? sx - 250 : sx + 260;
  o += scatterGrains(c, gx, tableY + 300, 130, 40, 16, [HONEY, HONEY_D, WHEAT_D], 1.1);
  if (r.chance(0.6)) o += scatterGroats(c, gx, tableY + 320, 150, 40, 10, 1.1);
  o += speckles(r, sx + 60, tableY + 230, 360, 60, 40, OFF, 1, 2.4, 0.8);
  o += wheatSprig(c, right ? sx - 380 : sx + 400, tableY + 350, 280, right ? 64 : -64, HONEY, 0.95);
  return o;
}

function productSnacks(c: Ctx): string {
  const r = c.r;
  const th = pickTheme(c, [0, 1, 2, 3, 4, 5]);
  const tableY = r.range(400, 440);
  const bx = 600 + r.range(-50, 50);
  const crCol = r.pick([
    HONEY,
    mix(HONEY, WHEAT_D, 0.5),
    mix(HONEY_D, WHEAT_D, 0.4),
    mix(WHEAT_D, HONEY_D, 0.55),
  ]);
  const alt = r.pick([mix(HONEY_D, BROWN, 0.35), mix(OLIVE, HONEY, 0.7), mix(TERRA, HONEY, 0.6)]);
  const kind = r.int(0, 2);
  const gl: GlazeSet = r.pick([
    { glaze: OFF_D, inner: mix(OFF_D, WHEAT_D, 0.5), band: TERRA },
    { glaze: mix(OLIVE, WHEAT, 0.35), inner: mix(OLIVE, WHEAT, 0.15), band: WHEAT },
    { glaze: mix(TERRA, BROWN, 0.2), inner: darken(TERRA, 0.2), band: WHEAT },
    { glaze: OFF, inner: OFF_D, band: OLIVE },
  ]);
  let o = backdrop(c, 1200, 900, tableY, th, bx);
  const seedKind: SeedKind = r.pick(["pumpkin", "sunflower", "sesame", "flax"]);
  const side = r.sign();
  // small dish of seeds behind
  o += bowlSide(
    c,
    bx + side * 340,
    tableY + 110,
    0.55,
    200,
    130,
    { glaze: OFF, inner: OFF_D, band: lighten(r.pick(ACCENTS), 0.2) },
    ell(0, 2, 186, 38, seedPattern(c, seedKind, 1.3)) + ell(0, -6, 150, 28, seedPattern(c, seedKind, 1.3)),
  );
  // a heap of crackers in the main bowl
  const rx = 280;
  let inside = path(P`M${-rx * 0.95} 8C${-rx * 0.7} -80 ${rx * 0.7} -80 ${rx * 0.95} 8Z`, darken(crCol, 0.3));
  const rows: [number, number, number][] = [
    [4, -96, 0.85],
    [5, -60, 0.92],
    [5, -22, 1],
  ];
  for (const [n, yy, sc] of rows) {
    const wide = rx * (yy < -80 ? 0.5 : yy < -40 ? 0.64 : 0.76);
    for (let i = 0; i < n; i++) {
      const t = (i / (n - 1)) * 2 - 1;
      const k = r.chance(0.65) ? kind : r.int(0, 2);
      inside += cracker(
        c,
        t * wide + r.range(-12, 12),
        yy + Math.abs(t) * 30 + r.range(-8, 8),
        58 * sc * r.range(0.92, 1.08),
        r.range(-35, 35),
        k,
        r.chance(0.2) ? alt : crCol,
        r.range(0.8, 0.95),
      );
    }
  }
  o += bowlSide(c, bx, tableY + 230, 1, rx, 185, gl, inside);
  // loose crackers and seeds on the table
  const lx = bx - side * 350;
  o += shadow(lx + 10, tableY + 352, 84, 18, 0.8);
  o += cracker(c, lx, tableY + 330, 60, r.range(0, 90), kind, crCol, 0.5);
  o += cracker(c, lx + side * 75, tableY + 308, 50, r.range(0, 90), r.int(0, 2), alt, 0.5);
  o += scatterSeeds(c, seedKind === "sunflower" ? "pumpkin" : seedKind, lx, tableY + 390, 150, 28, 14, 1.3);
  o += scatterSeeds(
    c,
    r.pick(["pumpkin", "sesame"] as const),
    bx + side * 200,
    tableY + 430,
    200,
    22,
    10,
    1.2,
  );
  if (r.chance(0.6))
    o += sprig(c, bx + side * 440, tableY + 400, 180, side * r.range(-80, -55), OLIVE, 0.18, 0.36);
  return o;
}

function productBread(c: Ctx): string {
  const r = c.r;
  const th = pickTheme(c, [0, 1, 2, 3, 4, 5]);
  const tableY = r.range(420, 460);
  const cx = 600 + r.range(-40, 40);
  const crust = r.pick([mix(HONEY_D, BROWN, 0.45), BROWN, mix(HONEY, BROWN, 0.55)]);
  const wood = th.wood
    ? r.pick([mix(HONEY_D, WHEAT_D, 0.5), WHEAT_D])
    : r.pick([HONEY_D, mix(HONEY_D, WHEAT_D, 0.5), mix(BROWN, HONEY, 0.5)]);
  const right = r.chance(0.5);
  const dir = right ? 1 : -1;
  const kind = r.int(0, 3);
  let o = backdrop(c, 1200, 900, tableY, th, cx);
  o += board(c, cx, tableY + 240, 800, 190, wood, right);
  o += loaf(c, cx - dir * 80, tableY + 275, 1.35, kind, crust, kind % 2 === 1 ? right : undefined);
  o += breadSlice(c, cx + dir * 255, tableY + 345, 1.08, dir * 10, crust);
  o += breadSlice(c, cx + dir * 328, tableY + 352, 1.08, dir * 22, crust);
  o += crumbs(r, cx, tableY + 320, 300, 34, 40, [crust, WHEAT_D, lighten(crust, 0.3)], 6);
  o += crumbs(r, cx, tableY + 400, 460, 30, 25, [crust, WHEAT_D], 5);
  if (r.chance(0.7)) {
    o += wheatSprig(c, cx - dir * 40, tableY + 420, 330, -dir * r.range(66, 76), HONEY);
    o += wheatSprig(c, cx - dir * 70, tableY + 428, 300, -dir * r.range(78, 86), HONEY);
  }
  if (r.chance(0.6)) {
    const px = cx - dir * 420;
    const pile =
      speckles(r, 0, -8, 120, 22, 160, mix(HONEY, BROWN, 0.3), 1.5, 3.5) +
      speckles(r, 0, -10, 110, 18, 80, HONEY, 1.2, 3);
    o += bowlSide(
      c,
      px,
      tableY + 340,
      0.58,
      170,
      110,
      { glaze: OFF, inner: OFF_D, band: r.pick([TERRA, OLIVE]) },
      ell(0, -2, 150, 26, mix(HONEY, BROWN, 0.35)) + pile,
    );
  }
  return o;
}

function glassOfMilk(c: Ctx, x: number, y: number, s: number): string {
  let o = shadow(10, 0, 90, 16);
  o += path("M-62 -250L-54 -10Q-52 0 -40 0H40Q52 0 54 -10L62 -250Z", "#fff", { opacity: 0.3 });
  o += path("M-58 -200L-52 -12Q-50 -6 -40 -6H40Q50 -6 52 -12L58 -200Z", roundShade(c, OFF, 0.3, 0.12));
  o += ell(0, -200, 58, 10, lighten(OFF, 0.5));
  o += ell(0, -250, 62, 11, "none", { stroke: "#fff", "stroke-width": 3, opacity: 0.7 });
  o += rect(-46, -238, 10, 220, "#fff", { rx: 5, opacity: 0.45 });
  return g(tr(x, y, 0, s), o);
}

function productCookies(c: Ctx): string {
  const r = c.r;
  const th = pickTheme(c, [0, 1, 2, 3, 4, 5]);
  const tableY = r.range(400, 440);
  const cx = 600 + r.range(-50, 50);
  const col = r.pick([
    mix(HONEY, HONEY_D, 0.4),
    mix(HONEY_D, BROWN, 0.3),
    mix(WHEAT_D, HONEY, 0.55),
    mix(HONEY_D, BROWN, 0.55),
  ]);
  const top = r.pick([0, 0, 1, 2, 3]);
  const dir = r.sign();
  let o = backdrop(c, 1200, 900, tableY, th, cx);
  if (r.chance(0.5)) o += glassOfMilk(c, cx + dir * 260, tableY + 170, 1.1);
  if (r.chance(0.6))
    o += linen(c, cx + r.range(-60, 60), tableY + 290, 760, 180, r.range(-4, 4), OFF, r.pick(ACCENTS));
  o += plate(
    c,
    cx,
    tableY + 280,
    330,
    r.pick([OFF, OFF_D, mix(OLIVE, WHEAT, 0.55)]),
    r.chance(0.5) ? r.pick(ACCENTS) : undefined,
    0.3,
  );
  const n = r.int(5, 6);
  let stack = "";
  for (let i = 0; i < n; i++) {
    const c2 = r.chance(0.2) ? mix(col, BROWN_D, 0.2) : col;
    const yy = -i * 36;
    const xx = r.range(-14, 14);
    stack += shadow(xx, yy + 32, 150, 30, 0.7);
    stack += cookieSide(c, xx, yy, 138, 28, c2, i === n - 1 ? top : r.int(0, 3), r.range(-3, 3));
  }
  o += g(tr(cx - dir * 50, tableY + 255), stack);
  o += shadow(cx + dir * 195, tableY + 340, 116, 22, 0.8);
  o += cookieSide(c, cx + dir * 190, tableY + 318, 104, 22, col, top, dir * 4);
  o += shadow(cx - dir * 205, tableY + 356, 100, 20, 0.8);
  o += cookieSide(c, cx - dir * 210, tableY + 336, 92, 20, mix(col, BROWN, 0.12), r.int(0, 3), -dir * 3);
  for (let i = 0; i < 7; i++) {
    const sgn = i % 2 ? 1 : -1;
    o += nut(c, cx + sgn * r.range(350, 480), tableY + r.range(270, 400), 1.25);
  }
  o += crumbs(r, cx + 60, tableY + 400, 340, 26, 22, [col, darken(col, 0.2)], 5);
  return o;
}

function productSpreads(c: Ctx): string {
  const r = c.r;
  const th = pickTheme(c, [0, 1, 2, 3, 4, 5]);
  const tableY = r.range(430, 470);
  const cx = 560 + r.range(-50, 40);
  const spread = r.pick([
    mix(BROWN, BROWN_D, 0.4),
    HONEY,
    mix(TERRA, HONEY_D, 0.3),
    mix(WHEAT_D, HONEY, 0.45),
    BROWN,
  ]);
  const accent = r.pick(ACCENTS);
  const dir = r.chance(0.65) ? 1 : -1;
  let o = backdrop(c, 1200, 900, tableY, th, cx);
  // hazelnut leaves lying behind the jar
  o += leaf(c, cx - dir * 130, tableY + 120, 170, dir > 0 ? 200 : -20, OLIVE, 0.5, 0.55);
  o += leaf(c, cx - dir * 150, tableY + 140, 140, dir > 0 ? 160 : 20, mix(OLIVE, WHEAT, 0.2), 0.5, 0.55);
  o += jar(c, cx, tableY + 270, 1.32, spread, r.int(0, 1), accent, r.range(0.72, 0.86));
  if (r.chance(0.65)) {
    const bx = cx + dir * 340;
    o += board(c, bx, tableY + 290, 290, 110, mix(HONEY_D, WHEAT_D, 0.4), dir > 0);
    o += g(
      tr(bx - dir * 10, tableY + 300, 0, 1.1, 0.6),
      breadSlice(c, 0, 0, 1, 90, mix(HONEY_D, BROWN, 0.4), spread),
    );
  } else {
    let pile = ell(0, 0, 160, 30, BROWN_D);
    for (let i = 0; i < 12; i++) {
      const row = i < 5 ? 0 : i < 9 ? 1 : 2;
      const k = row === 0 ? i : row === 1 ? i - 5 : i - 9;
      const nRow = [5, 4, 3][row]!;
      pile += hazelnut(
        c,
        (k - (nRow - 1) / 2) * 50 + r.range(-6, 6),
        -6 - row * 22 + r.range(-3, 3),
        1.25,
        r.range(-30, 30),
      );
    }
    o += bowlSide(
      c,
      cx + dir * 370,
      tableY + 290,
      0.62,
      170,
      110,
      { glaze: OFF, inner: OFF_D, band: accent },
      pile,
    );
  }
  o += knife(c, cx - dir * 60, tableY + 355, 1.1, dir > 0 ? -6 : 186, spread);
  for (let i = 0; i < 6; i++) {
    const sgn = i % 2 ? dir : -dir;
    o += nut(c, cx + sgn * r.range(200, 470), tableY + r.range(300, 380), 1.3, 1);
  }
  return o;
}

function productPasta(c: Ctx): string {
  const r = c.r;
  const th = pickTheme(c, [0, 1, 2, 3, 4, 5]);
  const tableY = r.range(390, 430);
  const cx = 600 + r.range(-40, 40);
  const col = r.pick([WHEAT_D, mix(HONEY, WHEAT_D, 0.5), mix(HONEY, WHEAT, 0.3), mix(WHEAT_D, BROWN, 0.2)]);
  const fus = r.chance(0.4);
  const dir = r.sign();
  let o = backdrop(c, 1200, 900, tableY, th, cx);
  o += plate(
    c,
    cx,
    tableY + 255,
    420,
    r.pick([OFF, OFF_D, mix(OLIVE, WHEAT, 0.6), WHEAT]),
    r.chance(0.5) ? r.pick(ACCENTS) : undefined,
    0.36,
  );
  if (fus) {
    const pieces: [number, number][] = [];
    for (let i = 0; i < 64; i++) {
      const [px, py] = inEllipse(r, 0, 0, 200, 58);
      const hgt = (1 - (px / 200) ** 2 - (py / 58) ** 2) * 120;
      pieces.push([px, py - hgt]);
    }
    pieces.sort((a, b) => a[1] - b[1]);
    let pile = shadow(0, 30, 250, 54, 0.8);
    pile += path(
      P`M-215 12C-180 -90 -90 -132 0 -132C90 -132 180 -90 215 12Q0 40 -215 12Z`,
      darken(col, 0.35),
    );
    for (const [px, py] of pieces)
      pile += fusilli(c, px, py, 1.2, r.range(-40, 40) + (r.chance(0.3) ? 90 : 0), col);
    o += g(tr(cx, tableY + 255), pile);
  } else {
    o += pastaNest(c, cx - 145, tableY + 265, 1.3, col);
    o += pastaNest(c, cx + 150, tableY + 250, 1.25, col);
    o += pastaNest(c, cx + 5, tableY + 345, 1.35, col);
  }
  o += sprig(c, cx - dir * 330, tableY + 410, 190, -dir * r.range(60, 75), OLIVE, 0.45, 0.42);
  o += leaf(c, cx + dir * 320, tableY + 170, 74, dir > 0 ? -30 : 210, OLIVE, 0.42);
  o += cherryTomato(c, cx + dir * 390, tableY + 400, 36) + cherryTomato(c, cx + dir * 450, tableY + 360, 30);
  if (r.chance(0.5)) o += cherryTomato(c, cx - dir * 420, tableY + 230, 28);
  for (let i = 0; i < 3; i++) {
    const px = cx + dir * r.range(260, 420);
    const py = tableY + r.range(420, 450);
    o += shadow(px + 4, py + 14, 46, 8, 0.6) + fusilli(c, px, py, 1.2, r.range(-30, 30), col);
  }
  return o;
}

export function productArtworkSvg(type: ProductType, seed: string): string {
  const c = makeCtx(`${type}:${seed}`);
  let body: string;
  switch (type) {
    case "flourMixes":
      body = productFlour(c);
      break;
    case "snacks":
      body = productSnacks(c);
      break;
    case "breadBreadcrumbs":
      body = productBread(c);
      break;
    case "cookiesSweets":
      body = productCookies(c);
      break;
    case "spreads":
      body = productSpreads(c);
      break;
    default:
      body = productPasta(c);
  }
  const z = type === "flourMixes" ? 1.04 : 1.12;
  return doc(
    c,
    1200,
    900,
    g(`translate(600 900) scale(${z}) translate(-600 -900)`, body) + finish(c, 1200, 900),
  );
}

// ---------------------------------------------------------------- article scenes (1600×900)

/** Flat top-down surface with planks or a linen weave. */
function surface(c: Ctx, w: number, h: number, col: string, planks: boolean): string {
  const r = c.r;
  let o = rect(
    0,
    0,
    w,
    h,
    lin(
      c,
      [
        [0, lighten(col, 0.08)],
        [1, darken(col, 0.1)],
      ],
      0,
      0,
      1,
      1,
    ),
  );
  if (planks) {
    const n = 5;
    let d = "";
    let gr = "";
    for (let i = 1; i < n; i++) d += P`M0 ${(h * i) / n}H${w}`;
    for (let i = 0; i < 16; i++) {
      const y = r.range(0, h);
      const x = r.range(-200, w - 200);
      gr += P`M${x} ${y}C${x + 150} ${y + r.range(-6, 6)} ${x + 300} ${y + r.range(-6, 6)} ${x + r.range(350, 600)} ${y + r.range(-4, 4)}`;
    }
    o += line(d, darken(col, 0.35), 3, { opacity: 0.35 });
    o += line(gr, darken(col, 0.3), 1.6, { opacity: 0.15 });
  } else o += rect(0, 0, w, h, weave(c, darken(col, 0.2), 0.08, true, 8));
  return o;
}

function windowLight(c: Ctx, w: number, h: number, o = 0.18): string {
  const f1 = linU(
    c,
    [
      [0, "#fff", o],
      [1, "#fff", 0],
    ],
    0,
    0,
    w * 0.7,
    h,
  );
  const sk = w * 0.25;
  return path(
    P`M${w * 0.02} 0H${w * 0.16}L${w * 0.16 + sk} ${h}H${w * 0.02 + sk}ZM${w * 0.18} 0H${w * 0.3}L${w * 0.3 + sk} ${h}H${w * 0.18 + sk}Z`,
    f1,
  );
}

function rollingPin(c: Ctx, x: number, y: number, len: number, r: number, wood: string): string {
  const fill = lin(c, [
    [0, lighten(wood, 0.25)],
    [0.45, wood],
    [1, darken(wood, 0.3)],
  ]);
  let o = shadow(14, 30, len * 0.62, 30, 0.7);
  o += rect(-len / 2 - 90, -14, 94, 28, fill, { rx: 14 }) + rect(len / 2 - 4, -14, 94, 28, fill, { rx: 14 });
  o += rect(-len / 2, -42, len, 84, fill, { rx: 12 });
  o += line(P`M${-len / 2 + 20} -22H${len / 2 - 20}`, "#fff", 5, { opacity: 0.3 });
  return g(tr(x, y, r), o);
}

function whiskTop(c: Ctx, x: number, y: number, s: number, r: number, handle: string): string {
  let o = shadow(60, 26, 300, 46, 0.6);
  o += rect(-260, -16, 170, 32, vShade(c, handle, 0.25, 0.25), { rx: 16 });
  let d = "";
  for (const k of [1, 0.72, 0.44, 0.16])
    d += P`M-96 0C-20 ${-64 * k} 140 ${-86 * k} 168 0C140 ${86 * k} -20 ${64 * k} -96 0`;
  o += line(d, darken(STEEL, 0.15), 4) + line(d, lighten(STEEL, 0.5), 1.6, { opacity: 0.9 });
  o += rect(-104, -10, 22, 20, STEEL, { rx: 4 });
  return g(tr(x, y, r, s), o);
}

function spoonTop(c: Ctx, x: number, y: number, s: number, r: number, wood: string, fill?: string): string {
  let o = shadow(40, 22, 250, 36, 0.6);
  o += rect(40, -11, 300, 22, vShade(c, wood, 0.2, 0.25), { rx: 11 });
  o += ell(
    0,
    0,
    70,
    48,
    rad(
      c,
      [
        [0, lighten(wood, 0.1)],
        [0.8, wood],
        [1, darken(wood, 0.25)],
      ],
      0.45,
      0.45,
      0.6,
    ),
  );
  o += ell(-4, 0, 56, 36, fill ?? darken(wood, 0.12));
  if (!fill) o += ell(-20, -12, 20, 9, "#fff", { opacity: 0.18 });
  return g(tr(x, y, r, s), o);
}

/** A bowl or plate seen from straight above. */
function topBowl(
  c: Ctx,
  x: number,
  y: number,
  rr: number,
  glaze: string,
  inside: string,
  innerFill?: string,
): string {
  let o = circ(x + rr * 0.08, y + rr * 0.12, rr * 1.06, "url(#sh)");
  o += circ(
    x,
    y,
    rr,
    rad(
      c,
      [
        [0, lighten(glaze, 0.2)],
        [0.8, glaze],
        [1, darken(glaze, 0.2)],
      ],
      0.4,
      0.4,
      0.65,
    ),
  );
  o += circ(x, y, rr * 0.84, innerFill ?? darken(glaze, 0.12));
  o += inside;
  o += circ(x, y, rr * 0.84, "none", { stroke: darken(glaze, 0.25), "stroke-width": 2, opacity: 0.5 });
  o += line(
    P`M${x - rr * 0.9} ${y - rr * 0.2}A${rr * 0.92} ${rr * 0.92} 0 0 1 ${x - rr * 0.2} ${y - rr * 0.9}`,
    "#fff",
    rr * 0.05,
    { opacity: 0.35 },
  );
  return o;
}

function topPile(c: Ctx, x: number, y: number, rr: number, kind: SeedKind): string {
  return (
    circ(x, y, rr, seedPattern(c, kind, 1.1)) +
    circ(
      x,
      y,
      rr,
      rad(
        c,
        [
          [0, "#fff", 0.2],
          [0.65, "#fff", 0],
          [1, INK, 0.35],
        ],
        0.4,
        0.4,
        0.5,
      ),
    )
  );
}

function topFlour(c: Ctx, x: number, y: number, rr: number): string {
  const d = blobPath(c.r, x, y, rr, rr * 0.85, 11, 0.1);
  return (
    path(d, INK, { opacity: 0.1, transform: "translate(8 10)" }) +
    speckles(c.r, x, y, rr * 1.45, rr * 1.25, 90, OFF, 1, 3, 0.75) +
    path(
      d,
      rad(
        c,
        [
          [0, "#fff"],
          [0.55, OFF],
          [0.9, mix(OFF_D, WHEAT, 0.3)],
          [1, OFF_D],
        ],
        0.42,
        0.38,
        0.62,
      ),
    ) +
    path(blobPath(c.r, x - rr * 0.12, y - rr * 0.1, rr * 0.45, rr * 0.35, 7, 0.15), "#fff", { opacity: 0.6 })
  );
}

function articleTips(c: Ctx): string {
  const r = c.r;
  const W = 1600;
  const H = 900;
  const bases = [mix(HONEY_D, WHEAT_D, 0.45), mix(BROWN, HONEY, 0.45), mix(OLIVE, WHEAT, 0.45)];
  const bi = r.int(0, 2);
  let o = surface(c, W, H, bases[bi]!, bi < 2);
  o += windowLight(c, W, H, 0.14);
  const cloth = r.pick([OFF, OFF_D, WHEAT]);
  o += g(
    tr(1000 + r.range(-40, 40), 470, r.range(-12, -4)),
    rect(-320, -270, 640, 540, INK, { opacity: 0.1, transform: "translate(10 14)" }) +
      rect(-320, -270, 640, 540, cloth) +
      line("M-320 -222H320M-320 -207H320M-320 207H320M-320 222H320", r.pick(ACCENTS), 6, {
        opacity: 0.75,
        "stroke-linecap": "butt",
      }),
  );
  o += topFlour(c, 1010 + r.range(-30, 30), 440, 150);
  o += spoonTop(
    c,
    1130,
    560,
    1.05,
    r.range(20, 40),
    HONEY_D,
    lin(c, [
      [0, OFF],
      [1, OFF_D],
    ]),
  );
  o += rollingPin(
    c,
    420 + r.range(-30, 30),
    250 + r.range(-20, 20),
    520,
    r.range(-25, -12),
    r.pick([HONEY_D, mix(HONEY_D, WHEAT_D, 0.5)]),
  );
  o += whiskTop(c, 380, 620 + r.range(-20, 20), 1, r.range(-10, 10), r.pick([TERRA, OLIVE, BROWN]));
  const mx = 760 + r.range(-30, 30);
  const my = 770;
  if (r.chance(0.5)) {
    for (const [dx, dy, rr] of [
      [0, 0, 64],
      [150, 30, 50],
    ] as const) {
      o += rect(mx + dx + rr * 0.7, my + dy - 12, rr * 1.7, 24, darken(STEEL, 0.1), { rx: 12 });
      o += topBowl(
        c,
        mx + dx,
        my + dy,
        rr,
        STEEL,
        dx === 0
          ? circ(
              mx,
              my,
              rr * 0.8,
              rad(c, [
                [0, "#fff"],
                [1, OFF_D],
              ]),
            )
          : topPile(c, mx + dx, my + dy, rr * 0.8, "oat"),
      );
    }
  } else {
    // a flour sieve with a dusting underneath
    const sx = mx + 40;
    const sy = my - 20;
    o += speckles(r, sx + 20, sy + 10, 170, 110, 60, OFF, 1, 2.6, 0.8);
    o += rect(sx + 100, sy - 14, 190, 28, vShade(c, r.pick([HONEY_D, OLIVE, TERRA]), 0.2, 0.2), { rx: 14 });
    o += circ(sx + 10, sy + 14, 124, "url(#sh)");
    o += circ(sx, sy, 112, darken(STEEL, 0.1));
    o += circ(
      sx,
      sy,
      98,
      rad(c, [
        [0, OFF],
        [0.7, mix(OFF_D, STEEL, 0.4)],
        [1, darken(STEEL, 0.2)],
      ]),
    );
    o += circ(sx, sy, 98, weave(c, darken(STEEL, 0.35), 0.5, true, 6));
    o += circ(sx - 10, sy + 6, 50, OFF, { opacity: 0.85 });
    o += circ(sx, sy, 105, "none", { stroke: lighten(STEEL, 0.5), "stroke-width": 4, opacity: 0.7 });
  }
  o +=
    wheatSprig(c, 1400, 860, 360, -24, HONEY) + wheatSprig(c, 1470, 880, 320, -40, mix(HONEY, WHEAT_D, 0.5));
  o += scatterGrains(c, 700, 470, 110, 90, 16, [HONEY, HONEY_D]);
  return o;
}

function pancakeSide(c: Ctx, x: number, y: number, rx: number, th: number, tilt: number): string {
  const ry = rx * 0.28;
  const side = mix(WHEAT, HONEY, 0.35);
  const top = mix(HONEY, HONEY_D, 0.35);
  let o = path(
    P`M${-rx} 0C${-rx - 4} ${th * 0.5} ${-rx} ${th} ${-rx * 0.95} ${th}A${rx * 0.95} ${ry} 0 0 0 ${rx * 0.95} ${th}C${rx} ${th} ${rx + 4} ${th * 0.5} ${rx} 0Z`,
    roundShade(c, side, 0.2, 0.25),
  );
  o += path(P`M${-rx} ${th * 0.55}A${rx} ${ry} 0 0 0 ${rx} ${th * 0.55}`, "none", {
    stroke: darken(top, 0.1),
    "stroke-width": 3,
    opacity: 0.35,
  });
  o += ell(
    0,
    0,
    rx,
    ry,
    rad(
      c,
      [
        [0, lighten(top, 0.2)],
        [0.8, top],
        [1, darken(top, 0.1)],
      ],
      0.45,
      0.4,
      0.6,
    ),
  );
  return g(tr(x, y, tilt), o);
}

function articleRecipes(c: Ctx): string {
  const r = c.r;
  const W = 1600;
  const H = 900;
  const th = pickTheme(c, [0, 1, 2, 4, 5]);
  const tableY = r.range(440, 480);
  const cx = 780 + r.range(-50, 50);
  let o = backdrop(c, W, H, tableY, th, cx);
  if (r.chance(0.5)) {
    // pancake stack with honey and berries
    o += linen(c, cx - 40, tableY + 290, 820, 170, r.range(-3, 3), OFF, r.pick(ACCENTS));
    o += plate(c, cx, tableY + 290, 320, r.pick([OFF, OFF_D, mix(OLIVE, WHEAT, 0.55)]), undefined, 0.3);
    let stack = "";
    const n = 7;
    for (let i = 0; i < n; i++) stack += pancakeSide(c, r.range(-8, 8), -i * 22, 215, 20, r.range(-1.5, 1.5));
    o += g(tr(cx, tableY + 280), stack);
    const ty = tableY + 280 - (n - 1) * 22;
    const hc = mix(HONEY_D, TERRA, 0.12);
    const drip = P`M${cx - 150} ${ty - 4}C${cx - 150} ${ty - 44} ${cx + 140} ${ty - 48} ${cx + 150} ${ty - 4}C${cx + 170} ${ty + 20} ${cx + 168} ${ty + 80} ${cx + 160} ${ty + 92}C${cx + 152} ${ty + 102} ${cx + 142} ${ty + 92} ${cx + 142} ${ty + 50}C${cx + 110} ${ty + 56} ${cx + 70} ${ty + 60} ${cx + 40} ${ty + 58}C${cx + 36} ${ty + 110} ${cx + 18} ${ty + 114} ${cx + 16} ${ty + 60}C${cx - 40} ${ty + 58} ${cx - 90} ${ty + 54} ${cx - 112} ${ty + 46}C${cx - 118} ${ty + 80} ${cx - 134} ${ty + 82} ${cx - 136} ${ty + 40}C${cx - 150} ${ty + 30} ${cx - 154} ${ty + 10} ${cx - 150} ${ty - 4}Z`;
    o += path(
      drip,
      lin(c, [
        [0, lighten(hc, 0.15)],
        [1, darken(hc, 0.1)],
      ]),
      { opacity: 0.93 },
    );
    o += line(
      P`M${cx - 90} ${ty - 18}Q${cx} ${ty - 34} ${cx + 80} ${ty - 20}M${cx + 150} ${ty + 30}V${ty + 70}`,
      "#fff",
      5,
      { opacity: 0.45 },
    );
    o += berries(c, cx - 10, ty - 14, 6, 15, 70);
    o +=
      leaf(c, cx + 30, ty - 24, 50, -40, OLIVE, 0.4) +
      leaf(c, cx + 30, ty - 24, 44, -140, mix(OLIVE, WHEAT, 0.25), 0.4);
    o += jar(c, cx + 470, tableY + 300, 0.72, hc, 0, r.pick(ACCENTS), 0.75);
    o += bowlSide(
      c,
      cx - 470,
      tableY + 310,
      0.5,
      190,
      130,
      { glaze: OFF, inner: OFF_D, band: r.pick(ACCENTS) },
      berries(c, 0, -10, 18, 20, 150),
    );
  } else {
    // mixing bowl with batter and a whisk
    const gl: GlazeSet = r.pick([
      { glaze: OFF_D, inner: mix(OFF_D, WHEAT_D, 0.5), band: TERRA },
      { glaze: mix(OLIVE, WHEAT, 0.35), inner: mix(OLIVE, WHEAT, 0.15), band: WHEAT },
      { glaze: mix(TERRA, BROWN, 0.15), inner: darken(TERRA, 0.2), band: WHEAT },
    ]);
    const batter = mix(WHEAT, HONEY, 0.35);
    let inside = ell(0, 16, 300, 56, vShade(c, batter, 0.2, 0));
    inside += line("M-160 20C-100 -10 40 -10 120 18C60 40 -80 44 -120 24", lighten(batter, 0.4), 5, {
      opacity: 0.8,
    });
    let d = "";
    for (const k of [1, 0.65, 0.3])
      d += P`M0 -120C${-60 * k} -60 ${-54 * k} 40 0 40C${54 * k} 40 ${60 * k} -60 0 -120`;
    inside += g(
      tr(60, 10, -32),
      line(d, darken(STEEL, 0.2), 5) +
        line(d, lighten(STEEL, 0.5), 2) +
        rect(-14, -330, 28, 220, roundShade(c, OLIVE, 0.2, 0.2), { rx: 14 }),
    );
    o += bowlSide(c, cx, tableY + 170, 1.05, 320, 210, gl, inside);
    o += flourSack(c, cx - 520, tableY + 330, 0.6, mix(WHEAT_D, BROWN, 0.2), r.pick(ACCENTS), false);
    o += flourMound(c, cx + 500, tableY + 360, 110, 56);
    o += scatterGrains(c, cx + 300, tableY + 390, 140, 24, 10, [HONEY, HONEY_D]);
    o += speckles(r, cx - 200, tableY + 390, 300, 24, 40, OFF, 1, 2.4, 0.8);
    o +=
      wheatSprig(c, cx + 700, tableY + 400, 320, -66, HONEY) +
      wheatSprig(c, cx + 690, tableY + 420, 290, -78, HONEY);
  }
  return o;
}

function articleHealth(c: Ctx): string {
  const r = c.r;
  const W = 1600;
  const H = 900;
  const base = r.pick([OFF_D, WHEAT, mix(OLIVE, WHEAT, 0.6), BLUSH]);
  let o = surface(c, W, H, base, false) + windowLight(c, W, H, 0.16);
  const kinds: SeedKind[] = ["pumpkin", "sunflower", "flax", "oat", "buckwheat", "sesame", "chia"];
  const slots = [
    [470, 330, 150],
    [840, 520, 170],
    [1180, 300, 130],
    [250, 690, 110],
    [1310, 660, 120],
  ] as const;
  const glazes = [OFF, OFF_D, mix(OLIVE, WHEAT, 0.35), mix(TERRA, OFF, 0.3), WHEAT];
  for (let i = 0; i < 10; i++) {
    const a = (i / 10) * Math.PI * 2 + r.range(-0.2, 0.2);
    o += leaf(
      c,
      800 + Math.cos(a) * r.range(420, 640),
      450 + Math.sin(a) * r.range(260, 380),
      r.range(100, 150),
      (a * 180) / Math.PI + r.range(-40, 40),
      r.pick([OLIVE, mix(OLIVE, WHEAT, 0.3), OLIVE_D]),
      0.36,
    );
  }
  const start = r.int(0, 6);
  const placed: [number, number, number][] = [];
  for (let i = 0; i < slots.length; i++) {
    const [x0, y0, rr] = slots[i]!;
    const x = x0 + r.range(-20, 20);
    const y = y0 + r.range(-20, 20);
    placed.push([x, y, rr]);
    o += topBowl(c, x, y, rr, r.pick(glazes), topPile(c, x, y, rr * 0.8, kinds[(start + i) % kinds.length]!));
  }
  let nuts = 0;
  for (let tries = 0; tries < 80 && nuts < 14; tries++) {
    const a = r.range(0, Math.PI * 2);
    const x = 800 + Math.cos(a) * r.range(220, 700);
    const y = 450 + Math.sin(a) * r.range(160, 420);
    if (x < 40 || x > W - 40 || y < 40 || y > H - 40) continue;
    if (placed.some(([px, py, pr]) => Math.hypot(x - px, y - py) < pr + 34)) continue;
    placed.push([x, y, 10]);
    o += nut(c, x, y, 1.25);
    nuts++;
  }
  o += scatterSeeds(c, "pumpkin", 640, 730, 140, 60, 14, 1.4);
  o += scatterSeeds(c, "oat", 1020, 190, 140, 50, 12, 1.2);
  return o;
}

function bunting(x1: number, y1: number, x2: number, y2: number, sag: number, cols: string[]): string {
  const mx = (x1 + x2) / 2;
  const my = (y1 + y2) / 2 + sag * 2;
  const o = line(P`M${x1} ${y1}Q${mx} ${my} ${x2} ${y2}`, BROWN_D, 2.5);
  const n = Math.max(2, Math.floor(Math.hypot(x2 - x1, y2 - y1) / 64));
  const ds = cols.map(() => "");
  let shade = "";
  for (let i = 0; i < n; i++) {
    const t = (i + 0.5) / n;
    const px = (1 - t) ** 2 * x1 + 2 * (1 - t) * t * mx + t * t * x2;
    const py = (1 - t) ** 2 * y1 + 2 * (1 - t) * t * my + t * t * y2;
    ds[i % cols.length] += P`M${px - 22} ${py}L${px + 22} ${py}L${px} ${py + 50}Z`;
    shade += P`M${px - 22} ${py}L${px} ${py}L${px} ${py + 50}Z`;
  }
  return o + ds.map((d, i) => path(d, cols[i]!)).join("") + path(shade, "#fff", { opacity: 0.14 });
}

function hills(c: Ctx, w: number, y: number, amp: number, col: string, n = 3, h = 900): string {
  const r = c.r;
  let d = P`M0 ${h}V${y + r.range(-amp, amp) * 0.5}`;
  const step = w / n;
  for (let i = 0; i < n; i++) {
    const x0 = i * step;
    d += P`C${x0 + step * 0.3} ${y - amp * r.range(0.5, 1.1)} ${x0 + step * 0.7} ${y - amp * r.range(0.2, 1.1)} ${x0 + step} ${y + r.range(-amp, amp) * 0.4}`;
  }
  return path(`${d}V${h}Z`, col);
}

function miniJar(x: number, y: number, s: number, fill: string, lid: string): string {
  return g(
    tr(x, y, 0, s),
    path("M-44 0V-78Q-44 -96 -24 -98H24Q44 -96 44 -78V0Z", "#fff", { opacity: 0.3 }) +
      path("M-40 -4V-70H40V-4Z", fill) +
      rect(-36, -90, 9, 84, "#fff", { opacity: 0.35, rx: 4 }) +
      rect(-26, -56, 52, 34, OFF, { rx: 5 }) +
      rect(-32, -116, 64, 22, lid, { rx: 5 }),
  );
}

/** A market stall standing on the ground line y = 815, centred on sx. */
function stall(c: Ctx, sx: number, stripes: readonly [string, string], jars = 8): string {
  const r = c.r;
  const sw = 660;
  const top = 230;
  let o = shadow(sx, 815, sw * 0.65, 40);
  const post = roundShade(c, BROWN, 0.2, 0.25);
  o += rect(sx - sw / 2 + 10, top + 60, 22, 530, post) + rect(sx + sw / 2 - 32, top + 60, 22, 530, post);
  o += rect(sx - sw / 2 + 32, top + 110, sw - 64, 300, darken(OFF_D, 0.08), { opacity: 0.55 });
  // back shelf with small jars
  o += rect(sx - sw / 2 + 32, 440, sw - 64, 14, BROWN);
  const fills = [BROWN, HONEY, mix(TERRA, HONEY_D, 0.3), WHEAT_D];
  const f0 = r.int(0, 3);
  for (let i = 0; i < jars; i++)
    o += miniJar(
      sx - sw / 2 + 80 + i * 72,
      440,
      0.55,
      fills[(i + f0) % 4]!,
      i % 2 ? HONEY_D : r.pick([TERRA, OLIVE]),
    );
  // awning
  const aw = sw + 80;
  const ax = sx - aw / 2;
  const n = 9;
  const sWidth = aw / n;
  const ds = ["", ""];
  for (let i = 0; i < n; i++) {
    const x = ax + i * sWidth;
    ds[i % 2] +=
      P`M${sx + (x - sx) * 0.82} ${top}L${sx + (x + sWidth - sx) * 0.82} ${top}L${x + sWidth} ${top + 110}Q${x + sWidth / 2} ${top + 150} ${x} ${top + 110}Z`;
  }
  o += path(ds[0]!, stripes[0]) + path(ds[1]!, stripes[1]);
  o += path(
    P`M${sx - aw * 0.41} ${top}H${sx + aw * 0.41}L${sx + aw * 0.5} ${top + 110}H${sx - aw * 0.5}Z`,
    lin(c, [
      [0, "#fff", 0.2],
      [1, INK, 0.1],
    ]),
  );
  o += rect(sx - aw * 0.42, top - 14, aw * 0.84, 16, darken(stripes[0], 0.2), { rx: 6 });
  // counter with goods in a seed-dependent order
  const cy = 570;
  const goods: ((x: number) => string)[] = [
    (x) => g(tr(x, cy + 8, 0, 0.42), jar(c, 0, 0, 1, BROWN, 1, TERRA, 0.8, false)),
    (x) => g(tr(x, cy + 8, 0, 0.42), jar(c, 0, 0, 1, HONEY, 0, OLIVE, 0.8, false)),
    (x) => loaf(c, x, cy + 6, 0.42, 1, mix(HONEY_D, BROWN, 0.45)),
    (x) => loaf(c, x, cy + 6, 0.38, r.pick([0, 2]), BROWN),
    (x) => flourSack(c, x, cy + 6, 0.32, r.pick([OFF_D, WHEAT_D]), TERRA, false),
  ];
  for (let i = goods.length - 1; i > 0; i--) {
    const k = r.int(0, i);
    [goods[i], goods[k]] = [goods[k]!, goods[i]!];
  }
  goods.forEach((draw, i) => {
    o += draw(sx - 240 + i * 120);
  });
  o += rect(sx - sw / 2 - 10, cy, sw + 20, 24, vShade(c, HONEY_D, 0.2, 0), { rx: 6 });
  o += rect(
    sx - sw / 2,
    cy + 24,
    sw,
    220,
    lin(c, [
      [0, BROWN],
      [1, BROWN_D],
    ]),
  );
  let planks = "";
  for (let i = 1; i < 6; i++) planks += P`M${sx - sw / 2 + (i * sw) / 6} ${cy + 24}V${cy + 244}`;
  o += line(planks, darken(BROWN_D, 0.3), 2, { opacity: 0.5 });
  o += rect(sx - sw / 2, cy + 24, sw, 20, INK, { opacity: 0.18 });
  // a cloth banner on the counter front
  o += path(
    P`M${sx - 150} ${cy + 40}H${sx + 150}V${cy + 130}L${sx} ${cy + 160}L${sx - 150} ${cy + 130}Z`,
    OFF_D,
  );
  o += circ(sx, cy + 95, 28, "none", { stroke: stripes[0], "stroke-width": 3 });
  o += path(
    ellD(sx - 5, cy + 100, 3.5, 7, -28) +
      ellD(sx + 5, cy + 100, 3.5, 7, 28) +
      ellD(sx - 5, cy + 90, 3.5, 7, -28) +
      ellD(sx + 5, cy + 90, 3.5, 7, 28) +
      ellD(sx, cy + 80, 3, 6, 0),
    stripes[0],
  );
  return o;
}

function articleEvents(c: Ctx): string {
  const r = c.r;
  const W = 1600;
  const H = 900;
  const sky = r.pick([
    [mix(HONEY, OFF, 0.55), OFF],
    [mix(OLIVE, WHEAT, 0.7), OFF_D],
    [BLUSH, OFF],
  ] as const);
  let o = rect(
    0,
    0,
    W,
    H,
    lin(c, [
      [0, sky[0]],
      [1, sky[1]],
    ]),
  );
  o += circ(r.range(180, 340), 250, 80, OFF, { opacity: 0.7 });
  o += hills(c, W, 520, 70, mix(OLIVE, WHEAT, 0.62), 3);
  o += hills(c, W, 590, 50, mix(OLIVE, WHEAT, 0.42), 4);
  const awnings = [
    [TERRA, OFF],
    [OLIVE, WHEAT],
    [HONEY_D, OFF],
  ] as const;
  const ai = r.int(0, 2);
  const side = r.sign();
  const second = r.chance(0.6);
  const sx = 800 + (second ? -side * r.range(120, 190) : r.range(-60, 60));
  let trunks = "";
  let crowns = "";
  for (let i = 0; i < 9; i++) {
    const tx = r.range(20, W - 20);
    if (Math.abs(tx - sx) < 400) continue;
    const ty = 610 + r.range(-20, 20);
    const s = r.range(0.8, 1.2);
    trunks += P`M${tx - 4} ${ty - 10}h8v${40 * s}h-8z`;
    crowns += ellD(tx, ty - 40 * s, 34 * s, 48 * s, 0);
  }
  o += path(trunks, BROWN_D) + path(crowns, mix(OLIVE, OLIVE_D, 0.4));
  o += rect(
    0,
    640,
    W,
    260,
    lin(c, [
      [0, mix(WHEAT_D, OLIVE, 0.25)],
      [1, mix(WHEAT_D, BROWN, 0.3)],
    ]),
  );
  // a second, smaller stall further away
  if (second) {
    const x2 = sx + side * 560;
    o += g(
      `translate(${f(x2)} 760) scale(.6) translate(-800 -815)`,
      stall(c, 800, awnings[(ai + 1) % 3]!, 4),
    );
  }
  o += stall(c, sx, awnings[ai]!);
  const aw = 740;
  const cols = [OLIVE, WHEAT, TERRA, HONEY];
  const rot = r.int(0, 3);
  const bc = cols.slice(rot).concat(cols.slice(0, rot));
  o += bunting(40, 50, W - 40, 50, r.range(26, 42), bc);
  o += bunting(0, 300, sx - aw * 0.42, 230, 34, bc.slice(1).concat(bc[0]!));
  o += bunting(sx + aw * 0.42, 230, W, 300, 34, bc.slice(2).concat(bc.slice(0, 2)));
  // crates of produce on the ground
  for (const [dx, sc] of [
    [-440, 1],
    [420, 0.9],
  ] as const) {
    const x = sx + dx;
    if (x < 80 || x > W - 80) continue;
    const y = 810;
    o += shadow(x, y + 6, 110 * sc, 16);
    o += speckles(r, x, y - 104 * sc, 78 * sc, 14 * sc, 11, r.pick([TERRA, HONEY, OLIVE]), 13 * sc, 17 * sc);
    o += rect(
      x - 90 * sc,
      y - 100 * sc,
      180 * sc,
      100 * sc,
      lin(c, [
        [0, HONEY_D],
        [1, BROWN],
      ]),
    );
    o += line(
      P`M${x - 90 * sc} ${y - 66 * sc}H${x + 90 * sc}M${x - 90 * sc} ${y - 33 * sc}H${x + 90 * sc}`,
      darken(BROWN, 0.3),
      3,
      { opacity: 0.6 },
    );
  }
  return o;
}

function cupSide(c: Ctx, x: number, y: number, s: number, glaze: string, drink: string): string {
  let o = shadow(20, 40, 250, 40);
  o += ell(0, 38, 220, 52, darken(glaze, 0.2));
  o += ell(0, 30, 220, 52, vShade(c, glaze, 0.2, 0));
  o += ell(0, 30, 120, 26, darken(glaze, 0.1));
  o += line("M118 -150C190 -160 200 -70 110 -50", darken(glaze, 0.12), 24);
  o += line("M122 -140C176 -146 182 -80 114 -62", lighten(glaze, 0.3), 5, { opacity: 0.6 });
  o += path(
    "M-140 -190A140 32 0 0 0 140 -190C136 -90 110 -10 60 20Q0 36 -60 20C-110 -10 -136 -90 -140 -190Z",
    roundShade(c, glaze, 0.25, 0.25),
  );
  o += ell(0, -190, 140, 32, darken(glaze, 0.15));
  o += ell(
    0,
    -186,
    128,
    26,
    rad(
      c,
      [
        [0, lighten(drink, 0.2)],
        [1, darken(drink, 0.2)],
      ],
      0.45,
      0.4,
      0.6,
    ),
  );
  o += ell(-30, -190, 40, 8, "#fff", { opacity: 0.25 });
  o += line("M-110 -160Q-110 -60 -60 0", "#fff", 8, { opacity: 0.2 });
  o += line("M-30 -240C-60 -290 10 -320 -20 -380M30 -236C10 -280 70 -310 40 -370", "#fff", 10, {
    opacity: 0.35,
  });
  return g(tr(x, y, 0, s), o);
}

function articleLifestyle(c: Ctx): string {
  const r = c.r;
  const W = 1600;
  const H = 900;
  const th = pickTheme(c, [0, 2, 3, 4, 5]);
  const tableY = 540;
  const cx = 760 + r.range(-60, 60);
  let o = backdrop(c, W, H, tableY, th, cx);
  // window frame light on the wall
  const lf = linU(
    c,
    [
      [0, "#fff", 0.35],
      [1, "#fff", 0.06],
    ],
    0,
    0,
    0,
    tableY,
  );
  const wx = 1000 + r.range(-60, 60);
  o += path(
    P`M${wx} 60H${wx + 170}L${wx + 230} 290H${wx + 60}ZM${wx + 190} 60H${wx + 360}L${wx + 420} 290H${wx + 250}ZM${wx + 66} 310H${wx + 236}L${wx + 290} 520H${wx + 120}ZM${wx + 256} 310H${wx + 426}L${wx + 480} 520H${wx + 310}Z`,
    lf,
  );
  // vase with wheat and a sprig
  const vx = cx + 440;
  const vy = tableY + 60;
  o += shadow(vx + 30, vy + 110, 100, 18);
  o +=
    wheatSprig(c, vx - 10, vy + 20, 300, -12, HONEY) +
    wheatSprig(c, vx + 10, vy + 20, 260, 18, mix(HONEY, WHEAT_D, 0.5));
  o += sprig(c, vx, vy + 20, 240, 4, OLIVE, 0.2, 0.3);
  const vcol = r.pick([TERRA, OLIVE, HONEY_D]);
  o += path(
    P`M${vx - 40} ${vy - 40}H${vx + 40}C${vx + 40} ${vy} ${vx + 80} ${vy + 40} ${vx + 70} ${vy + 80}Q${vx + 60} ${vy + 112} ${vx} ${vy + 112}Q${vx - 60} ${vy + 112} ${vx - 70} ${vy + 80}C${vx - 80} ${vy + 40} ${vx - 40} ${vy} ${vx - 40} ${vy - 40}Z`,
    roundShade(c, vcol, 0.2, 0.25),
  );
  o += linen(
    c,
    cx - 120,
    tableY + 240,
    740,
    180,
    r.range(-6, -2),
    r.pick([OFF, WHEAT, BLUSH]),
    r.pick(ACCENTS),
  );
  o += cupSide(
    c,
    cx - 80,
    tableY + 200,
    1,
    r.pick([OFF, OFF_D, mix(OLIVE, WHEAT, 0.45), BLUSH]),
    r.pick([BROWN_D, mix(BROWN, HONEY, 0.4), HONEY_D]),
  );
  o += shadow(cx + 220, tableY + 300, 100, 20, 0.7);
  o += cookieSide(c, cx + 200, tableY + 280, 76, 16, mix(HONEY, HONEY_D, 0.5), 0);
  o += cookieSide(c, cx + 250, tableY + 250, 76, 16, mix(HONEY_D, BROWN, 0.4), 1, 4);
  // a stack of two closed books
  const bx = cx - 560;
  const by = tableY + 90;
  o += shadow(bx + 150, by + 80, 190, 24, 0.8);
  o += rect(bx, by, 300, 70, vShade(c, OLIVE, 0.15, 0.15), { rx: 6 });
  o += rect(bx + 4, by + 12, 292, 16, OFF_D) + rect(bx, by, 300, 10, lighten(OLIVE, 0.25), { rx: 5 });
  o += rect(bx + 30, by - 30, 250, 40, vShade(c, TERRA, 0.15, 0.15), { rx: 5 });
  o += rect(bx + 34, by - 20, 242, 10, OFF_D);
  return o;
}

// ---- walnut orchard harvest

/** A wicker basket, bottom centre at (x, y), 240 wide at the rim, heaped with walnuts when `full`. */
function basket(c: Ctx, x: number, y: number, s: number, full: boolean): string {
  const r = c.r;
  const wick = mix(HONEY_D, BROWN, 0.2);
  let o = shadow(16, 0, 176, 26);
  o += ell(0, -150, 120, 24, darken(wick, 0.5));
  if (full) {
    const pts: [number, number][] = [];
    for (let i = 0; i < 24; i++) {
      const nx = r.range(-100, 100);
      pts.push([nx, -146 - r.range(0, 1) * 58 * Math.sqrt(1 - (nx / 112) ** 2)]);
    }
    pts.sort((a, b) => a[1] - b[1]);
    for (const [nx, ny] of pts) o += walnut(c, nx, ny, 0.95, r.range(0, 180));
  }
  o += path(
    "M-120 -150C-116 -80 -102 -18 -86 -4Q0 10 86 -4C102 -18 116 -80 120 -150Q0 -122 -120 -150Z",
    roundShade(c, wick, 0.22, 0.32),
  );
  let rows = "";
  let stakes = "";
  for (let k = 0; k < 7; k++) {
    const yy = -128 + k * 18;
    const hw = 118 - k * k * 0.6 - k * 1.5;
    rows += P`M${-hw} ${yy}Q0 ${yy + 26} ${hw} ${yy}`;
  }
  for (let i = -4; i <= 4; i++)
    stakes += P`M${i * 27} ${-134 + Math.abs(i) * 2}L${i * 20} ${2 - Math.abs(i)}`;
  o += line(stakes, darken(wick, 0.4), 2.5, { opacity: 0.35 });
  o += line(rows, lighten(wick, 0.3), 7, { opacity: 0.55, "stroke-dasharray": "16 12" });
  o += line(rows, darken(wick, 0.35), 1.5, { opacity: 0.3 });
  o += line("M-124 -152Q0 -120 124 -152", darken(wick, 0.15), 16);
  o += line("M-122 -156Q0 -126 122 -156", lighten(wick, 0.35), 4, { opacity: 0.7 });
  return g(tr(x, y, 0, s), o);
}

/** Green husks and bare walnuts lying in an ellipse. */
function fallenNuts(c: Ctx, cx: number, cy: number, rx: number, ry: number, n: number, s: number): string {
  const r = c.r;
  let husks = "";
  let hi = "";
  let o = "";
  const pts: [number, number][] = [];
  for (let i = 0; i < n; i++) pts.push(inEllipse(r, cx, cy, rx, ry));
  pts.sort((a, b) => a[1] - b[1]);
  for (const [x, y] of pts) {
    if (r.chance(0.3)) {
      husks += circD(x, y, 19 * s);
      hi += circD(x - 6 * s, y - 7 * s, 6 * s);
    } else o += shadow(x + 3 * s, y + 16 * s, 24 * s, 6 * s, 0.7) + walnut(c, x, y, s, r.range(0, 180));
  }
  return (
    o +
    path(
      husks,
      rad(c, [
        [0, mix(OLIVE, HONEY, 0.55)],
        [1, mix(OLIVE, OLIVE_D, 0.2)],
      ]),
    ) +
    path(hi, "#fff", { opacity: 0.25 })
  );
}

/** A broad walnut tree with its trunk base at (x, y); the crown reaches about 660 px up; `inside` (local coordinates) goes behind the front leaves. */
function walnutTree(c: Ctx, x: number, y: number, autumn: number, inside = ""): string {
  const r = c.r;
  const dark = mix(mix(OLIVE_D, OLIVE, 0.3), HONEY_D, autumn * 0.15);
  const tones = [mix(OLIVE, HONEY_D, autumn * 0.22), mix(OLIVE, HONEY, 0.2 + autumn * 0.25)];
  const light = mix(tones[1]!, WHEAT, 0.22);
  const clumps: [number, number, number][] = [
    [-250, -370, 110],
    [-170, -480, 115],
    [-50, -540, 120],
    [80, -535, 118],
    [200, -470, 115],
    [280, -360, 105],
    [-190, -290, 100],
    [-70, -320, 110],
    [70, -320, 110],
    [190, -280, 100],
    [-90, -440, 120],
    [60, -430, 125],
  ].map(([cx, cy, rr]) => [cx! + r.range(-14, 14), cy! + r.range(-12, 12), rr! * r.range(0.92, 1.08)]);
  let o = ell(30, 8, 430, 62, INK, { opacity: 0.14 });
  o += path(
    clumps.map(([cx, cy, rr]) => blobPath(r, cx, cy, rr, rr * 0.9, 11, 0.09)).join("") +
      blobPath(r, 10, -410, 270, 150, 10, 0.06),
    dark,
  );
  // trunk and boughs in front of the shaded underside of the crown
  o += path(
    "M-58 0C-40 -30 -34 -120 -30 -214C-62 -250 -124 -290 -186 -330L-168 -348C-112 -318 -62 -290 -18 -258C-20 -300 -16 -350 -10 -400L12 -400C18 -344 18 -296 16 -258C62 -298 118 -330 176 -352L190 -334C128 -300 70 -262 32 -214C36 -120 42 -30 62 0Q0 10 -58 0Z",
    roundShade(c, BROWN_D, 0.22, 0.35),
  );
  o += line(
    "M-14 -20C-18 -80 -10 -140 -16 -200M14 -30C18 -90 12 -150 18 -196M-100 -300L-150 -372M100 -310L140 -390",
    darken(BROWN_D, 0.3),
    3,
    { opacity: 0.45 },
  );
  o += line(
    "M-176 -338L-236 -380M-150 -370L-160 -420M180 -344L250 -374M140 -380L170 -430M0 -396L-20 -450",
    BROWN_D,
    9,
  );
  o += inside;
  // lit clumps: each a smaller blob shifted towards the sun, leaving a shaded rim
  const lit = tones.map(() => "");
  let top = "";
  for (const [cx, cy, rr] of clumps) {
    if (cy > -300 && r.chance(0.5)) continue;
    lit[r.int(0, 1)] += blobPath(r, cx + rr * 0.12, cy - rr * 0.14, rr * 0.8, rr * 0.7, 10, 0.1);
    if (cx > -120 && cy < -380)
      top += blobPath(r, cx + rr * 0.28, cy - rr * 0.3, rr * 0.42, rr * 0.34, 8, 0.12);
  }
  o += lit.map((d, i) => path(d, tones[i]!)).join("") + path(top, light);
  // pinnate leaves hinted as paired leaflets, and the green nuts
  let leaves = "";
  for (let i = 0; i < 26; i++) {
    const [lx, ly] = inEllipse(r, 10, -420, 300, 170);
    const a = r.range(-40, 40);
    for (let j = 0; j < 3; j++) {
      const [dx, dy] = rot(j * 16, 0, a);
      const [px, py] = rot(0, 8, a);
      leaves +=
        ellD(lx + dx + px, ly + dy + py, 9, 4, a + 40) + ellD(lx + dx - px, ly + dy - py, 9, 4, a - 40);
    }
  }
  o += path(leaves, darken(tones[0]!, 0.3), { opacity: 0.3 });
  let nuts = "";
  let nutHi = "";
  for (let i = 0; i < 15; i++) {
    const [nx, ny] = inEllipse(r, 20, -420, 260, 150);
    nuts += circD(nx, ny, 11);
    nutHi += circD(nx + 3, ny - 4, 3.5);
  }
  o += path(nuts, mix(OLIVE, HONEY, 0.55)) + path(nutHi, "#fff", { opacity: 0.4 });
  return g(tr(x, y), o);
}

/** A leaning wooden ladder from its feet at (x, y) to its top at (x2, y2). */
function ladder(x: number, y: number, x2: number, y2: number, wood: string): string {
  const rails = P`M${x - 34} ${y}L${x2 - 26} ${y2}M${x + 34} ${y}L${x2 + 26} ${y2}`;
  let rungs = "";
  for (let i = 1; i < 9; i++) {
    const t = i / 9;
    const rx = x + (x2 - x) * t;
    const ry = y + (y2 - y) * t;
    const hw = 34 - 8 * t;
    rungs += P`M${rx - hw} ${ry}L${rx + hw} ${ry}`;
  }
  return (
    line(rungs, darken(wood, 0.2), 7) +
    line(rails, darken(wood, 0.35), 13) +
    line(rails, wood, 8) +
    line(P`M${x - 36} ${y}L${x2 - 28} ${y2}`, lighten(wood, 0.4), 2, { opacity: 0.6 })
  );
}

/** A small kettle hanging from a tripod over a fire, standing at (x, y). */
function kettle(x: number, y: number, s: number): string {
  let o = ell(0, 4, 90, 12, INK, { opacity: 0.14 });
  o += line("M-70 0L0 -170L70 0M0 -170L14 6", BROWN_D, 6);
  o += line("M0 -170V-96", INK, 2);
  o += path("M-26 -34C-26 -66 -44 -92 0 -96C44 -92 26 -66 26 -34Z", darken(OLIVE_D, 0.5));
  o += path("M-52 -94C-52 -40 -30 -24 0 -24C30 -24 52 -40 52 -94Z", darken(OLIVE_D, 0.45));
  o +=
    ell(0, -94, 52, 10, darken(OLIVE_D, 0.6)) +
    line("M-38 -78Q-40 -52 -24 -38", "#fff", 5, { opacity: 0.18 });
  o += path("M-30 2C-30 -18 -12 -20 -8 -34C4 -20 2 -12 10 -22C22 -8 30 -6 30 2Z", TERRA);
  o += path("M-14 2C-14 -10 -4 -12 0 -22C6 -12 14 -8 14 2Z", HONEY);
  o += line("M-34 4L34 -4M-30 -4L30 6", BROWN, 6);
  o += line("M-10 -110C-26 -140 6 -160 -12 -196M14 -110C0 -136 28 -156 12 -186", "#fff", 6, {
    opacity: 0.45,
  });
  return g(tr(x, y, 0, s), o);
}

function articleOrchard(c: Ctx): string {
  const r = c.r;
  const W = 1600;
  const H = 900;
  const sky = r.pick([
    [mix(HONEY, OFF, 0.5), OFF],
    [mix(HONEY, TERRA, 0.25), mix(HONEY, OFF, 0.55)],
    [BLUSH, OFF],
  ] as const);
  let o = gradRect(c, 0, 0, W, H, [0, sky[0]], [0.6, sky[1]]);
  const sunX = r.range(1100, 1380);
  o += circ(
    sunX,
    230,
    300,
    radU(
      c,
      [
        [0, "#fff5dc", 0.8],
        [1, HONEY, 0],
      ],
      sunX,
      230,
      300,
    ),
  );
  o += circ(sunX, 230, 58, "#fff6e0", { opacity: 0.9 });
  let clouds = "";
  for (const [x, y, s] of [
    [r.range(200, 420), 130, 0.9],
    [r.range(820, 980), 90, 0.6],
  ] as const)
    clouds += P`M${x - 160 * s} ${y + 20 * s}Q${x - 150 * s} ${y - 20 * s} ${x - 100 * s} ${y - 14 * s}Q${x - 80 * s} ${y - 60 * s} ${x - 20 * s} ${y - 50 * s}Q${x + 20 * s} ${y - 80 * s} ${x + 70 * s} ${y - 44 * s}Q${x + 130 * s} ${y - 50 * s} ${x + 140 * s} ${y}Q${x + 180 * s} ${y + 4 * s} ${x + 170 * s} ${y + 24 * s}Z`;
  o += path(clouds, OFF, { opacity: 0.5 });
  // the ridge of Fruška Gora with its forest, then the orchard slope
  const haze = mix(HONEY, OFF, 0.45);
  o += hills(c, W, 430, 90, mix(OLIVE, haze, 0.7), 3);
  let forest = "";
  for (let i = 0; i < 60; i++) {
    const x = r.range(-20, W + 20);
    forest += circD(x, 470 + r.range(-14, 20), r.range(12, 22));
  }
  o += path(`${forest}M0 480C400 468 900 492 1600 474V560H0Z`, mix(OLIVE_D, haze, 0.45));
  o += hills(c, W, 530, 50, mix(OLIVE, haze, 0.5), 3);
  // a farmhouse and poplars far away
  const hx = r.range(980, 1200);
  o +=
    rect(hx - 26, 496, 52, 30, OFF_D) +
    path(P`M${hx - 33} 498L${hx} 472L${hx + 33} 498Z`, TERRA) +
    rect(hx + 2, 496, 24, 30, INK, { opacity: 0.08 });
  o += path(ellD(hx + 58, 490, 10, 40, 0) + ellD(hx + 78, 496, 9, 32, 0), mix(OLIVE_D, OLIVE, 0.3));
  // rows of young walnut trees down the slope
  for (const [ry0, s, col] of [
    [566, 0.55, mix(OLIVE, haze, 0.35)],
    [606, 0.8, mix(OLIVE, OLIVE_D, 0.2)],
  ] as const) {
    let trunks = "";
    let crowns = "";
    const off = r.range(0, 150);
    for (let x = -60 + off; x < W + 60; x += 190 * s) {
      const ty = ry0 + r.range(-5, 5);
      trunks += P`M${x - 4 * s} ${ty}h${8 * s}v${-40 * s}h${-8 * s}z`;
      crowns += ellD(x, ty - 66 * s, 62 * s, 46 * s, 0);
    }
    o += path(trunks, BROWN_D) + path(crowns, col);
  }
  o += gradRect(c, 0, 610, W, 290, [0, mix(OLIVE, WHEAT, 0.45)], [1, mix(OLIVE, WHEAT_D, 0.3)]);
  o += path("M0 620C500 606 1100 630 1600 612V640H0Z", mix(OLIVE, WHEAT, 0.35), { opacity: 0.6 });
  // the big tree with the tarp, the ladder and the pole
  const tx = 560 + r.range(-50, 30);
  const ty = 700;
  const cloth = r.pick([WHEAT_D, mix(OLIVE, WHEAT, 0.65), mix(TERRA, WHEAT, 0.55)]);
  o += path(
    P`M${tx - 330} ${ty - 30}Q${tx - 40} ${ty - 44} ${tx + 300} ${ty - 36}Q${tx + 340} ${ty + 40} ${tx + 380} ${ty + 110}Q${tx} ${ty + 124} ${tx - 400} ${ty + 104}Q${tx - 360} ${ty + 40} ${tx - 330} ${ty - 30}Z`,
    lin(c, [
      [0, darken(cloth, 0.06)],
      [1, lighten(cloth, 0.1)],
    ]),
  );
  o += line(P`M${tx - 372} ${ty + 70}Q${tx} ${ty + 86} ${tx + 356} ${ty + 76}`, r.pick([TERRA, OLIVE]), 6, {
    opacity: 0.7,
  });
  o += line(
    P`M${tx - 120} ${ty - 38}L${tx - 150} ${ty + 112}M${tx + 130} ${ty - 38}L${tx + 150} ${ty + 114}`,
    darken(cloth, 0.2),
    2,
    {
      opacity: 0.35,
    },
  );
  o += walnutTree(
    c,
    tx,
    ty,
    r.range(0.4, 1),
    line("M-80 6L-210 -380", mix(BROWN, WHEAT_D, 0.3), 8) +
      ladder(250, 40, 130, -300, mix(HONEY_D, WHEAT_D, 0.35)),
  );
  o += fallenNuts(c, tx + 40, ty + 50, 320, 44, 34, 0.75);
  // grass tufts and fallen leaves in the foreground
  let tufts = "";
  for (let i = 0; i < 40; i++) {
    const x = r.range(0, W);
    const y = r.range(760, 900);
    const h = r.range(12, 24);
    if (y < ty + 130 && Math.abs(x - tx) < 400) continue;
    tufts += P`M${x - 8} ${y}Q${x - 6} ${y - h * 0.6} ${x - 12} ${y - h}M${x} ${y}Q${x} ${y - h} ${x + 2} ${y - h * 1.3}M${x + 8} ${y}Q${x + 8} ${y - h * 0.6} ${x + 14} ${y - h * 0.9}`;
  }
  o += line(tufts, mix(OLIVE, OLIVE_D, 0.3), 3, { opacity: 0.45 });
  let fallen = "";
  for (let i = 0; i < 24; i++) {
    const [lx, ly] = inEllipse(r, W / 2, 800, 800, 100);
    fallen += ellD(lx, ly, r.range(10, 14), 5, r.range(-40, 40));
  }
  for (let i = 0; i < 6; i++) {
    const [lx, ly] = inEllipse(r, tx + 60, ty - 130, 240, 70);
    fallen += ellD(lx, ly, 12, 5, r.range(-70, 70));
  }
  o += path(fallen, mix(HONEY, HONEY_D, 0.4), { opacity: 0.85 });
  // the kettle of bean stew further off, the baskets in front
  const kx = tx + r.range(540, 640);
  o += kettle(kx, 650, 0.75);
  o += basket(c, kx + 250, 790, 0.75, r.chance(0.5));
  o += basket(c, kx - 190, 820, 0.85, true);
  o += basket(c, kx + 40, 862, 0.95, true);
  return o;
}

// ---- open day and bread-baking class

/** A ball of dough resting on the table at (x, y). */
function dough(c: Ctx, x: number, y: number, rx: number, h: number): string {
  const d = P`M${x - rx} ${y}C${x - rx} ${y - h * 0.8} ${x - rx * 0.55} ${y - h} ${x} ${y - h}C${x + rx * 0.55} ${y - h} ${x + rx} ${y - h * 0.8} ${x + rx} ${y}Q${x} ${y + h * 0.28} ${x - rx} ${y}Z`;
  return (
    shadow(x + rx * 0.1, y + 4, rx * 1.2, h * 0.34, 0.6) +
    path(
      d,
      rad(
        c,
        [
          [0, "#fffaf0"],
          [0.55, mix(OFF, WHEAT, 0.45)],
          [1, mix(WHEAT, WHEAT_D, 0.6)],
        ],
        0.4,
        0.25,
        0.8,
      ),
    ) +
    path(ellD(x - rx * 0.3, y - h * 0.7, rx * 0.3, h * 0.14, -12), "#fff", { opacity: 0.5 }) +
    speckles(c.r, x, y - h * 0.65, rx * 0.7, h * 0.25, 14, "#fff", 1, 2.2, 0.8)
  );
}

/** A dusting of flour on the table. */
function flourDust(c: Ctx, x: number, y: number, rx: number, ry: number): string {
  return (
    path(blobPath(c.r, x, y, rx, ry, 10, 0.18), OFF, { opacity: 0.45 }) +
    path(blobPath(c.r, x - rx * 0.1, y, rx * 0.6, ry * 0.6, 8, 0.2), OFF, { opacity: 0.4 }) +
    speckles(c.r, x, y, rx * 1.2, ry * 1.3, 40, OFF, 1, 2.6, 0.8)
  );
}

/** A round cane proofing basket with floured dough, rim centre at (x, y). */
function banneton(c: Ctx, x: number, y: number, s: number): string {
  const cane = mix(HONEY_D, WHEAT_D, 0.3);
  let o = shadow(12, 58, 120, 18);
  o += path("M-100 0C-98 30 -80 56 -60 60Q0 72 60 60C80 56 98 30 100 0Z", roundShade(c, cane, 0.2, 0.3));
  o += line("M-98 16Q0 40 98 16M-90 34Q0 58 90 34M-74 50Q0 70 74 50", darken(cane, 0.3), 2, { opacity: 0.4 });
  o += ell(0, 0, 100, 26, darken(cane, 0.1)) + ell(0, 0, 86, 20, mix(OFF, WHEAT, 0.4));
  o += path("M-86 0C-80 -14 -40 -24 0 -24C40 -24 80 -14 86 0Q0 22 -86 0Z", mix(OFF, WHEAT, 0.3));
  o += line("M-60 -2Q0 -22 60 -2M-34 -8Q0 -18 34 -8M-70 6Q0 20 70 6", darken(WHEAT, 0.12), 2, {
    opacity: 0.5,
  });
  o += ell(0, 0, 100, 26, "none", { stroke: lighten(cane, 0.3), "stroke-width": 5 });
  return g(tr(x, y, 0, s), o);
}

/** An apron hanging from a peg at (x, y). */
function apron(x: number, y: number, s: number, cloth: string, trim: string): string {
  let o = line("M-30 64C-34 20 -14 2 0 0C14 2 34 20 30 64", darken(cloth, 0.25), 5);
  o += path("M-36 60H36L42 130H-42Z", cloth);
  o += line("M-44 128C-70 140 -80 160 -74 186M44 128C70 140 80 160 74 186", darken(cloth, 0.2), 5);
  o += path("M-50 126H50C58 190 66 250 72 300Q0 312 -72 300C-66 250 -58 190 -50 126Z", cloth);
  o += path("M-50 126H50L52 140H-52Z", trim);
  o += path("M-30 190H30V236Q0 244 -30 236Z", darken(cloth, 0.08));
  o += line("M-69 286Q0 298 69 286", trim, 6, { opacity: 0.9 });
  o += path("M0 126H50C58 190 66 250 72 300Q36 306 10 304Z", INK, { opacity: 0.07 });
  return g(tr(x, y, 0, s), o) + circ(x, y, 9 * s, BROWN_D);
}

/** A domed wood-fired oven on a brick plinth, hearth centre at (x, y). */
function oven(c: Ctx, x: number, y: number): string {
  const clay = mix(TERRA, WHEAT, 0.42);
  let o = rect(-36, -560, 72, 320, vShade(c, mix(clay, OFF_D, 0.3), 0.1, 0.15));
  o += rect(-46, -560, 92, 18, darken(clay, 0.2));
  o += path(
    "M-250 0C-250 -190 -140 -280 0 -280C140 -280 250 -190 250 0Z",
    rad(
      c,
      [
        [0, lighten(clay, 0.25)],
        [0.6, clay],
        [1, darken(clay, 0.2)],
      ],
      0.38,
      0.3,
      0.8,
    ),
  );
  o += line("M-190 -150Q-150 -220 -70 -250", "#fff", 10, { opacity: 0.2 });
  // brick arch around the mouth
  let bricks = "";
  for (let i = 0; i <= 8; i++) {
    const a = Math.PI + (i / 8) * Math.PI;
    bricks += P`M${Math.cos(a) * 96} ${-70 + Math.sin(a) * 96}L${Math.cos(a) * 136} ${-70 + Math.sin(a) * 136}`;
  }
  o += path("M-136 0V-70A136 136 0 0 1 136 -70V0Z", TERRA);
  o += line(bricks, darken(TERRA, 0.35), 3, { opacity: 0.6 });
  o += path(
    "M-96 0V-70A96 96 0 0 1 96 -70V0Z",
    rad(
      c,
      [
        [0, HONEY],
        [0.4, mix(TERRA, HONEY, 0.4)],
        [1, darken(BROWN_D, 0.5)],
      ],
      0.5,
      0.95,
      0.9,
    ),
  );
  o += path("M-60 0C-60 -40 -30 -46 -24 -84C0 -50 6 -70 14 -96C40 -60 60 -40 60 0Z", TERRA, { opacity: 0.9 });
  o += path("M-34 0C-34 -26 -14 -30 -8 -56C8 -32 18 -36 22 -52C36 -30 34 -14 34 0Z", HONEY);
  o += line("M-70 -4L50 -18M-50 -18L70 -6", BROWN_D, 12);
  // plinth
  o += rect(-270, 0, 540, 90, mix(TERRA, BROWN, 0.4));
  let courses = "";
  for (let k = 0; k < 3; k++) {
    courses += P`M-270 ${30 * k}H270`;
    for (let i = 0; i < 9; i++) courses += P`M${-270 + i * 60 + (k % 2) * 30} ${30 * k}v30`;
  }
  o += line(courses, darken(TERRA, 0.4), 2.5, { opacity: 0.45 });
  o += rect(-280, -8, 560, 14, darken(clay, 0.15), { rx: 4 });
  // firewood stacked in a niche of the plinth
  o += path("M-130 90V46Q-130 18 -100 18H100Q130 18 130 46V90Z", darken(BROWN_D, 0.45));
  let logs = "";
  let rings = "";
  for (let k = 0; k < 2; k++)
    for (let i = 0; i < 7 - k; i++) {
      const lx = -105 + i * 35 + k * 17 + c.r.range(-2, 2);
      const ly = 72 - k * 30 + c.r.range(-2, 2);
      const lr = c.r.range(13, 17);
      logs += circD(lx, ly, lr);
      rings += circD(lx + 1, ly, lr * 0.45);
    }
  o += path(logs, mix(WHEAT_D, HONEY_D, 0.55), { stroke: BROWN, "stroke-width": 4 });
  o += line(rings, darken(HONEY_D, 0.2), 1.5, { opacity: 0.5 });
  return g(tr(x, y), o);
}

function articleBakery(c: Ctx): string {
  const r = c.r;
  const W = 1600;
  const H = 900;
  const tableY = 560;
  const wall = r.pick([
    [mix(OFF_D, WHEAT, 0.55), OFF_D],
    [mix(HONEY, OFF, 0.55), mix(HONEY, OFF, 0.78)],
    [mix(SAGE, OFF, 0.35), OFF_D],
  ] as const);
  let o = gradRect(c, 0, 0, W, H, [0, wall[0]], [1, wall[1]]);
  // a window onto the hills
  o += hillsWindow(c, 90 + r.range(0, 60), 150, 320, 270, {
    pad: 20,
    wood: mix(WHEAT_D, BROWN, 0.2),
    bar: 12,
    sun: [0.5, 30],
    hills: [
      [90, 200, 0.62, 0.5, 0.58, 0.5, mix(OLIVE, WHEAT, 0.5)],
      [120, 220, 0.8, 0.68, 0.78, 0.72, mix(OLIVE, HONEY, 0.3)],
    ],
    sill: [34, 16, 18, mix(WHEAT_D, BROWN, 0.3)],
    light: [40, 190, 330, 170],
    lightAlpha: 0.35,
    floor: tableY,
  });
  // aprons on a peg rail, waiting for the class
  const cloths = [OFF_D, SAGE, BLUSH, WHEAT, mix(OLIVE, WHEAT, 0.45)];
  const c0 = r.int(0, 4);
  o += rect(500, 196, 400, 16, vShade(c, BROWN, 0.2, 0.2), { rx: 4 });
  for (let i = 0; i < 4; i++)
    o += apron(
      556 + i * 96 + r.range(-6, 6),
      204,
      0.86,
      cloths[(c0 + i) % 5]!,
      r.pick([TERRA, OLIVE, HONEY_D]),
    );
  // the oven, with its peel leaning on the wall
  const ox = 1290;
  o += oven(c, ox, 470);
  const peel = mix(HONEY_D, WHEAT_D, 0.3);
  o += line(P`M${ox - 318} 250L${ox - 296} ${tableY}`, darken(peel, 0.1), 9);
  o += path(ellD(ox - 322, 215, 42, 64, -4), vShade(c, peel, 0.2, 0.15));
  // bunting along the beam
  const cols = [OLIVE, WHEAT, TERRA, HONEY];
  const k0 = r.int(0, 3);
  const bc = cols.slice(k0).concat(cols.slice(0, k0));
  o += rect(0, 0, W, 52, vShade(c, BROWN, 0.1, 0.2)) + rect(0, 52, W, 10, INK, { opacity: 0.1 });
  o +=
    bunting(0, 70, W / 2, 66, r.range(24, 36), bc) +
    bunting(W / 2, 66, W, 70, r.range(24, 36), bc.slice(2).concat(bc.slice(0, 2)));
  // the long table
  const wood = mix(HONEY_D, WHEAT_D, 0.35);
  o += tableTop(c, W, tableY, 250, darken(wood, 0.05), lighten(wood, 0.08), 40, 0.1);
  let planks = "";
  let grain = "";
  for (const t of [0.14, 0.32, 0.54, 0.78]) planks += P`M0 ${tableY + 250 * t}H${W}`;
  for (let i = 0; i < 14; i++) {
    const y = tableY + r.range(10, 240);
    const x = r.range(-200, W - 200);
    grain += P`M${x} ${y}C${x + 150} ${y + r.range(-4, 4)} ${x + 300} ${y + r.range(-4, 4)} ${x + r.range(350, 600)} ${y}`;
  }
  o +=
    line(planks, darken(wood, 0.35), 2.5, { opacity: 0.3 }) +
    line(grain, darken(wood, 0.3), 1.6, { opacity: 0.14 });
  o += ell(
    W / 2,
    tableY + 120,
    760,
    130,
    rad(c, [
      [0, "#fff", 0.18],
      [1, "#fff", 0],
    ]),
  );
  o += rect(0, tableY, W, 4, lighten(wood, 0.4), { opacity: 0.6 });
  o += rect(0, tableY + 250, W, 44, vShade(c, darken(wood, 0.25), 0.1, 0.2));
  o += rect(0, tableY + 294, W, H - tableY - 294, mix(BROWN_D, INK, 0.3));
  o += rect(110, tableY + 294, 44, H, BROWN) + rect(W - 154, tableY + 294, 44, H, BROWN);
  o += rect(0, tableY + 250, W, 3, lighten(wood, 0.3), { opacity: 0.6 });
  // on the table: flour, dough at each place, a proofing basket, and the morning's loaves
  o += flourSack(c, 190, tableY + 110, 0.56, r.pick([OFF_D, mix(WHEAT_D, BROWN, 0.2)]), TERRA);
  o += flourMound(c, 370, tableY + 160, 110, 60);
  o += scoop(c, 430, tableY + 130, 0.5, -14, false);
  for (const px of [600, 880]) {
    const x = px + r.range(-20, 20);
    o += flourDust(c, x, tableY + 190, 150, 40);
    o += dough(c, x - 30, tableY + 200, 84, 64);
    o += g(tr(x + 110, tableY + 235, -6, 0.45), rollingPin(c, 0, 0, 420, 0, mix(HONEY_D, WHEAT_D, 0.45)));
  }
  o += banneton(c, 1030, tableY + 100, 0.9);
  o += board(c, 1270, tableY + 190, 400, 110, mix(BROWN, HONEY_D, 0.4), true);
  const crust = mix(HONEY_D, BROWN, 0.45);
  o += loaf(c, 1190, tableY + 200, 0.5, r.pick([0, 2]), crust);
  o += loaf(c, 1360, tableY + 195, 0.46, 1, mix(HONEY_D, BROWN, 0.25), true);
  o += scatterGrains(c, 1020, tableY + 225, 150, 20, 14, [HONEY, HONEY_D, WHEAT_D]);
  // a tea towel over the front edge of the table
  const towel = r.pick([OFF_D, WHEAT, BLUSH]);
  const stripe = r.pick([TERRA, OLIVE]);
  const tx = 300 + r.range(-20, 20);
  o += path(
    P`M${tx + 20} ${tableY + 196}H${tx + 190}L${tx + 200} ${tableY + 250}H${tx}Z`,
    darken(towel, 0.06),
  );
  o += path(
    P`M${tx} ${tableY + 250}H${tx + 200}L${tx + 196} ${tableY + 340}H${tx + 4}Z`,
    vShade(c, towel, 0.1, 0.12),
  );
  o += line(P`M${tx + 2} ${tableY + 286}H${tx + 198}M${tx + 3} ${tableY + 298}H${tx + 197}`, stripe, 5, {
    opacity: 0.85,
    "stroke-linecap": "butt",
  });
  o += path(P`M${tx + 6} ${tableY + 344}H${tx + 194}`, "none", {
    stroke: darken(towel, 0.1),
    "stroke-width": 8,
    "stroke-dasharray": "2 7",
  });
  o += rect(tx, tableY + 250, 200, 4, "#fff", { opacity: 0.4 });
  return o;
}

/** Scenes an article can ask for instead of its category's. */
export type ArticleScene = "orchard" | "bakery";

export function articleArtworkSvg(category: NewsCategory, seed: string, scene?: ArticleScene): string {
  const c = makeCtx(`${category}:${seed}`);
  const scenes: Record<NewsCategory, (c: Ctx) => string> = {
    tips: articleTips,
    recipes: articleRecipes,
    health: articleHealth,
    events: articleEvents,
    lifestyle: articleLifestyle,
  };
  let body = (scene ? { orchard: articleOrchard, bakery: articleBakery }[scene] : scenes[category])(c);
  // half of the articles are mirrored, so two articles of a category rarely look alike
  if (makeRng(`mirror:${seed}`).chance(0.5)) body = g("translate(1600 0) scale(-1 1)", body);
  return doc(c, 1600, 900, body + finish(c, 1600, 900));
}

// ---------------------------------------------------------------- hero (1920×1080)

function heroHills(c: Ctx): string {
  const r = c.r;
  const W = 1920;
  const H = 1080;
  const hazeCol = mix(HONEY, OFF, 0.45);
  const haze = (col: string, t: number): string => mix(col, hazeCol, t);
  let o = rect(
    0,
    0,
    W,
    H,
    lin(c, [
      [0, mix(HONEY, OFF, 0.6)],
      [0.4, mix(HONEY, OFF, 0.35)],
      [0.58, mix(HONEY, TERRA, 0.15)],
      [1, HONEY],
    ]),
  );
  const sunX = 1320;
  const sunY = 500;
  o += circ(
    sunX,
    sunY,
    560,
    radU(
      c,
      [
        [0, "#fff5dc", 0.9],
        [0.22, "#ffe9b8", 0.5],
        [1, HONEY, 0],
      ],
      sunX,
      sunY,
      560,
    ),
  );
  o += circ(sunX, sunY, 66, "#fff6e0");
  let clouds = "";
  for (const [x, y, s] of [
    [380, 200, 1],
    [980, 140, 0.7],
    [1680, 260, 0.8],
  ] as const)
    clouds += P`M${x - 160 * s} ${y + 20 * s}Q${x - 150 * s} ${y - 20 * s} ${x - 100 * s} ${y - 14 * s}Q${x - 80 * s} ${y - 60 * s} ${x - 20 * s} ${y - 50 * s}Q${x + 20 * s} ${y - 80 * s} ${x + 70 * s} ${y - 44 * s}Q${x + 130 * s} ${y - 50 * s} ${x + 140 * s} ${y}Q${x + 180 * s} ${y + 4 * s} ${x + 170 * s} ${y + 24 * s}Z`;
  o += path(clouds, OFF, { opacity: 0.45 });
  // distant ridge of Fruška Gora, then nearer hills
  o += hills(c, W, 560, 80, haze(OLIVE, 0.74), 3, H);
  o += hills(c, W, 620, 70, haze(OLIVE, 0.58), 4, H);
  // forest on the ridge
  let trees = "";
  for (let i = 0; i < 80; i++) {
    const x = Math.round(r.range(-20, W + 20));
    const y = Math.round(640 + r.range(-16, 26));
    const s = r.int(13, 24);
    trees += `M${x - s} ${y - s}a${s} ${s} 0 1 0 ${2 * s} 0a${s} ${s} 0 1 0 -${2 * s} 0`;
  }
  o += path(`${trees}M0 655C400 640 800 668 1200 650C1500 638 1700 660 1920 648V720H0Z`, haze(OLIVE_D, 0.4));
  o += hills(c, W, 690, 50, haze(OLIVE, 0.42), 3, H);
  // patchwork fields in perspective
  const vpX = 960;
  const vpY = 420;
  const curve = (k: number, x: number): number => {
    const base = 720 + 32 * k + 7 * k * k;
    return base + Math.sin(x / 380 + k * 0.7) * (14 + k * 3) - (x / W) * 40;
  };
  const rowsN = 9;
  const cols = [
    WHEAT,
    HONEY,
    mix(OLIVE, WHEAT, 0.45),
    WHEAT_D,
    mix(HONEY, TERRA, 0.22),
    mix(OLIVE, HONEY, 0.35),
    mix(OLIVE, WHEAT, 0.2),
    HONEY_D,
  ];
  const fillD = cols.map(() => "");
  let furrows = "";
  for (let k = 0; k < rowsN; k++) {
    let xTop = -60 - r.range(0, 200);
    while (xTop < W + 60) {
      const wTop = r.range(180, 420) * (1 + k * 0.12);
      const xa = xTop;
      const xb = xTop + wTop;
      const yT = (x: number): number => curve(k, x);
      const yB = (x: number): number => curve(k + 1, x);
      // project the divider lines towards the vanishing point
      const proj = (x: number, y0: number, y1: number): number => vpX + ((x - vpX) * (y1 - vpY)) / (y0 - vpY);
      const xaB = proj(xa, yT(xa), yB(xa));
      const xbB = proj(xb, yT(xb), yB(xb));
      let d = P`M${xa} ${yT(xa)}`;
      for (let i = 1; i <= 6; i++) {
        const x = xa + ((xb - xa) * i) / 6;
        d += P`L${x} ${yT(x)}`;
      }
      for (let i = 0; i <= 6; i++) {
        const x = xbB + ((xaB - xbB) * i) / 6;
        d += P`L${x} ${yB(x)}`;
      }
      const ci = (k * 3 + Math.floor(xa / 300) + r.int(0, 3)) % cols.length;
      fillD[ci] += `${d}Z`;
      // furrows: converging rows or contour rows
      if (r.chance(0.55)) {
        const m = 4 + Math.floor(k / 2);
        for (let i = 1; i < m; i++) {
          const u = i / m;
          const x0 = xa + (xb - xa) * u;
          const x1 = xaB + (xbB - xaB) * u;
          furrows += P`M${x0} ${yT(x0)}L${x1} ${yB(x1)}`;
        }
      } else {
        for (let i = 1; i < 3; i++) {
          const u = i / 3;
          let dd = "";
          for (let j = 0; j <= 3; j++) {
            const xt = xa + ((xb - xa) * j) / 3;
            const xbb = xaB + ((xbB - xaB) * j) / 3;
            const x = xt + (xbb - xt) * u;
            const y = yT(xt) + (yB(xbb) - yT(xt)) * u;
            dd += (j ? "L" : "M") + P`${x} ${y}`;
          }
          furrows += dd;
        }
      }
      xTop = xb;
    }
  }
  o += path(P`M0 ${H}V${curve(0, 0)}L${W} ${curve(0, W)}V${H}Z`, mix(OLIVE, WHEAT, 0.35));
  o += fillD.map((d, i) => path(d, cols[i]!)).join("");
  o += line(furrows, INK, 1.6, { opacity: 0.09 });
  o += rect(
    0,
    690,
    W,
    390,
    linU(
      c,
      [
        [0, hazeCol, 0.45],
        [1, hazeCol, 0],
      ],
      0,
      690,
      0,
      1000,
    ),
  );
  // a farmhouse with a terracotta roof, poplars and a lone walnut tree
  const hx = 560;
  const hy = curve(0, 560) + 4;
  o +=
    rect(hx - 40, hy - 40, 80, 44, OFF_D) +
    path(P`M${hx - 50} ${hy - 38}L${hx} ${hy - 76}L${hx + 50} ${hy - 38}Z`, TERRA) +
    rect(hx - 8, hy - 20, 16, 24, BROWN_D);
  o += rect(hx, hy - 40, 40, 44, INK, { opacity: 0.08 });
  let poplars = "";
  let poplarHi = "";
  for (const [px, ph] of [
    [hx + 80, 120],
    [hx + 110, 150],
    [hx - 90, 110],
    [1270, 130],
    [1300, 100],
  ] as const) {
    const py = curve(0, px) + 8;
    poplars += ellD(px, py - ph / 2, 16, ph / 2, 0);
    poplarHi += ellD(px + 5, py - ph / 2, 6, ph / 2.6, 0);
  }
  o += path(poplars, mix(OLIVE_D, OLIVE, 0.3)) + path(poplarHi, HONEY, { opacity: 0.25 });
  o += rect(
    0,
    0,
    W,
    H,
    lin(c, [
      [0, "#fff", 0],
      [0.55, "#fff", 0.05],
      [1, HONEY_D, 0.12],
    ]),
  );
  // foreground wheat at both edges
  for (let i = 0; i < 14; i++) {
    const x = i < 7 ? r.range(-20, 280) : r.range(1660, 1960);
    o += wheatSprig(
      c,
      x,
      H + 20,
      r.range(220, 330),
      r.range(-16, 16),
      r.pick([HONEY_D, mix(HONEY_D, BROWN, 0.3), HONEY]),
      1.2,
    );
  }
  o += line(
    "M820 300q12 -10 24 0q12 -10 24 0M900 260q9 -8 18 0q9 -8 18 0M760 250q8 -7 16 0q8 -7 16 0",
    BROWN_D,
    3,
    { opacity: 0.6 },
  );
  return o + finish(c, W, H, 0.25);
}

function heroWorkshop(c: Ctx): string {
  const r = c.r;
  const W = 1920;
  const H = 1080;
  const tableY = 640;
  let o = gradRect(c, 0, 0, W, H, [0, mix(OFF_D, WHEAT, 0.5)], [1, OFF_D]);
  // a window onto the hills, its light falling across the wall
  o += hillsWindow(c, 170, 110, 440, 360, {
    pad: 24,
    wood: mix(WHEAT_D, OFF_D, 0.3),
    bar: 14,
    sun: [0.55, 40],
    hills: [
      [120, 260, 0.62, 0.5, 0.58, 0.5, mix(OLIVE, WHEAT, 0.5)],
      [160, 300, 0.78, 0.66, 0.76, 0.7, mix(OLIVE, HONEY, 0.3)],
      [160, 300, 0.9, 0.84, 0.9, 0.86, HONEY],
    ],
    sill: [40, 20, 22, mix(WHEAT_D, BROWN, 0.2)],
    light: [60, 260, 420, 200],
    lightAlpha: 0.4,
    floor: tableY,
  });
  // shelf with jars of grains
  o += rect(900, 300, 820, 22, vShade(c, HONEY_D, 0.1, 0.2)) + rect(900, 322, 820, 16, INK, { opacity: 0.1 });
  const seeds: SeedKind[] = ["buckwheat", "oat", "pumpkin", "flax", "buckwheat", "oat"];
  for (let i = 0; i < 6; i++) {
    const jx = 980 + i * 130;
    const body = P`M${jx - 44} 300V210Q${jx - 44} 190 ${jx - 24} 188H${jx + 24}Q${jx + 44} 190 ${jx + 44} 210V300Z`;
    o += path(P`M${jx - 40} 298V232H${jx + 40}V298Z`, seedPattern(c, seeds[i]!, 1));
    o +=
      path(body, "#fff", { opacity: 0.25 }) +
      path(body, "none", { stroke: "#fff", "stroke-width": 2.5, opacity: 0.6 });
    o += rect(jx - 34, 198, 10, 90, "#fff", { opacity: 0.35, rx: 5 });
    o += rect(jx - 32, 172, 64, 20, i % 2 ? HONEY_D : i % 4 ? OLIVE : TERRA, { rx: 5 });
  }
  // a bundle of dried wheat hanging from a peg
  o += line("M780 80V110", BROWN_D, 3) + circ(780, 76, 7, BROWN_D);
  for (let i = 0; i < 7; i++)
    o += wheatSprig(c, 780 + (i - 3) * 4, 150, 230 + r.range(-20, 20), 180 + (i - 3) * 7, HONEY_D, 1);
  o += rect(760, 140, 40, 16, TERRA, { rx: 5 }) + line("M780 110V142", WHEAT_D, 3);
  // table
  o += tableTop(c, W, tableY, H - tableY, mix(HONEY_D, WHEAT_D, 0.4), mix(BROWN, HONEY_D, 0.4), 60, 0.08);
  let gr = "";
  for (let i = 0; i < 9; i++) {
    const y = tableY + 30 + i * 48 + r.range(-8, 8);
    gr += P`M0 ${y}C600 ${y + r.range(-10, 10)} 1200 ${y + r.range(-10, 10)} 1920 ${y}`;
  }
  o +=
    line(gr, BROWN_D, 2, { opacity: 0.14 }) + rect(0, tableY, W, 4, lighten(HONEY_D, 0.4), { opacity: 0.6 });
  o += line(P`M0 ${tableY + 200}H${W}`, BROWN_D, 3, { opacity: 0.2 });
  // things on the table
  o +=
    wheatSprig(c, 1320, tableY + 40, 380, -14, HONEY_D) +
    wheatSprig(c, 1340, tableY + 40, 420, 4, HONEY_D) +
    wheatSprig(c, 1360, tableY + 40, 360, 20, HONEY_D);
  o += g(tr(1340, tableY + 120, 0, 0.6), jar(c, 0, 0, 1, mix(WHEAT, OFF, 0.3), 1, OLIVE, 0.05, false));
  o += flourSack(c, 1680, tableY + 150, 0.95, mix(WHEAT_D, BROWN, 0.2), TERRA);
  o += g(tr(1180, tableY + 150, 0, 0.85), jar(c, 0, 0, 1, BROWN, 1, TERRA, 0.8));
  o += g(tr(1000, tableY + 140, 0, 0.62), jar(c, 0, 0, 1, HONEY, 0, HONEY_D, 0.7, false));
  o += flourMound(c, 700, tableY + 250, 240, 125);
  o += scoop(c, 790, tableY + 190, 1, -18, false, HONEY_D, true);
  o += bowlSide(
    c,
    1330,
    tableY + 280,
    0.7,
    220,
    150,
    { glaze: OFF_D, inner: mix(OFF_D, WHEAT_D, 0.5), band: OLIVE },
    ell(0, 2, 205, 42, seedPattern(c, "buckwheat", 1)),
  );
  o += rollingPin(c, 330, tableY + 320, 460, 4, mix(HONEY_D, WHEAT_D, 0.4));
  o += scatterGrains(c, 1000, tableY + 350, 260, 50, 18, [HONEY, HONEY_D, WHEAT_D]);
  o += scatterGroats(c, 1300, tableY + 380, 230, 40, 12);
  o += speckles(r, 720, tableY + 310, 520, 90, 50, OFF, 1, 2.6, 0.8);
  o += speckles(r, 360, tableY + 160, 300, 80, 24, OFF, 1, 2, 0.5);
  return o + finish(c, W, H, 0.22);
}

function heroBreakfast(c: Ctx): string {
  const r = c.r;
  const W = 1920;
  const H = 1080;
  let o = surface(c, W, H, mix(HONEY_D, WHEAT_D, 0.35), true);
  o += windowLight(c, W, H, 0.12);
  // table runner
  o += rect(0, 392, W, 320, INK, { opacity: 0.08 });
  o += rect(0, 380, W, 320, OFF_D);
  o += line("M0 404H1920M0 676H1920", TERRA, 7, { opacity: 0.7, "stroke-linecap": "butt" });
  o += line("M0 420H1920M0 660H1920", TERRA, 3, { opacity: 0.5, "stroke-linecap": "butt" });
  o += rect(0, 380, W, 320, weave(c, INK, 0.05, false));
  // five place settings
  const settings = [
    [330, 200],
    [960, 180],
    [1590, 210],
    [650, 880],
    [1300, 890],
  ] as const;
  const cups = [OFF, mix(OLIVE, WHEAT, 0.45), BLUSH, WHEAT, OFF_D];
  const spreads = [BROWN, HONEY, mix(TERRA, HONEY_D, 0.3), BROWN_D, HONEY];
  const napkins = [mix(OLIVE, WHEAT, 0.55), BLUSH, WHEAT, mix(OLIVE, WHEAT, 0.55), BLUSH];
  for (let i = 0; i < settings.length; i++) {
    const [x, y] = settings[i]!;
    const up = y < 500;
    o += g(
      tr(x - 150, y + (up ? 40 : -40), -8 + i * 4),
      rect(-80, -110, 160, 220, INK, { opacity: 0.08, rx: 6, transform: "translate(6 8)" }) +
        rect(-80, -110, 160, 220, napkins[i]!, { rx: 6 }) +
        line("M-80 -80H80M-80 80H80", OFF, 3, { opacity: 0.6 }),
    );
    o += topBowl(c, x, y, 150, OFF, "", lighten(OFF_D, 0.2));
    o += g(
      tr(x - 20, y + 10, r.range(-30, 30), 0.8),
      path("M-70 60L-72 -40C-82 -90 -40 -110 0 -108C40 -110 82 -90 72 -40L70 60Z", mix(WHEAT, OFF, 0.3), {
        stroke: mix(HONEY_D, BROWN, 0.5),
        "stroke-width": 12,
        "stroke-linejoin": "round",
      }) +
        path("M-56 46L-58 -34C-60 -70 -30 -92 0 -90C30 -92 60 -70 58 -34L56 46Z", spreads[i]!) +
        line("M-30 -60Q0 -74 30 -56", "#fff", 5, { opacity: 0.25 }),
    );
    const cxp = x + 220;
    const cyp = y + (up ? 40 : -40);
    o += rect(cxp + 62, cyp - 12, 40, 24, darken(cups[i]!, 0.05), { rx: 12 });
    o += topBowl(
      c,
      cxp,
      cyp,
      70,
      cups[i]!,
      circ(
        cxp,
        cyp,
        52,
        rad(c, [
          [0, mix(BROWN, HONEY, 0.5)],
          [1, BROWN_D],
        ]),
      ),
    );
    o += circ(cxp - 14, cyp - 14, 10, "#fff", { opacity: 0.25 });
    o += knife(c, x - 30, y + (up ? 178 : -178), 0.75, up ? 4 : 184, undefined, HONEY_D);
  }
  // centre pieces on the runner
  o += topBowl(c, 380, 560, 120, mix(OLIVE, WHEAT, 0.35), topPile(c, 380, 560, 96, "oat"));
  let nuts = "";
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2;
    const k = i % 3;
    const x = 960 + Math.cos(a) * 72;
    const y = 540 + Math.sin(a) * 72;
    nuts +=
      k === 0
        ? hazelnut(c, x, y, 1.3, r.range(0, 360))
        : k === 1
          ? walnut(c, x, y, 1.3, r.range(0, 360))
          : almond(c, x, y, 1.3, r.range(0, 360));
  }
  o += topBowl(c, 960, 540, 150, OFF, nuts + walnut(c, 960, 540, 1.4, 20));
  // an opened jar of spread with its lid beside it
  o += circ(1300, 552, 92, "url(#sh)");
  o +=
    circ(1290, 540, 82, "#fff", { opacity: 0.45 }) +
    circ(1290, 540, 82, "none", { stroke: "#fff", "stroke-width": 4, opacity: 0.7 });
  o += circ(
    1290,
    540,
    70,
    rad(c, [
      [0, mix(BROWN, HONEY, 0.3)],
      [1, BROWN_D],
    ]),
  );
  o += line("M1250 520Q1290 500 1320 540Q1290 575 1260 550", lighten(BROWN, 0.3), 6, { opacity: 0.6 });
  o +=
    circ(1428, 614, 62, "url(#sh)") +
    circ(1420, 606, 60, roundShade(c, HONEY, 0.25, 0.2)) +
    circ(1420, 606, 46, lighten(HONEY, 0.25), { opacity: 0.6 });
  // plate of cookies
  let cookies = "";
  for (const [dx, dy] of [
    [-30, -25],
    [35, -10],
    [-10, 35],
  ] as const)
    cookies +=
      circ(
        1640 + dx,
        560 + dy,
        44,
        rad(c, [
          [0, lighten(HONEY_D, 0.25)],
          [1, darken(HONEY_D, 0.15)],
        ]),
      ) + speckles(r, 1640 + dx, 560 + dy, 28, 28, 5, BROWN_D, 3, 5);
  o += topBowl(c, 1640, 560, 110, mix(TERRA, OFF, 0.4), cookies, mix(TERRA, OFF, 0.55));
  // bread basket with slices
  let slices = "";
  for (let i = 0; i < 4; i++) {
    slices += g(
      tr(-78 + i * 46, 8 - (i % 2) * 10, 72 + i * 12, 0.62),
      path(SLICE_D, INK, { opacity: 0.15, transform: "translate(-6 4)" }) +
        path(SLICE_D, mix(WHEAT, OFF, 0.3), {
          stroke: mix(HONEY_D, BROWN, 0.5),
          "stroke-width": 10,
          "stroke-linejoin": "round",
        }) +
        speckles(r, 0, -80, 42, 56, 14, WHEAT_D, 1.4, 3.4),
    );
  }
  let weaveB = "";
  for (let i = -100; i <= 100; i += 14) weaveB += P`M${i} -66V66`;
  o += g(
    tr(690, 545, 14),
    ell(8, 12, 140, 92, INK, { opacity: 0.12 }) +
      ell(0, 0, 140, 92, roundShade(c, HONEY_D, 0.15, 0.25)) +
      line(weaveB, BROWN, 3, { opacity: 0.3 }) +
      ell(0, 0, 118, 72, darken(HONEY_D, 0.3)) +
      ell(0, 0, 140, 92, "none", { stroke: lighten(HONEY_D, 0.3), "stroke-width": 5 }) +
      path("M-112 -30Q-60 -70 20 -62Q100 -56 116 -10Q90 50 10 60Q-90 64 -112 -30Z", OFF) +
      slices,
  );
  o += leaf(c, 160, 600, 90, -30, OLIVE) + leaf(c, 160, 600, 80, 20, mix(OLIVE, WHEAT, 0.2));
  o += leaf(c, 1800, 520, 80, 200, OLIVE) + leaf(c, 1800, 520, 70, 160, OLIVE_D);
  o += crumbs(r, 960, 760, 700, 60, 40, [mix(HONEY_D, BROWN, 0.5), WHEAT_D], 5);
  return o + finish(c, W, H, 0.2);
}

export function heroArtworkSvg(index: 0 | 1 | 2): string {
  const c = makeCtx(`hero-${index}`);
  const body = index === 0 ? heroHills(c) : index === 1 ? heroWorkshop(c) : heroBreakfast(c);
  return doc(c, 1920, 1080, body);
}
