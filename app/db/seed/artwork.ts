// Deterministic SVG artwork for products, articles and the home-page hero.
// Everything is drawn from plain shapes, gradients and semi-transparent
// layers so librsvg (used by sharp) renders it faithfully; there is no text,
// no external reference and no filter. The seed (a product or article id)
// varies the backdrop, the placement and the accent details.

import type { ArticleCategory, ProductType } from "./demo-types.ts";

export type { ArticleCategory, ProductType };

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
  for (let i = 0; i < 3; i++) {
    const v = Math.round(x[i]! + (y[i]! - x[i]!) * t);
    out += v.toString(16).padStart(2, "0");
  }
  return out;
}

const darken = (c: string, t: number): string => mix(c, INK, t);
const lighten = (c: string, t: number): string => mix(c, "#fffbf2", t);

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
  return String(Math.round(v * 10) / 10);
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
    if (v === undefined) continue;
    s += ` ${k}="${typeof v === "number" ? f(v) : v}"`;
  }
  return inner === undefined ? `${s}/>` : `${s}>${inner}</${tag}>`;
}

const path = (d: string, fill: string, a: Attrs = {}): string => el("path", { d, fill, ...a });
const circ = (cx: number, cy: number, r: number, fill: string, a: Attrs = {}): string =>
  el("circle", { cx, cy, r, fill, ...a });
const ell = (cx: number, cy: number, rx: number, ry: number, fill: string, a: Attrs = {}): string =>
  el("ellipse", { cx, cy, rx, ry, fill, ...a });
const rect = (x: number, y: number, width: number, height: number, fill: string, a: Attrs = {}): string =>
  el("rect", { x, y, width, height, fill, ...a });
const line = (d: string, stroke: string, width: number, a: Attrs = {}): string =>
  el("path", {
    d,
    fill: "none",
    stroke,
    "stroke-width": width,
    "stroke-linecap": "round",
    "stroke-linejoin": "round",
    ...a,
  });

function tr(x: number, y: number, rot = 0, s = 1): string {
  let t = `translate(${f(x)} ${f(y)})`;
  if (rot) t += ` rotate(${f(rot)})`;
  if (s !== 1) t += ` scale(${Math.round(s * 1000) / 1000})`;
  return t;
}

const g = (transform: string, inner: string, a: Attrs = {}): string => el("g", { transform, ...a }, inner);

function rot(x: number, y: number, deg: number): [number, number] {
  const a = (deg * Math.PI) / 180;
  return [x * Math.cos(a) - y * Math.sin(a), x * Math.sin(a) + y * Math.cos(a)];
}

interface Ctx {
  r: Rng;
  defs: string[];
  n: number;
}

function makeCtx(seed: string): Ctx {
  const c: Ctx = { r: makeRng(seed), defs: [], n: 0 };
  c.defs.push(
    `<radialGradient id="sh"><stop offset="0" stop-color="${INK}" stop-opacity=".55"/><stop offset=".5" stop-color="${INK}" stop-opacity=".25"/><stop offset="1" stop-color="${INK}" stop-opacity="0"/></radialGradient>`,
  );
  return c;
}

function stops(list: readonly Stop[]): string {
  return list
    .map(
      ([o, col, op]) =>
        `<stop offset="${f(o)}" stop-color="${col}"${op === undefined ? "" : ` stop-opacity="${f(op * 100) === "0" ? 0 : Math.round(op * 100) / 100}"`}/>`,
    )
    .join("");
}

function uid(c: Ctx, p: string): string {
  c.n++;
  return p + c.n.toString(36);
}

/** Linear gradient in object-bounding-box units; returns a fill value. */
function lin(c: Ctx, list: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
  const id = uid(c, "l");
  c.defs.push(el("linearGradient", { id, x1, y1, x2, y2 }, stops(list)));
  return `url(#${id})`;
}

/** Linear gradient in user-space units. */
function linU(c: Ctx, list: readonly Stop[], x1: number, y1: number, x2: number, y2: number): string {
  const id = uid(c, "u");
  c.defs.push(el("linearGradient", { id, gradientUnits: "userSpaceOnUse", x1, y1, x2, y2 }, stops(list)));
  return `url(#${id})`;
}

function rad(c: Ctx, list: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5, fx?: number, fy?: number): string {
  const id = uid(c, "r");
  c.defs.push(el("radialGradient", { id, cx, cy, r, fx, fy }, stops(list)));
  return `url(#${id})`;
}

function radU(c: Ctx, list: readonly Stop[], cx: number, cy: number, r: number): string {
  const id = uid(c, "q");
  c.defs.push(el("radialGradient", { id, gradientUnits: "userSpaceOnUse", cx, cy, r }, stops(list)));
  return `url(#${id})`;
}

const shadow = (cx: number, cy: number, rx: number, ry: number, o = 1): string =>
  ell(cx, cy, rx, ry, "url(#sh)", o === 1 ? {} : { opacity: o });

/** Three-tone shading across an object: dark edge, light left-centre, mid right. */
function roundShade(c: Ctx, base: string, light = 0.22, dark = 0.22, vertical = false): string {
  const s: Stop[] = [
    [0, darken(base, dark * 0.7)],
    [0.32, lighten(base, light)],
    [0.62, base],
    [1, darken(base, dark)],
  ];
  return vertical ? lin(c, s, 0, 0, 0, 1) : lin(c, s, 0, 0, 1, 0);
}

/** A smooth closed blob through n jittered points (Catmull-Rom as cubic Béziers). */
function blobPath(r: Rng, cx: number, cy: number, rx: number, ry: number, n: number, jitter: number): string {
  const pts: [number, number][] = [];
  const off = r.range(0, Math.PI * 2);
  for (let i = 0; i < n; i++) {
    const a = off + (i / n) * Math.PI * 2;
    const k = 1 + r.range(-jitter, jitter);
    pts.push([cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k]);
  }
  let d = P`M${pts[0]![0]} ${pts[0]![1]}`;
  for (let i = 0; i < n; i++) {
    const p0 = pts[(i - 1 + n) % n]!;
    const p1 = pts[i]!;
    const p2 = pts[(i + 1) % n]!;
    const p3 = pts[(i + 2) % n]!;
    d += P`C${p1[0] + (p2[0] - p0[0]) / 6} ${p1[1] + (p2[1] - p0[1]) / 6} ${p2[0] - (p3[0] - p1[0]) / 6} ${p2[1] - (p3[1] - p1[1]) / 6} ${p2[0]} ${p2[1]}`;
  }
  return `${d}Z`;
}

/** Many small dots inside an ellipse, merged into one path. */
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
  let d = "";
  for (let i = 0; i < n; i++) {
    const a = r.range(0, Math.PI * 2);
    const k = Math.sqrt(r.next());
    const x = cx + Math.cos(a) * rx * k;
    const y = cy + Math.sin(a) * ry * k;
    const s = r.range(rmin, rmax);
    d += P`M${x - s} ${y}a${s} ${s} 0 1 0 ${2 * s} 0a${s} ${s} 0 1 0 ${-2 * s} 0`;
  }
  return path(d, col, op === 1 ? {} : { opacity: op });
}

/** Irregular little crumbs inside an ellipse, merged per colour. */
function crumbs(r: Rng, cx: number, cy: number, rx: number, ry: number, n: number, cols: string[], size = 5): string {
  const ds: string[] = cols.map(() => "");
  for (let i = 0; i < n; i++) {
    const a = r.range(0, Math.PI * 2);
    const k = Math.sqrt(r.next());
    const x = cx + Math.cos(a) * rx * k;
    const y = cy + Math.sin(a) * ry * k;
    const s = r.range(size * 0.35, size);
    const m = r.int(4, 5);
    const o = r.range(0, 6);
    let d = "";
    for (let j = 0; j < m; j++) {
      const b = o + (j / m) * Math.PI * 2;
      const q = s * r.range(0.6, 1.1);
      d += P`${j ? "L" : "M"}${x + Math.cos(b) * q} ${y + Math.sin(b) * q * 0.8}`;
    }
    const ci = r.int(0, cols.length - 1);
    ds[ci] += `${d}Z`;
  }
  return ds.map((d, i) => (d ? path(d, cols[i]!) : "")).join("");
}

/** Grain texture and a soft vignette over the whole picture. */
function finish(c: Ctx, w: number, h: number, vignette = 0.2): string {
  const r = makeRng(`grain${w}x${h}`);
  const t = 220;
  const dots = (n: number, s0: number, s1: number): string => {
    let d = "";
    for (let i = 0; i < n; i++) {
      const s = r.range(s0, s1);
      d += P`M${r.range(0, t - 3)} ${r.range(0, t - 3)}h${s}v${s}h${-s}z`;
    }
    return d;
  };
  const tile =
    path(dots(120, 0.8, 1.6), INK, { opacity: 0.16 }) +
    path(dots(70, 1.4, 2.4), INK, { opacity: 0.07 }) +
    path(dots(90, 0.8, 1.8), "#fff", { opacity: 0.22 });
  c.defs.push(el("pattern", { id: "gr", width: t, height: t, patternUnits: "userSpaceOnUse" }, tile));
  const vg = radU(
    c,
    [
      [0, INK, 0],
      [0.62, INK, 0],
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

// ---------------------------------------------------------------- small motifs

function grainKernel(x: number, y: number, r: number, col = HONEY, s = 1): string {
  return g(
    tr(x, y, r, s),
    ell(0, 0, 7, 4.2, col) +
      line("M-4.5 0.6Q0 -0.8 4.5 0.6", darken(col, 0.35), 1.1, { opacity: 0.55 }) +
      ell(-1.8, -1.6, 3, 1.1, "#fff", { opacity: 0.35 }),
  );
}

function scatterGrains(c: Ctx, cx: number, cy: number, rx: number, ry: number, n: number, cols: string[]): string {
  let s = "";
  for (let i = 0; i < n; i++) {
    const a = c.r.range(0, Math.PI * 2);
    const k = Math.sqrt(c.r.next());
    s += grainKernel(
      cx + Math.cos(a) * rx * k,
      cy + Math.sin(a) * ry * k,
      c.r.range(0, 180),
      c.r.pick(cols),
      c.r.range(0.85, 1.15),
    );
  }
  return s;
}

function buckwheatGroat(x: number, y: number, r: number, col = BROWN): string {
  return g(
    tr(x, y, r),
    path("M0 -6.5L6 4.5L-6 4.5Z", col, { stroke: col, "stroke-width": 3, "stroke-linejoin": "round" }) +
      path("M0 -6L2.4 2L-1.6 2Z", "#fff", { opacity: 0.22 }),
  );
}

/** Wheat ear on a gently bent stem, base at (x, y), pointing up before rotation. */
function wheatSprig(c: Ctx, x: number, y: number, len: number, rr: number, col = HONEY, s = 1): string {
  const bx = c.r.range(-0.1, 0.1) * len;
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
  const stem = line(P`M0 0Q${p1[0]} ${p1[1]} ${p2[0]} ${p2[1]}`, darken(col, 0.12), 3.2);
  const light = lighten(col, 0.2);
  let kernels = "";
  let awns = "";
  const n = 8;
  for (let i = 0; i < n; i++) {
    const t = 0.52 + (i / n) * 0.46;
    const [px, py] = at(t);
    const [dx, dy] = tan(t);
    const a = (Math.atan2(dy, dx) * 180) / Math.PI + 90;
    const sz = 1 - (i / n) * 0.35;
    for (const side of [-1, 1]) {
      const kr = a + side * 26;
      kernels += g(tr(px, py, kr), ell(0, -10 * sz, 5.4 * sz, 11 * sz, side < 0 ? col : light));
      const [tx, ty] = rot(0, -20 * sz, kr);
      const [ex, ey] = rot(0, -48 * sz, kr + side * 4);
      awns += P`M${px + tx} ${py + ty}L${px + ex} ${py + ey}`;
    }
  }
  const [dx, dy] = tan(1);
  const ta = (Math.atan2(dy, dx) * 180) / Math.PI + 90;
  kernels += g(tr(p2[0], p2[1], ta), ell(0, -8, 4.8, 10, col));
  return g(tr(x, y, rr, s), stem + line(awns, col, 1.1, { opacity: 0.75 }) + kernels);
}

/** Pointed leaf along +x from its base at (0,0). */
function leafShape(c: Ctx, len: number, col: string, w = 0.34): string {
  const a = path(
    P`M0 0C${len * 0.25} ${-len * w} ${len * 0.7} ${-len * w * 0.8} ${len} 0C${len * 0.7} ${len * w * 0.8} ${len * 0.25} ${len * w} 0 0Z`,
    lin(c, [
      [0, lighten(col, 0.12)],
      [1, darken(col, 0.12)],
    ]),
  );
  const b = path(
    P`M0 0C${len * 0.25} ${len * w} ${len * 0.7} ${len * w * 0.8} ${len} 0Z`,
    darken(col, 0.25),
    { opacity: 0.35 },
  );
  const rib = line(P`M${len * 0.04} 0Q${len * 0.5} ${-len * 0.03} ${len * 0.94} 0`, lighten(col, 0.3), 1.4, {
    opacity: 0.7,
  });
  return a + b + rib;
}

function leaf(c: Ctx, x: number, y: number, len: number, r: number, col: string, w = 0.34): string {
  return g(tr(x, y, r), leafShape(c, len, col, w));
}

/** A leafy sprig (basil, olive, mint…): stem along -y, leaves in pairs. */
function sprig(c: Ctx, x: number, y: number, len: number, r: number, col: string, w = 0.34, leafLen = 0.32): string {
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
  s += line(P`M${bend * 0.3} ${-len * 0.55}Q${bend * 0.5 + 30} ${-len * 0.7} ${bend * 0.5 + 44} ${-len * 0.86}`, stemCol, 2.4);
  const leafD = "M0 0C-16 2 -24 -16 -14 -30C-8 -38 -2 -48 0 -60C2 -48 8 -38 14 -30C24 -16 16 2 0 0Z";
  s += g(tr(bend * 0.45, -len * 0.35, -40), path(leafD, lin(c, [[0, lighten(OLIVE, 0.15)], [1, OLIVE]])));
  s += g(tr(bend * 0.35, -len * 0.6, 35, 0.8), path(leafD, lin(c, [[0, lighten(OLIVE, 0.2)], [1, OLIVE_D]])));
  const flowers = (fx: number, fy: number, n: number): string => {
    let o = "";
    for (let i = 0; i < n; i++) {
      const a = c.r.range(0, Math.PI * 2);
      const d = Math.sqrt(c.r.next()) * 16;
      const px = fx + Math.cos(a) * d;
      const py = fy + Math.sin(a) * d * 0.9;
      o += circ(px, py, c.r.range(3.2, 4.8), c.r.chance(0.4) ? mix(TERRA, OFF, 0.72) : OFF);
      o += circ(px, py, 1.1, mix(HONEY, TERRA, 0.4));
    }
    return o;
  };
  s += flowers(bend * 0.4, -len - 6, 12) + flowers(bend * 0.5 + 46, -len * 0.86 - 6, 8);
  return g(tr(x, y, r), s);
}

function hazelnut(c: Ctx, x: number, y: number, s: number, r: number): string {
  const body = path(
    "M0 -24C7 -24 20 -12 20 4C20 16 11 22 0 22C-11 22 -20 16 -20 4C-20 -12 -7 -24 0 -24Z",
    rad(
      c,
      [
        [0, mix(BROWN, HONEY, 0.55)],
        [0.6, BROWN],
        [1, BROWN_D],
      ],
      0.38,
      0.32,
      0.7,
    ),
  );
  const cap = path("M-19 9Q0 2 19 9C17 18 10 22 0 22C-10 22 -17 18 -19 9Z", mix(WHEAT_D, BROWN, 0.25));
  const lines = line("M-8 -14Q-12 0 -10 8M6 -16Q10 -2 9 8", darken(BROWN, 0.3), 1, { opacity: 0.35 });
  const hi = ell(-8, -8, 4, 7, "#fff", { opacity: 0.25, transform: "rotate(20 -8 -8)" });
  return g(tr(x, y, r, s), body + lines + cap + hi + circ(0, -23, 2, BROWN_D));
}

function walnut(c: Ctx, x: number, y: number, s: number, r: number): string {
  const col = mix(HONEY_D, BROWN, 0.5);
  const body = path(
    "M0 -22C9 -24 16 -18 20 -10C26 -2 24 10 18 16C12 23 4 22 0 20C-4 22 -12 23 -18 16C-24 10 -26 -2 -20 -10C-16 -18 -9 -24 0 -22Z",
    rad(
      c,
      [
        [0, lighten(col, 0.25)],
        [0.7, col],
        [1, darken(col, 0.25)],
      ],
      0.4,
      0.35,
      0.7,
    ),
  );
  const folds = line(
    "M0 -20C-3 -10 3 0 0 20M-6 -14C-14 -10 -12 0 -16 4M6 -14C14 -10 12 0 16 4M-8 8C-12 12 -10 16 -14 14M8 8C12 12 10 16 14 14",
    darken(col, 0.35),
    1.6,
    { opacity: 0.55 },
  );
  return g(tr(x, y, r, s), body + folds);
}

function almond(c: Ctx, x: number, y: number, s: number, r: number): string {
  const col = mix(BROWN, HONEY, 0.4);
  return g(
    tr(x, y, r, s),
    path(
      "M0 -24C11 -12 13 8 0 20C-13 8 -11 -12 0 -24Z",
      lin(
        c,
        [
          [0, lighten(col, 0.2)],
          [1, darken(col, 0.15)],
        ],
        0,
        0,
        1,
        0,
      ),
    ) + line("M-3 -14Q-5 0 -3 12M3 -10Q4 2 2 12", darken(col, 0.35), 1, { opacity: 0.4 }),
  );
}

type SeedKind = "pumpkin" | "sunflower" | "sesame" | "flax" | "oat" | "buckwheat" | "chia" | "wheat";

const seedBase: Record<SeedKind, string> = {
  pumpkin: mix(OLIVE, "#7f8f45", 0.6),
  sunflower: mix(BROWN_D, "#4d4a40", 0.6),
  sesame: mix(WHEAT, OFF, 0.3),
  flax: BROWN,
  oat: mix(WHEAT, WHEAT_D, 0.5),
  buckwheat: mix(BROWN, HONEY_D, 0.2),
  chia: "#5d5a52",
  wheat: HONEY,
};

function seedShape(kind: SeedKind, x: number, y: number, r: number, s = 1): string {
  const t = tr(x, y, r, s);
  switch (kind) {
    case "pumpkin":
      return g(
        t,
        path("M0 -10C6 -7 6 7 0 10C-6 7 -6 -7 0 -10Z", seedBase.pumpkin) +
          path("M0 -9C3 -6 3 5 0 8C-1 5 -1 -6 0 -9Z", lighten(seedBase.pumpkin, 0.3), { opacity: 0.6 }),
      );
    case "sunflower":
      return g(
        t,
        path("M0 -9C5 -6 5 6 0 9C-5 6 -5 -6 0 -9Z", seedBase.sunflower) +
          line("M-1.5 -5V5M1.6 -5V5", mix(OFF_D, STEEL, 0.5), 0.9, { opacity: 0.8 }),
      );
    case "sesame":
      return g(t, ell(0, 0, 2.2, 4.2, seedBase.sesame) + ell(-0.6, -1, 0.8, 2, "#fff", { opacity: 0.5 }));
    case "flax":
      return g(t, ell(0, 0, 2.4, 4.6, seedBase.flax) + ell(-0.7, -1.4, 0.8, 1.8, "#fff", { opacity: 0.4 }));
    case "oat":
      return g(t, ell(0, 0, 5.5, 7, seedBase.oat) + ell(-1, -1.5, 3, 3.5, OFF, { opacity: 0.5 }));
    case "buckwheat":
      return buckwheatGroat(x, y, r, seedBase.buckwheat);
    case "chia":
      return circ(x, y, 1.8 * s, seedBase.chia);
    default:
      return grainKernel(x, y, r, HONEY, s * 0.8);
  }
}

/** Dense seed fill as a pattern tile. */
function seedPattern(c: Ctx, kind: SeedKind, scale = 1): string {
  const id = uid(c, "p");
  const t = kind === "chia" || kind === "sesame" || kind === "flax" ? 16 : 26;
  const r = c.r;
  const base = darken(seedBase[kind], 0.3);
  let inner = rect(0, 0, t, t, base);
  const k = 3;
  for (let i = 0; i < k; i++) {
    for (let j = 0; j < k; j++) {
      const x = ((i + 0.5 + (j % 2) * 0.5) * t) / k;
      const y = ((j + 0.5) * t) / k;
      const sx = ((x % t) + t) % t;
      inner += seedShape(kind, sx, y, r.range(0, 180), (t / 26) * 0.85);
    }
  }
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
  let o = "";
  for (let i = 0; i < n; i++) {
    const a = c.r.range(0, Math.PI * 2);
    const k = Math.sqrt(c.r.next());
    o += seedShape(kind, cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k, c.r.range(0, 180), s);
  }
  return o;
}

function cherryTomato(c: Ctx, x: number, y: number, r: number): string {
  return (
    shadow(x + r * 0.2, y + r * 0.85, r * 1.1, r * 0.32) +
    circ(
      x,
      y,
      r,
      rad(
        c,
        [
          [0, lighten(TERRA, 0.35)],
          [0.55, TERRA],
          [1, darken(TERRA, 0.3)],
        ],
        0.35,
        0.3,
        0.75,
      ),
    ) +
    ell(x - r * 0.38, y - r * 0.35, r * 0.22, r * 0.13, "#fff", {
      opacity: 0.5,
      transform: `rotate(-35 ${f(x - r * 0.38)} ${f(y - r * 0.35)})`,
    }) +
    path(
      P`M${x} ${y - r * 0.92}l${r * 0.35} ${-r * 0.05}l${-r * 0.22} ${r * 0.15}l${r * 0.12} ${r * 0.3}l${-r * 0.25} ${-r * 0.2}l${-r * 0.25} ${r * 0.2}l${r * 0.12} ${-r * 0.3}l${-r * 0.22} ${-r * 0.15}z`,
      OLIVE,
    )
  );
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

function woodFill(c: Ctx, base: string, horizontal = true): string {
  return roundShade(c, base, 0.18, 0.25, !horizontal);
}

/** A wooden scoop; bowl centre at (x, y), handle to the right (flip mirrors it). */
function scoop(c: Ctx, x: number, y: number, s: number, r: number, flip: boolean, wood = HONEY_D, flour = true): string {
  const wf = lin(
    c,
    [
      [0, lighten(wood, 0.2)],
      [1, darken(wood, 0.25)],
    ],
    0,
    0,
    0,
    1,
  );
  let o = rect(50, -12, 190, 24, wf, { rx: 12 });
  o += path(
    "M-84 0A84 58 0 0 0 84 0Z",
    lin(
      c,
      [
        [0, darken(wood, 0.15)],
        [0.35, lighten(wood, 0.15)],
        [1, darken(wood, 0.3)],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  o += ell(0, 0, 84, 20, darken(wood, 0.35));
  if (flour) {
    o += path("M-78 2C-50 -30 -20 -42 6 -42C40 -42 62 -24 78 2Q0 18 -78 2Z", lin(c, [[0, OFF], [1, OFF_D]]));
    o += speckles(c.r, 0, -10, 60, 20, 10, WHEAT_D, 0.8, 1.6, 0.6);
  }
  o += line("M-82 4A84 20 0 0 0 82 4", lighten(wood, 0.35), 3, { opacity: 0.8 });
  const sc = flip ? -s : s;
  return (
    shadow(x + (flip ? -60 : 60) * s, y + 58 * s, 170 * s, 26 * s, 0.8) +
    `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(r)}) scale(${f(sc)} ${f(s)})">${o}</g>`
  );
}

/** Paper flour sack, bottom centre at (x, y). */
function flourSack(c: Ctx, x: number, y: number, s: number, paper: string, accent: string): string {
  const r = c.r;
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
  // creases and paper highlights
  o += line(
    "M-128 -20Q-112 -90 -140 -170M120 -24Q136 -110 124 -200M-60 -6Q-70 -50 -40 -90M80 -8Q70 -40 96 -70",
    darken(paper, 0.4),
    2,
    { opacity: 0.18 },
  );
  o += line("M-96 -300Q-118 -180 -104 -40", "#fff", 6, { opacity: 0.18 });
  // shadow under the collar
  o += path("M-150 -330L150 -330Q152 -300 146 -290Q0 -300 -146 -290Q-152 -300 -150 -330Z", INK, { opacity: 0.12 });
  // label
  const lw = 104;
  const lab = lighten(paper, 0.75);
  o += rect(-lw, -250, lw * 2, 150, lab, { rx: 14 });
  o += rect(-lw + 9, -241, lw * 2 - 18, 132, "none", { rx: 9, stroke: accent, "stroke-width": 2.5, opacity: 0.8 });
  // emblem: a wheat ear in a circle above a gentle hill line
  o += circ(0, -190, 32, "none", { stroke: accent, "stroke-width": 3 });
  let ear = line("M0 -162V-212", accent, 2.6);
  for (let i = 0; i < 4; i++) {
    const yy = -176 - i * 9;
    ear += ell(-5, yy, 3.6, 7, accent, { transform: `rotate(-28 -5 ${yy})` });
    ear += ell(5, yy, 3.6, 7, accent, { transform: `rotate(28 5 ${yy})` });
  }
  o += ear + ell(0, -216, 3, 6.5, accent);
  o += line("M-70 -128Q-35 -146 0 -132T70 -128", accent, 3, { opacity: 0.75 });
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
  // twine
  if (r.chance(0.6)) {
    o += line("M-151 -322Q0 -304 151 -322", accent, 5);
    o += g(
      tr(-30, -312),
      ell(-16, -8, 16, 9, "none", { stroke: accent, "stroke-width": 4, transform: "rotate(-20 -16 -8)" }) +
        ell(16, -8, 16, 9, "none", { stroke: accent, "stroke-width": 4, transform: "rotate(20 16 -8)" }) +
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
  backFill?: string,
): string {
  const ry = rx * 0.22;
  let o = shadow(rx * 0.12, depth - 6, rx * 1.15, rx * 0.2);
  o += ell(0, depth - 8, rx * 0.42, rx * 0.07, darken(gl.glaze, 0.35));
  o += ell(0, 0, rx, ry, gl.inner);
  if (backFill) o += ell(0, ry * 0.25, rx * 0.94, ry * 0.8, backFill);
  o += contents;
  o += path(
    P`M${-rx} 0A${rx} ${ry} 0 0 0 ${rx} 0C${rx * 0.97} ${depth * 0.62} ${rx * 0.62} ${depth} 0 ${depth}C${-rx * 0.62} ${depth} ${-rx * 0.97} ${depth * 0.62} ${-rx} 0Z`,
    lin(
      c,
      [
        [0, darken(gl.glaze, 0.18)],
        [0.3, lighten(gl.glaze, 0.2)],
        [0.65, gl.glaze],
        [1, darken(gl.glaze, 0.3)],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  o += line(P`M${-rx * 0.985} ${ry * 0.55}A${rx * 0.985} ${ry} 0 0 0 ${rx * 0.985} ${ry * 0.55}`, gl.band, 7, {
    opacity: 0.9,
  });
  o += line(P`M${-rx} 0A${rx} ${ry} 0 0 0 ${rx} 0`, lighten(gl.glaze, 0.45), 3);
  o += line(P`M${-rx * 0.7} ${depth * 0.45}Q${-rx * 0.6} ${depth * 0.8} ${-rx * 0.3} ${depth * 0.9}`, "#fff", 7, {
    opacity: 0.16,
  });
  return g(tr(x, y, 0, s), o);
}

function cracker(c: Ctx, x: number, y: number, size: number, r: number, kind: number, col: string): string {
  const edge = darken(col, 0.2);
  let o = "";
  if (kind === 0) {
    o += circ(0, 0, size, rad(c, [[0, lighten(col, 0.22)], [0.75, col], [1, edge]], 0.42, 0.4, 0.6));
    o += circ(0, 0, size * 0.97, "none", { stroke: darken(col, 0.3), "stroke-width": 1.5, opacity: 0.5 });
    let d = "";
    for (let i = 0; i < 6; i++) {
      const a = (i / 6) * Math.PI * 2;
      d += P`M${Math.cos(a) * size * 0.55 - 2.2} ${Math.sin(a) * size * 0.55}a2.2 2.2 0 1 0 4.4 0a2.2 2.2 0 1 0 -4.4 0`;
    }
    d += "M-2.2 0a2.2 2.2 0 1 0 4.4 0a2.2 2.2 0 1 0 -4.4 0";
    o += path(d, darken(col, 0.4), { opacity: 0.55 });
  } else if (kind === 1) {
    o += rect(-size, -size, size * 2, size * 2, rad(c, [[0, lighten(col, 0.2)], [0.8, col], [1, edge]], 0.4, 0.4, 0.75), {
      rx: size * 0.2,
    });
    let d = "";
    for (let i = -1; i <= 1; i++)
      for (let j = -1; j <= 1; j++)
        d += P`M${i * size * 0.55 - 2} ${j * size * 0.55}a2 2 0 1 0 4 0a2 2 0 1 0 -4 0`;
    o += path(d, darken(col, 0.4), { opacity: 0.5 });
  } else {
    // wavy crisp
    const d = blobPath(c.r, 0, 0, size * 1.1, size * 0.8, 7, 0.12);
    o += path(d, rad(c, [[0, lighten(col, 0.3)], [0.7, col], [1, edge]], 0.4, 0.4, 0.7));
    o += line(P`M${-size * 0.6} ${-size * 0.1}Q0 ${-size * 0.4} ${size * 0.6} ${size * 0.05}`, "#fff", 3, {
      opacity: 0.25,
    });
  }
  o += speckles(c.r, 0, 0, size * 0.75, size * 0.75, 7, c.r.chance(0.5) ? OFF : darken(col, 0.45), 1, 1.8, 0.85);
  return g(tr(x, y, r), o);
}

/** Cutting board in 3/4 view, centre at (x, y). */
function board(c: Ctx, x: number, y: number, w: number, h: number, wood: string, handleRight: boolean): string {
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

/** A loaf on its base at (x, y). kind 0 = round boule, 1 = long loaf, 2 = seeded tin loaf. */
function loaf(c: Ctx, x: number, y: number, s: number, kind: number, crust: string): string {
  const w = kind === 1 ? 250 : 195;
  const h = kind === 1 ? 140 : kind === 2 ? 175 : 165;
  let o = shadow(10, 4, w * 1.1, 30);
  const dome =
    kind === 2
      ? P`M${-w} 0L${-w * 0.98} ${-h * 0.6}C${-w * 0.98} ${-h * 1.05} ${-w * 0.5} ${-h} 0 ${-h}C${w * 0.5} ${-h} ${w * 0.98} ${-h * 1.05} ${w * 0.98} ${-h * 0.6}L${w} 0Q0 10 ${-w} 0Z`
      : P`M${-w} 0C${-w * 1.08} ${-h * 0.5} ${-w * 0.72} ${-h * 0.98} 0 ${-h}C${w * 0.72} ${-h * 0.98} ${w * 1.08} ${-h * 0.5} ${w} 0Q0 12 ${-w} 0Z`;
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
  // lower band in shadow
  o += path(P`M${-w} 0Q0 12 ${w} 0Q${w * 0.9} ${-h * 0.18} 0 ${-h * 0.16}Q${-w * 0.9} ${-h * 0.18} ${-w} 0Z`, INK, {
    opacity: 0.14,
  });
  // scoring
  const score = lighten(mix(crust, WHEAT, 0.55), 0.1);
  if (kind === 0) {
    for (let i = -1; i <= 1; i++) {
      const cx = i * w * 0.36;
      const cy = -h * (0.78 - Math.abs(i) * 0.12);
      o += g(
        tr(cx, cy, -62 + i * 8),
        path("M-40 0C-20 -9 20 -9 40 0C20 5 -20 5 -40 0Z", score) + line("M-38 1C-15 6 15 6 38 1", darken(crust, 0.4), 2, { opacity: 0.45 }),
      );
    }
  } else if (kind === 1) {
    for (let i = -2; i <= 2; i++) {
      const cx = i * w * 0.3;
      const cy = -h * (0.8 - Math.abs(i) * 0.1);
      o += g(
        tr(cx, cy, -28),
        path("M-50 0C-25 -11 25 -11 50 0C25 6 -25 6 -50 0Z", score) + line("M-48 1C-20 7 20 7 48 1", darken(crust, 0.4), 2, { opacity: 0.45 }),
      );
    }
  } else {
    o += speckles(c.r, 0, -h * 0.72, w * 0.8, h * 0.22, 60, mix(WHEAT, OFF, 0.4), 1.4, 2.6, 0.9);
    o += speckles(c.r, 0, -h * 0.72, w * 0.75, h * 0.2, 30, OLIVE, 1.2, 2.2, 0.6);
  }
  if (kind !== 2) o += speckles(c.r, -w * 0.1, -h * 0.82, w * 0.6, h * 0.16, 45, OFF, 0.8, 2, 0.55);
  o += path(
    P`M${-w * 0.7} ${-h * 0.55}C${-w * 0.6} ${-h * 0.85} ${-w * 0.3} ${-h * 0.95} 0 ${-h * 0.96}`,
    "none",
    { stroke: "#fff", "stroke-width": 8, opacity: 0.16, "stroke-linecap": "round" },
  );
  return g(tr(x, y, 0, s), o);
}

function breadSlice(c: Ctx, x: number, y: number, s: number, r: number, crust: string, spread?: string): string {
  const d = "M-62 0L-64 -92C-74 -140 -34 -162 0 -160C34 -162 74 -140 64 -92L62 0Z";
  let o = path(d, lin(c, [[0, OFF], [1, mix(WHEAT, OFF, 0.4)]]), {
    stroke: crust,
    "stroke-width": 10,
    "stroke-linejoin": "round",
  });
  o += speckles(c.r, 0, -80, 46, 58, 24, mix(WHEAT_D, WHEAT, 0.3), 1.2, 3.4, 0.9);
  if (spread) {
    o += path("M-52 -30C-56 -70 -60 -110 -40 -132C-10 -150 30 -146 50 -124C60 -90 52 -60 54 -28C30 -20 -20 -18 -52 -30Z", spread);
    o += line("M-34 -110Q-5 -128 26 -112M-30 -70Q0 -84 30 -64", "#fff", 3, { opacity: 0.22 });
  }
  return g(tr(x, y, r, s), o);
}

/** Cookie seen from the side (for stacks); centre of top face at (x, y). */
function cookieSide(c: Ctx, x: number, y: number, rx: number, th: number, col: string, top: number): string {
  const ry = rx * 0.28;
  let o = path(
    P`M${-rx} 0V${th}A${rx} ${ry} 0 0 0 ${rx} ${th}V0Z`,
    lin(
      c,
      [
        [0, darken(col, 0.25)],
        [0.35, col],
        [1, darken(col, 0.35)],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  o += ell(0, 0, rx, ry, rad(c, [[0, lighten(col, 0.25)], [0.75, col], [1, darken(col, 0.12)]], 0.45, 0.4, 0.6));
  o += line(
    P`M${-rx * 0.5} ${-ry * 0.2}Q${-rx * 0.3} ${ry * 0.2} ${-rx * 0.05} ${ry * 0.1}M${rx * 0.2} ${-ry * 0.4}Q${rx * 0.4} ${-ry * 0.1} ${rx * 0.55} ${ry * 0.25}`,
    darken(col, 0.3),
    1.6,
    { opacity: 0.45 },
  );
  if (top === 0) o += speckles(c.r, 0, 0, rx * 0.72, ry * 0.62, 9, BROWN_D, 3, 5.5);
  else if (top === 1) o += speckles(c.r, 0, 0, rx * 0.75, ry * 0.65, 22, OFF, 1, 2.2, 0.8);
  else if (top === 2) {
    for (let i = 0; i < 3; i++) o += almond(c, c.r.range(-rx * 0.5, rx * 0.5), c.r.range(-ry * 0.3, ry * 0.3), 0.45, 60 + c.r.range(-30, 30));
  } else o += speckles(c.r, 0, 0, rx * 0.75, ry * 0.65, 14, mix(WHEAT, OFF, 0.4), 2.2, 3.8, 0.9);
  o += path(P`M${-rx} ${th * 0.5}A${rx} ${ry} 0 0 0 ${rx} ${th * 0.5}`, "none", {
    stroke: darken(col, 0.4),
    "stroke-width": 1,
    opacity: 0.3,
  });
  return g(tr(x, y), o);
}

/** Plate in 3/4 view, centre at (x, y). */
function plate(c: Ctx, x: number, y: number, rx: number, col: string, rim?: string, flat = 0.34): string {
  const ry = rx * flat;
  let o = shadow(rx * 0.06, ry * 0.4, rx * 1.12, ry * 1.05);
  o += ell(0, 9, rx, ry, darken(col, 0.22));
  o += ell(0, 0, rx, ry, lin(c, [[0, lighten(col, 0.2)], [1, darken(col, 0.06)]]));
  o += ell(0, ry * 0.08, rx * 0.68, ry * 0.62, lin(c, [[0, darken(col, 0.09)], [1, lighten(col, 0.1)]]));
  if (rim) o += ell(0, 0, rx * 0.92, ry * 0.86, "none", { stroke: rim, "stroke-width": 4, opacity: 0.85 });
  return g(tr(x, y), o);
}

function jar(c: Ctx, x: number, y: number, s: number, spread: string, lidKind: number, accent: string, level = 0.8): string {
  const top = -268;
  let o = shadow(18, -2, 170, 30);
  const body = "M-110 -24Q-110 0 -86 0H86Q110 0 110 -24V-236Q110 -262 84 -268H-84Q-110 -262 -110 -236Z";
  o += path(body, "#fff", { opacity: 0.28 });
  const lvl = -10 - 240 * level;
  o += path(
    P`M-102 -26Q-102 -8 -84 -8H84Q102 -8 102 -26V${lvl + 6}Q50 ${lvl - 10} 0 ${lvl}Q-50 ${lvl + 10} -102 ${lvl - 4}Z`,
    lin(
      c,
      [
        [0, darken(spread, 0.3)],
        [0.3, lighten(spread, 0.12)],
        [0.7, spread],
        [1, darken(spread, 0.35)],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  o += path(P`M-102 ${lvl - 4}Q-50 ${lvl + 10} 0 ${lvl}Q50 ${lvl - 10} 102 ${lvl + 6}V${lvl + 22}Q50 ${lvl + 6} 0 ${lvl + 16}Q-50 ${lvl + 26} -102 ${lvl + 12}Z`, lighten(spread, 0.2), {
    opacity: 0.5,
  });
  // glass edges and highlights
  o += path(body, "none", { stroke: "#fff", "stroke-width": 3, opacity: 0.55 });
  o += path("M110 -236V-24Q110 0 86 0H60", "none", { stroke: INK, "stroke-width": 4, opacity: 0.18 });
  o += rect(-94, -250, 16, 222, "#fff", { rx: 8, opacity: 0.38 });
  o += rect(-70, -244, 5, 190, "#fff", { rx: 2.5, opacity: 0.25 });
  o += rect(84, -236, 7, 150, "#fff", { rx: 3.5, opacity: 0.2 });
  // label
  o += rect(-82, -184, 164, 104, OFF, { rx: 10 });
  o += rect(-74, -176, 148, 88, "none", { rx: 7, stroke: accent, "stroke-width": 2.4, opacity: 0.85 });
  o += g(tr(0, -136, 0, 0.85), hazelnutGlyph(accent));
  // neck
  o += rect(-86, top - 18, 172, 24, "#fff", { opacity: 0.3, rx: 6 });
  if (lidKind === 0) {
    o += rect(-94, top - 52, 188, 42, lin(c, [[0, lighten(HONEY, 0.25)], [0.5, HONEY], [1, HONEY_D]], 0, 0, 1, 0), { rx: 9 });
    let ridges = "";
    for (let i = -84; i <= 84; i += 12) ridges += P`M${i} ${top - 44}V${top - 18}`;
    o += line(ridges, darken(HONEY_D, 0.3), 1.4, { opacity: 0.35 });
    o += rect(-94, top - 52, 188, 8, "#fff", { rx: 4, opacity: 0.3 });
  } else {
    // fabric cover tied with twine
    let d = "M-100 -300C-104 -330 -60 -338 0 -338C60 -338 104 -330 100 -300";
    const n = 9;
    for (let i = 0; i <= n; i++) {
      const xx = 100 - (i * 200) / n;
      d += P`Q${xx + 100 / n} ${top - 2 + (i % 2 ? 16 : 8)} ${xx} ${top - 8 + (i % 2 ? 6 : 14)}`;
    }
    d += "Z";
    o += path(d, lin(c, [[0, lighten(accent, 0.15)], [1, darken(accent, 0.15)]], 0, 0, 1, 0.5));
    o += path(d, checkPattern(c, accent), { opacity: 0.9 });
    o += line("M-96 -286Q0 -278 96 -286", WHEAT_D, 4);
    o += line("M40 -283Q56 -266 48 -252M40 -283Q64 -272 66 -258", WHEAT_D, 3);
  }
  return g(tr(x, y, 0, s), o);
}

function checkPattern(c: Ctx, col: string): string {
  const id = uid(c, "k");
  c.defs.push(
    el(
      "pattern",
      { id, width: 22, height: 22, patternUnits: "userSpaceOnUse", patternTransform: "rotate(8)" },
      rect(0, 0, 11, 22, OFF, { opacity: 0.35 }) + rect(0, 0, 22, 11, OFF, { opacity: 0.35 }) + rect(0, 0, 11, 11, darken(col, 0.3), { opacity: 0.25 }),
    ),
  );
  return `url(#${id})`;
}

function hazelnutGlyph(col: string): string {
  return (
    path("M0 -30C8 -30 24 -15 24 4C24 18 13 26 0 26C-13 26 -24 18 -24 4C-24 -15 -8 -30 0 -30Z", col) +
    path("M-22 10Q0 2 22 10", "none", { stroke: OFF, "stroke-width": 2.5 }) +
    leafGlyph(col)
  );
}

function leafGlyph(col: string): string {
  return path("M4 -30C14 -46 34 -48 44 -42C36 -30 20 -26 4 -30Z", col, { opacity: 0.85 });
}

function knife(c: Ctx, x: number, y: number, s: number, r: number, spread?: string, wood = BROWN): string {
  let o = shadow(10, 16, 190, 14, 0.8);
  o += path(
    "M0 -10L150 -10Q180 -9 184 2Q176 10 150 10L0 10Z",
    lin(
      c,
      [
        [0, lighten(STEEL, 0.6)],
        [0.5, STEEL],
        [1, darken(STEEL, 0.25)],
      ],
    ),
  );
  o += line("M10 -6H150", "#fff", 2, { opacity: 0.7 });
  if (spread) o += path("M70 -8C90 -16 130 -14 160 -6C168 4 150 12 120 11C100 16 80 8 70 -8Z", spread);
  o += rect(-150, -13, 150, 26, lin(c, [[0, lighten(wood, 0.25)], [1, darken(wood, 0.25)]]), { rx: 12 });
  o += circ(-110, 0, 3, STEEL) + circ(-40, 0, 3, STEEL);
  return g(tr(x, y, r, s), o);
}

function pastaNest(c: Ctx, x: number, y: number, s: number, col: string): string {
  const r = c.r;
  const dark = darken(col, 0.22);
  const light = lighten(col, 0.25);
  let under = "";
  let over = "";
  let hi = "";
  const n = 15;
  for (let i = 0; i < n; i++) {
    const rx = r.range(70, 112);
    const ry = r.range(30, 48);
    const cx = r.range(-18, 18);
    const cy = -i * 3.2 + r.range(-6, 6) - 10;
    const a = r.range(-18, 18);
    const d = P`M${cx - rx} ${cy}A${rx} ${ry} 0 1 0 ${cx + rx} ${cy}A${rx} ${ry} 0 1 0 ${cx - rx} ${cy}`;
    const t = `rotate(${f(a)} ${f(cx)} ${f(cy)})`;
    under += el("path", { d, transform: t });
    over += el("path", { d, transform: t });
    hi += el("path", { d: P`M${cx - rx * 0.7} ${cy - ry * 0.7}A${rx} ${ry} 0 0 1 ${cx + rx * 0.1} ${cy - ry}`, transform: t });
  }
  let o = shadow(6, 22, 150, 40);
  o += ell(0, -20, 70, 28, darken(col, 0.45));
  o += el("g", { fill: "none", stroke: dark, "stroke-width": 13 }, under);
  o += el("g", { fill: "none", stroke: col, "stroke-width": 8.5 }, over);
  o += el("g", { fill: "none", stroke: light, "stroke-width": 3, "stroke-linecap": "round", opacity: 0.8 }, hi);
  o += ell(0, -58, 34, 13, darken(col, 0.4), { opacity: 0.6 });
  return g(tr(x, y, 0, s), o);
}

function fusilli(c: Ctx, x: number, y: number, s: number, r: number, col: string): string {
  const len = 70;
  const w = 22;
  let o = shadow(4, w * 0.6, len * 0.62, 7, 0.7);
  o += rect(-len / 2, -w / 2, len, w, lin(c, [[0, lighten(col, 0.2)], [0.5, col], [1, darken(col, 0.25)]]), { rx: w / 2 });
  let d = "";
  let dl = "";
  for (let i = 0; i < 6; i++) {
    const xx = -len / 2 + 8 + i * 11;
    d += P`M${xx} ${-w / 2 + 1}Q${xx + 9} 0 ${xx + 3} ${w / 2 - 1}`;
    dl += P`M${xx + 4} ${-w / 2 + 2}Q${xx + 11} -2 ${xx + 8} ${w / 2 - 4}`;
  }
  o += line(d, darken(col, 0.35), 3, { opacity: 0.7 }) + line(dl, lighten(col, 0.4), 2, { opacity: 0.6 });
  return g(tr(x, y, r, s), o);
}

// ---------------------------------------------------------------- product scenes

interface Theme {
  wall: string;
  wall2: string;
  table: string;
  table2: string;
  blob: string;
  wood: boolean;
  dark: boolean;
}

const SAGE = mix(OLIVE, WHEAT, 0.68);
const BLUSH = mix(TERRA, OFF, 0.7);

const THEMES: Theme[] = [
  { wall: OFF, wall2: OFF_D, table: mix(WHEAT_D, BROWN, 0.18), table2: mix(WHEAT_D, BROWN, 0.42), blob: WHEAT, wood: true, dark: false },
  { wall: WHEAT, wall2: mix(WHEAT, HONEY, 0.3), table: mix(BROWN, HONEY, 0.35), table2: BROWN, blob: mix(WHEAT, OFF, 0.55), wood: true, dark: false },
  { wall: SAGE, wall2: mix(OLIVE, WHEAT, 0.55), table: OFF_D, table2: mix(WHEAT, WHEAT_D, 0.5), blob: mix(OLIVE, WHEAT, 0.5), wood: false, dark: false },
  { wall: mix(OLIVE, OLIVE_D, 0.3), wall2: OLIVE_D, table: mix(BROWN, HONEY, 0.25), table2: BROWN_D, blob: mix(OLIVE, WHEAT, 0.22), wood: true, dark: true },
  { wall: BLUSH, wall2: mix(TERRA, OFF, 0.55), table: OFF_D, table2: mix(WHEAT_D, OFF_D, 0.35), blob: mix(TERRA, OFF, 0.5), wood: false, dark: false },
  { wall: mix(HONEY, OFF, 0.55), wall2: mix(HONEY, OFF, 0.35), table: mix(OLIVE, WHEAT, 0.6), table2: mix(OLIVE, WHEAT, 0.42), blob: mix(HONEY, OFF, 0.75), wood: false, dark: false },
];

function backdrop(c: Ctx, w: number, h: number, tableY: number, th: Theme, focusX: number): string {
  const r = c.r;
  let o = rect(0, 0, w, h, lin(c, [[0, th.wall2], [0.6, th.wall], [1, th.wall]]));
  // decorative shape behind the still life
  const shape = r.int(0, 2);
  const bx = focusX + r.range(-90, 90);
  const br = h * r.range(0.3, 0.38);
  const blobFill = lin(c, [[0, lighten(th.blob, 0.08)], [1, th.blob]]);
  if (shape === 0) o += circ(bx, tableY - br * 0.55, br, blobFill);
  else if (shape === 1) {
    const aw = br * 0.85;
    o += path(P`M${bx - aw} ${tableY}V${tableY - br * 1.1}A${aw} ${aw} 0 0 1 ${bx + aw} ${tableY - br * 1.1}V${tableY}Z`, blobFill);
  } else o += path(blobPath(r, bx, tableY - br * 0.5, br * 1.2, br * 0.9, 7, 0.12), blobFill);
  // soft window light falling from one side
  const fromLeft = r.chance(0.5);
  const lx = fromLeft ? w * r.range(0.05, 0.2) : w * r.range(0.6, 0.75);
  const skew = (fromLeft ? 1 : -1) * w * 0.12;
  const lightFill = linU(c, [[0, "#fff", th.dark ? 0.1 : 0.26], [1, "#fff", 0]], 0, 0, 0, tableY);
  o += path(P`M${lx} 0H${lx + w * 0.11}L${lx + w * 0.11 + skew} ${tableY}H${lx + skew}Z`, lightFill);
  o += path(P`M${lx + w * 0.13} 0H${lx + w * 0.2}L${lx + w * 0.2 + skew} ${tableY}H${lx + w * 0.13 + skew}Z`, lightFill);
  // table
  o += rect(0, tableY - 50, w, 50, lin(c, [[0, INK, 0], [1, INK, th.dark ? 0.15 : 0.07]]));
  o += rect(0, tableY, w, h - tableY, lin(c, [[0, th.table], [1, th.table2]]));
  o += rect(0, tableY, w, 3, lighten(th.table, 0.35), { opacity: 0.6 });
  if (th.wood) {
    let d = "";
    for (let i = 0; i < 7; i++) {
      const yy = tableY + 20 + ((h - tableY) * i) / 7 + r.range(-8, 8);
      d += P`M0 ${yy}C${w * 0.3} ${yy + r.range(-10, 10)} ${w * 0.6} ${yy + r.range(-10, 10)} ${w} ${yy + r.range(-6, 6)}`;
    }
    o += line(d, darken(th.table, 0.35), 2, { opacity: 0.12 });
    o += line(P`M0 ${tableY + (h - tableY) * 0.45}H${w}`, darken(th.table, 0.4), 2.5, { opacity: 0.14 });
  } else {
    let d = "";
    for (let x = 0; x < w; x += 9) d += P`M${x} ${tableY}V${h}`;
    o += path(d, "none", { stroke: darken(th.table, 0.25), "stroke-width": 1, opacity: 0.06 });
  }
  // light pool on the table
  o += ell(focusX, tableY + (h - tableY) * 0.35, w * 0.45, (h - tableY) * 0.4, radU(c, [[0, "#fff", 0.16], [1, "#fff", 0]], focusX, tableY + (h - tableY) * 0.35, w * 0.45), {});
  return o;
}

function linen(c: Ctx, x: number, y: number, w: number, h: number, r: number, col: string, stripe: string): string {
  const skew = h * 0.35;
  let o = shadow(6, h * 0.5, w * 0.55, h * 0.42, 0.5);
  o += path(P`M${-w / 2 + skew} ${-h / 2}H${w / 2 + skew * 0.2}L${w / 2 - skew * 0.3} ${h / 2}H${-w / 2}Z`, lin(c, [[0, lighten(col, 0.1)], [1, darken(col, 0.06)]]));
  let d = "";
  for (const t of [0.12, 0.18]) d += P`M${-w / 2 + skew * (1 - t) + (t * w) / 2 - 5} ${-h / 2 + 2}L${-w / 2 + t * w} ${h / 2 - 2}`;
  for (const t of [0.8, 0.86]) d += P`M${-w / 2 + skew + t * (w * 0.5 + skew * 0.2 - (-w / 2 + skew))} ${-h / 2 + 2}L${-w / 2 + t * (w - skew * 0.3)} ${h / 2 - 2}`;
  o += line(d, stripe, 5, { opacity: 0.8, "stroke-linecap": "butt" });
  let fr = "";
  for (let xx = -w / 2 + 6; xx < w / 2 - skew * 0.3; xx += 9) fr += P`M${xx} ${h / 2}v8`;
  o += line(fr, darken(col, 0.1), 2, { opacity: 0.8 });
  return g(tr(x, y, r), o);
}

const ACCENTS = [TERRA, OLIVE, HONEY_D, mix(TERRA, BROWN, 0.4)];

function pickTheme(c: Ctx, allowed: number[]): Theme {
  return THEMES[c.r.pick(allowed)]!;
}

function productFlour(c: Ctx): string {
  const r = c.r;
  const th = pickTheme(c, [0, 2, 3, 4, 5, 1]);
  const W = 1200;
  const H = 900;
  const tableY = r.range(600, 640);
  const sx = 540 + r.range(-50, 40);
  const accent = r.pick(ACCENTS);
  const paper = th.dark ? r.pick([WHEAT, OFF_D]) : r.pick([mix(WHEAT_D, BROWN, 0.22), OFF_D, mix(WHEAT_D, WHEAT, 0.4)]);
  let o = backdrop(c, W, H, tableY, th, sx);
  // sprigs behind the sack
  const sprigs = r.int(2, 3);
  for (let i = 0; i < sprigs; i++) {
    const left = i % 2 === 0;
    const bx = sx + (left ? -110 : 120) + r.range(-20, 20);
    if (r.chance(0.3)) o += buckwheatSprig(c, bx, tableY + 80, r.range(330, 400), (left ? -1 : 1) * r.range(14, 30));
    else o += wheatSprig(c, bx, tableY + 80, r.range(360, 430), (left ? -1 : 1) * r.range(12, 30), r.pick([HONEY, mix(HONEY, WHEAT_D, 0.5)]));
  }
  o += flourSack(c, sx, tableY + 90, r.range(0.92, 1.02), paper, accent);
  const right = r.chance(0.7);
  const scx = right ? sx + 300 + r.range(-20, 30) : sx - 280;
  o += flourMound(c, scx + (right ? 110 : -110), tableY + 210, 90, 50);
  o += scoop(c, scx, tableY + 160, 0.9, r.range(-8, 6), !right, r.pick([HONEY_D, BROWN, mix(HONEY_D, WHEAT_D, 0.4)]));
  const gx = right ? sx - 200 : sx + 220;
  o += scatterGrains(c, gx, tableY + 215, 120, 40, 14, [HONEY, HONEY_D, WHEAT_D]);
  if (r.chance(0.6)) for (let i = 0; i < 9; i++) o += buckwheatGroat(gx + r.range(-150, 150), tableY + 220 + r.range(-40, 50), r.range(0, 180));
  o += speckles(r, sx + 60, tableY + 140, 340, 60, 40, OFF, 1, 2.4, 0.8);
  o += wheatSprig(c, right ? sx - 340 : sx + 360, tableY + 250, 260, right ? 62 : -62, HONEY, 0.9);
  return o;
}

function productSnacks(c: Ctx): string {
  const r = c.r;
  const th = pickTheme(c, [0, 1, 2, 3, 4, 5]);
  const tableY = r.range(560, 600);
  const bx = 600 + r.range(-60, 60);
  const crCol = r.pick([HONEY, mix(HONEY, WHEAT_D, 0.5), mix(HONEY_D, BROWN, 0.3)]);
  const alt = r.pick([mix(TERRA, HONEY, 0.35), mix(OLIVE, HONEY, 0.45), mix(BROWN, HONEY, 0.3)]);
  const kind = r.int(0, 2);
  const gl: GlazeSet = r.pick([
    { glaze: OFF_D, inner: mix(OFF_D, WHEAT_D, 0.5), band: TERRA },
    { glaze: mix(OLIVE, WHEAT, 0.35), inner: mix(OLIVE, WHEAT, 0.15), band: WHEAT },
    { glaze: mix(TERRA, BROWN, 0.2), inner: darken(TERRA, 0.2), band: WHEAT },
    { glaze: WHEAT, inner: WHEAT_D, band: OLIVE },
  ]);
  let o = backdrop(c, 1200, 900, tableY, th, bx);
  // small dish of seeds behind
  const seedKind: SeedKind = r.pick(["pumpkin", "sunflower", "sesame", "flax"]);
  const dx = bx + r.sign() * 300;
  o += bowlSide(c, dx, tableY + 40, 0.42, 200, 130, { glaze: OFF, inner: OFF_D, band: lighten(TERRA, 0.3) }, ell(0, 2, 186, 38, seedPattern(c, seedKind, 1.6)) + ell(0, -4, 150, 26, seedPattern(c, seedKind, 1.6)));
  // crackers poking out of the main bowl
  let inside = "";
  const n = 9;
  for (let i = 0; i < n; i++) {
    const t = (i / (n - 1)) * 2 - 1;
    const k = i % 3 === 1 ? kind : r.int(0, 2);
    inside += cracker(c, t * 170 + r.range(-15, 15), -28 - (1 - Math.abs(t)) * 50 + r.range(-10, 10), r.range(50, 62), r.range(-40, 40), k, i % 4 === 2 ? alt : crCol);
  }
  o += bowlSide(c, bx, tableY + 120, 1, 250, 170, gl, inside);
  // loose crackers and seeds on the table
  const lx = bx + r.sign() * 260;
  o += shadow(lx + 8, tableY + 262, 70, 18, 0.8);
  o += g(tr(lx, tableY + 250, 0, 1), g("scale(1 0.55)", cracker(c, 0, 0, 58, r.range(0, 90), kind, crCol)));
  o += g(tr(lx + 70, tableY + 232, 0, 1), g("scale(1 0.55)", cracker(c, 0, 0, 48, r.range(0, 90), r.int(0, 2), alt)));
  o += scatterSeeds(c, seedKind, bx - r.sign() * 220, tableY + 270, 120, 32, 14, 1.3);
  o += scatterSeeds(c, r.pick(["pumpkin", "sesame"] as const), bx, tableY + 300, 260, 30, 10, 1.2);
  if (r.chance(0.6)) o += sprig(c, bx + r.sign() * 380, tableY + 280, 170, r.range(-80, -50), OLIVE, 0.18, 0.36);
  return o;
}

function productBread(c: Ctx): string {
  const r = c.r;
  const th = pickTheme(c, [0, 2, 3, 4, 5]);
  const tableY = r.range(560, 600);
  const cx = 600 + r.range(-40, 40);
  const crust = r.pick([mix(HONEY_D, BROWN, 0.45), BROWN, mix(HONEY, BROWN, 0.55)]);
  const wood = r.pick([HONEY_D, mix(HONEY_D, WHEAT_D, 0.5), mix(BROWN, HONEY, 0.5)]);
  const right = r.chance(0.5);
  let o = backdrop(c, 1200, 900, tableY, th, cx);
  if (r.chance(0.7)) o += wheatSprig(c, cx + (right ? -260 : 260), tableY + 60, 380, (right ? -1 : 1) * 20, HONEY);
  o += board(c, cx, tableY + 170, 640, 150, wood, right);
  const kind = r.int(0, 2);
  o += loaf(c, cx - (right ? 40 : -40) - 30, tableY + 190, 1, kind, crust);
  // slices leaning in front
  const sx = cx + (right ? 170 : -170);
  o += breadSlice(c, sx, tableY + 250, 0.85, right ? 12 : -12, crust);
  o += breadSlice(c, sx + (right ? 55 : -55), tableY + 258, 0.85, right ? 22 : -22, crust);
  o += crumbs(r, cx, tableY + 240, 280, 30, 40, [crust, WHEAT_D, lighten(crust, 0.3)], 6);
  o += crumbs(r, cx, tableY + 300, 420, 34, 25, [crust, WHEAT_D], 5);
  if (r.chance(0.6)) {
    const px = cx + (right ? -380 : 380);
    const pile = speckles(r, 0, -8, 120, 22, 160, mix(HONEY, BROWN, 0.3), 1.5, 3.5) + speckles(r, 0, -10, 110, 18, 80, HONEY, 1.2, 3);
    o += bowlSide(c, px, tableY + 200, 0.5, 170, 110, { glaze: OFF, inner: OFF_D, band: r.pick([TERRA, OLIVE]) }, ell(0, -2, 150, 26, mix(HONEY, BROWN, 0.35)) + pile);
  }
  return o;
}

function productCookies(c: Ctx): string {
  const r = c.r;
  const th = pickTheme(c, [0, 1, 2, 3, 4, 5]);
  const tableY = r.range(560, 600);
  const cx = 600 + r.range(-50, 50);
  const col = r.pick([mix(HONEY, HONEY_D, 0.5), mix(HONEY_D, BROWN, 0.5), mix(WHEAT_D, HONEY, 0.5), BROWN]);
  const top = r.int(0, 3);
  let o = backdrop(c, 1200, 900, tableY, th, cx);
  if (r.chance(0.6)) o += linen(c, cx + r.range(-60, 60), tableY + 190, 620, 150, r.range(-4, 4), OFF, r.pick(ACCENTS));
  o += plate(c, cx, tableY + 170, 280, r.pick([OFF, OFF_D, mix(OLIVE, WHEAT, 0.55)]), r.chance(0.5) ? r.pick(ACCENTS) : undefined, 0.3);
  const n = r.int(4, 6);
  let stack = "";
  for (let i = 0; i < n; i++) {
    const c2 = r.chance(0.25) ? mix(col, BROWN_D, 0.3) : col;
    stack += cookieSide(c, r.range(-10, 10), 140 - i * 34, 130, 28, c2, i === n - 1 ? top : r.int(0, 3));
  }
  o += g(tr(cx - 40, tableY + 20), stack);
  // one cookie leaning against the stack
  o += cookieSide(c, cx + 170, tableY + 188, 95, 22, col, top);
  // nuts around
  for (let i = 0; i < 6; i++) {
    const side = i % 2 ? 1 : -1;
    const nx = cx + side * r.range(300, 440);
    const ny = tableY + r.range(200, 300);
    const k = r.int(0, 2);
    o += shadow(nx + 4, ny + 16, 26, 8, 0.8);
    o += k === 0 ? hazelnut(c, nx, ny, 1.1, r.range(-30, 30)) : k === 1 ? walnut(c, nx, ny, 1.15, r.range(0, 180)) : almond(c, nx, ny, 1.1, r.range(40, 140));
  }
  o += crumbs(r, cx + 60, tableY + 270, 320, 30, 22, [col, darken(col, 0.2)], 5);
  return o;
}

function productSpreads(c: Ctx): string {
  const r = c.r;
  const th = pickTheme(c, [0, 1, 2, 3, 4, 5]);
  const tableY = r.range(560, 600);
  const cx = 560 + r.range(-60, 40);
  const spread = r.pick([mix(BROWN, BROWN_D, 0.4), HONEY, mix(TERRA, HONEY_D, 0.3), mix(WHEAT_D, HONEY, 0.3), BROWN]);
  const accent = r.pick(ACCENTS);
  let o = backdrop(c, 1200, 900, tableY, th, cx);
  o += sprig(c, cx + 170, tableY + 80, 260, r.range(15, 35), OLIVE, 0.42, 0.4);
  o += jar(c, cx, tableY + 150, 1.05, spread, r.int(0, 1), accent, r.range(0.72, 0.86));
  const right = r.chance(0.65);
  if (r.chance(0.6)) {
    o += board(c, cx + (right ? 330 : -330), tableY + 230, 300, 90, mix(HONEY_D, WHEAT_D, 0.4), right);
    o += g(tr(cx + (right ? 320 : -340), tableY + 240, 0, 1), g("scale(1 0.62)", breadSlice(c, 0, 60, 0.9, 90, mix(HONEY_D, BROWN, 0.4), spread)));
  }
  o += knife(c, cx + (right ? 40 : -20), tableY + 290, 1, right ? -8 : -172 + 0, spread);
  for (let i = 0; i < 7; i++) {
    const nx = cx + (i % 2 ? 1 : -1) * r.range(160, 420) * (i < 2 ? 0.6 : 1);
    const ny = tableY + r.range(210, 310);
    o += shadow(nx + 4, ny + 18, 24, 7, 0.8) + hazelnut(c, nx, ny, 1.15, r.range(-40, 40));
  }
  return o;
}

function productPasta(c: Ctx): string {
  const r = c.r;
  const th = pickTheme(c, [0, 1, 2, 3, 4, 5]);
  const tableY = r.range(540, 580);
  const cx = 600 + r.range(-50, 50);
  const col = r.pick([WHEAT_D, mix(HONEY, WHEAT_D, 0.5), mix(HONEY, WHEAT, 0.3), mix(WHEAT_D, BROWN, 0.2)]);
  const fus = r.chance(0.45);
  let o = backdrop(c, 1200, 900, tableY, th, cx);
  o += plate(c, cx, tableY + 190, 340, r.pick([OFF, OFF_D, mix(OLIVE, WHEAT, 0.6)]), r.chance(0.5) ? r.pick(ACCENTS) : undefined, 0.36);
  if (fus) {
    let pile = "";
    for (let i = 0; i < 26; i++) {
      const a = r.range(0, Math.PI * 2);
      const k = Math.sqrt(r.next());
      pile += fusilli(c, Math.cos(a) * 170 * k, Math.sin(a) * 55 * k - (1 - k) * 50, 1.05, r.range(0, 180), col);
    }
    o += g(tr(cx, tableY + 180), pile);
  } else {
    o += pastaNest(c, cx - 110, tableY + 200, 1, col);
    o += pastaNest(c, cx + 120, tableY + 185, 0.95, col);
    o += pastaNest(c, cx + 10, tableY + 250, 1.05, col);
  }
  o += sprig(c, cx - 330, tableY + 290, 220, r.range(50, 75), OLIVE, 0.45, 0.42);
  o += leaf(c, cx + 280, tableY + 140, 60, -30, OLIVE, 0.42);
  o += cherryTomato(c, cx + 360, tableY + 300, 30) + cherryTomato(c, cx + 410, tableY + 270, 26);
  if (r.chance(0.5)) o += cherryTomato(c, cx - 380, tableY + 180, 24);
  for (let i = 0; i < 3; i++) o += fusilli(c, cx + r.sign() * r.range(250, 420), tableY + r.range(300, 330), 1, r.range(-30, 30), col);
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
  return doc(c, 1200, 900, body + finish(c, 1200, 900));
}

// ---------------------------------------------------------------- article scenes (1600×900)

/** Flat top-down surface with planks or linen weave. */
function surface(c: Ctx, w: number, h: number, col: string, planks: boolean): string {
  const r = c.r;
  let o = rect(0, 0, w, h, lin(c, [[0, lighten(col, 0.08)], [1, darken(col, 0.1)]], 0, 0, 1, 1));
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
  } else {
    let d = "";
    for (let x = 0; x < w; x += 8) d += P`M${x} 0V${h}`;
    for (let y = 0; y < h; y += 8) d += P`M0 ${y}H${w}`;
    o += path(d, "none", { stroke: darken(col, 0.2), "stroke-width": 1, opacity: 0.07 });
  }
  return o;
}

function windowLight(c: Ctx, w: number, h: number, o = 0.18): string {
  const f1 = linU(c, [[0, "#fff", o], [1, "#fff", 0]], 0, 0, w * 0.7, h);
  let s = "";
  const sk = w * 0.25;
  for (const [a, b] of [
    [0.02, 0.16],
    [0.18, 0.3],
  ] as const)
    s += path(P`M${w * a} 0H${w * b}L${w * b + sk} ${h}H${w * a + sk}Z`, f1);
  return s;
}

function rollingPin(c: Ctx, x: number, y: number, len: number, r: number, wood: string): string {
  const fill = lin(c, [[0, lighten(wood, 0.25)], [0.45, wood], [1, darken(wood, 0.3)]]);
  let o = shadow(14, 30, len * 0.62, 30, 0.7);
  o += rect(-len / 2 - 90, -14, 94, 28, fill, { rx: 14 }) + rect(len / 2 - 4, -14, 94, 28, fill, { rx: 14 });
  o += rect(-len / 2, -42, len, 84, fill, { rx: 12 });
  o += line(P`M${-len / 2 + 20} -22H${len / 2 - 20}`, "#fff", 5, { opacity: 0.3 });
  return g(tr(x, y, r), o);
}

function whiskTop(c: Ctx, x: number, y: number, s: number, r: number, handle: string): string {
  let o = shadow(60, 26, 300, 46, 0.6);
  o += rect(-260, -16, 170, 32, lin(c, [[0, lighten(handle, 0.25)], [1, darken(handle, 0.25)]]), { rx: 16 });
  let d = "";
  for (const k of [1, 0.72, 0.44, 0.16]) d += P`M-96 0C-20 ${-64 * k} 140 ${-86 * k} 168 0C140 ${86 * k} -20 ${64 * k} -96 0`;
  o += line(d, darken(STEEL, 0.15), 4) + line(d, lighten(STEEL, 0.5), 1.6, { opacity: 0.9 });
  o += rect(-104, -10, 22, 20, STEEL, { rx: 4 });
  return g(tr(x, y, r, s), o);
}

function spoonTop(c: Ctx, x: number, y: number, s: number, r: number, wood: string, fill?: string): string {
  let o = shadow(40, 22, 250, 36, 0.6);
  o += rect(40, -11, 300, 22, lin(c, [[0, lighten(wood, 0.2)], [1, darken(wood, 0.25)]]), { rx: 11 });
  o += ell(0, 0, 70, 48, rad(c, [[0, lighten(wood, 0.1)], [0.8, wood], [1, darken(wood, 0.25)]], 0.45, 0.45, 0.6));
  o += ell(-4, 0, 56, 36, fill ?? darken(wood, 0.12));
  if (!fill) o += ell(-20, -12, 20, 9, "#fff", { opacity: 0.18 });
  return g(tr(x, y, r, s), o);
}

/** A bowl or plate seen from straight above. */
function topBowl(c: Ctx, x: number, y: number, rr: number, glaze: string, inside: string, innerFill?: string): string {
  let o = circ(x + rr * 0.08, y + rr * 0.12, rr * 1.06, "url(#sh)");
  o += circ(x, y, rr, rad(c, [[0, lighten(glaze, 0.2)], [0.8, glaze], [1, darken(glaze, 0.2)]], 0.4, 0.4, 0.65));
  o += circ(x, y, rr * 0.84, innerFill ?? darken(glaze, 0.12));
  o += inside;
  o += circ(x, y, rr * 0.84, "none", { stroke: darken(glaze, 0.25), "stroke-width": 2, opacity: 0.5 });
  o += path(P`M${x - rr * 0.9} ${y - rr * 0.2}A${rr * 0.92} ${rr * 0.92} 0 0 1 ${x - rr * 0.2} ${y - rr * 0.9}`, "none", {
    stroke: "#fff",
    "stroke-width": rr * 0.05,
    opacity: 0.35,
    "stroke-linecap": "round",
  });
  return o;
}

function topPile(c: Ctx, x: number, y: number, rr: number, kind: SeedKind): string {
  const pat = seedPattern(c, kind, 1.1);
  return (
    circ(x, y, rr, pat) +
    circ(x, y, rr, rad(c, [[0, "#fff", 0.18], [0.7, "#fff", 0], [1, INK, 0.35]], 0.4, 0.4, 0.5))
  );
}

function topFlour(c: Ctx, x: number, y: number, rr: number): string {
  const d = blobPath(c.r, x, y, rr, rr * 0.85, 8, 0.12);
  return (
    path(d, INK, { opacity: 0.12, transform: "translate(8 10)" }) +
    path(d, rad(c, [[0, "#fff"], [0.6, OFF], [1, OFF_D]], 0.45, 0.4, 0.6)) +
    speckles(c.r, x, y, rr * 1.5, rr * 1.3, 50, OFF, 1, 2.6, 0.85)
  );
}

function articleTips(c: Ctx): string {
  const r = c.r;
  const W = 1600;
  const H = 900;
  const base = r.pick([mix(HONEY_D, WHEAT_D, 0.45), mix(BROWN, HONEY, 0.45), mix(OLIVE, WHEAT, 0.45)]);
  let o = surface(c, W, H, base, base !== mix(OLIVE, WHEAT, 0.45));
  o += windowLight(c, W, H, 0.14);
  const cloth = r.pick([OFF, OFF_D, WHEAT]);
  o += g(tr(1000 + r.range(-40, 40), 470, r.range(-12, -4)), path("M-330 -280H330V280H-330Z", INK, { opacity: 0.1, transform: "translate(10 14)" }) + rect(-330, -280, 660, 560, cloth) + line("M-330 -230H330M-330 -215H330M-330 215H330M-330 230H330", r.pick(ACCENTS), 6, { opacity: 0.75, "stroke-linecap": "butt" }));
  o += topFlour(c, 1040 + r.range(-30, 30), 450, 150);
  o += spoonTop(c, 1130, 560, 1.05, r.range(20, 40), HONEY_D, lin(c, [[0, OFF], [1, OFF_D]]));
  o += rollingPin(c, 420 + r.range(-30, 30), 250 + r.range(-20, 20), 520, r.range(-25, -12), r.pick([HONEY_D, mix(HONEY_D, WHEAT_D, 0.5)]));
  o += whiskTop(c, 380, 620 + r.range(-20, 20), 1, r.range(-10, 10), r.pick([TERRA, OLIVE, BROWN]));
  // measuring cups
  const mx = 760 + r.range(-30, 30);
  const my = 760;
  for (const [dx, dy, rr] of [
    [0, 0, 64],
    [150, 30, 50],
  ] as const) {
    o += rect(mx + dx + rr * 0.7, my + dy - 12, rr * 1.7, 24, darken(STEEL, 0.1), { rx: 12 });
    o += topBowl(c, mx + dx, my + dy, rr, STEEL, dx === 0 ? circ(mx, my, rr * 0.8, rad(c, [[0, "#fff"], [1, OFF_D]])) : "");
  }
  o += wheatSprig(c, 1400, 860, 360, -24, HONEY);
  o += wheatSprig(c, 1470, 880, 320, -40, mix(HONEY, WHEAT_D, 0.5));
  o += scatterGrains(c, 700, 470, 110, 90, 16, [HONEY, HONEY_D]);
  o += speckles(r, 1000, 560, 500, 300, 60, OFF, 1, 2.5, 0.7);
  return doc(c, W, H, o + finish(c, W, H));
}

function articleRecipes(c: Ctx): string {
  const r = c.r;
  const W = 1600;
  const H = 900;
  const th = pickTheme(c, [0, 1, 2, 4, 5]);
  const tableY = 540;
  const cx = 800 + r.range(-60, 60);
  let o = backdrop(c, W, H, tableY, th, cx);
  if (r.chance(0.5)) {
    // pancake stack with honey and berries
    o += linen(c, cx - 40, tableY + 200, 760, 160, r.range(-3, 3), OFF, r.pick(ACCENTS));
    o += plate(c, cx, tableY + 190, 300, OFF, undefined, 0.3);
    const col = mix(HONEY, HONEY_D, 0.45);
    let stack = "";
    for (let i = 0; i < 6; i++) stack += cookieSide(c, r.range(-8, 8), 150 - i * 30, 210, 26, col, 9);
    o += g(tr(cx, tableY + 10), stack);
    const ty = tableY + 10;
    const drip = P`M${cx - 150} ${ty}C${cx - 150} ${ty - 40} ${cx + 140} ${ty - 46} ${cx + 150} ${ty - 4}C${cx + 156} ${ty + 10} ${cx + 146} ${ty + 60} ${cx + 140} ${ty + 70}C${cx + 134} ${ty + 82} ${cx + 124} ${ty + 70} ${cx + 124} ${ty + 40}C${cx + 100} ${ty + 40} ${cx + 60} ${ty + 46} ${cx + 30} ${ty + 42}C${cx + 26} ${ty + 80} ${cx + 10} ${ty + 84} ${cx + 8} ${ty + 44}C${cx - 50} ${ty + 44} ${cx - 100} ${ty + 40} ${cx - 120} ${ty + 30}C${cx - 126} ${ty + 70} ${cx - 140} ${ty + 72} ${cx - 142} ${ty + 26}Z`;
    o += path(drip, lin(c, [[0, lighten(HONEY, 0.2)], [1, HONEY_D]]), { opacity: 0.92 });
    o += line(P`M${cx - 90} ${ty - 14}Q${cx} ${ty - 30} ${cx + 80} ${ty - 16}`, "#fff", 5, { opacity: 0.4 });
    for (let i = 0; i < 5; i++) {
      const bx = cx + r.range(-80, 80);
      const by = ty - 10 + r.range(-12, 12);
      o += circ(bx, by, 15, rad(c, [[0, lighten(TERRA, 0.3)], [1, darken(TERRA, 0.25)]], 0.35, 0.35, 0.7)) + circ(bx - 5, by - 5, 4, "#fff", { opacity: 0.45 });
    }
    o += leaf(c, cx + 20, ty - 18, 46, -40, OLIVE, 0.4) + leaf(c, cx + 20, ty - 18, 40, -140, mix(OLIVE, WHEAT, 0.25), 0.4);
    o += jar(c, cx + 420, tableY + 180, 0.62, HONEY, 0, r.pick(ACCENTS), 0.75);
    for (let i = 0; i < 4; i++) {
      const bx = cx - 360 + i * 40 + r.range(-10, 10);
      const by = tableY + 280 + r.range(-15, 15);
      o += cherryTomato(c, bx, by, 16);
    }
  } else {
    // mixing bowl with batter and a whisk
    const gl: GlazeSet = r.pick([
      { glaze: OFF_D, inner: mix(OFF_D, WHEAT_D, 0.5), band: TERRA },
      { glaze: mix(OLIVE, WHEAT, 0.35), inner: mix(OLIVE, WHEAT, 0.15), band: WHEAT },
      { glaze: mix(TERRA, BROWN, 0.15), inner: darken(TERRA, 0.2), band: WHEAT },
    ]);
    const batter = mix(WHEAT, HONEY, 0.35);
    let inside = ell(0, 16, 300, 56, lin(c, [[0, lighten(batter, 0.2)], [1, batter]]));
    inside += line("M-160 20C-100 -10 40 -10 120 18C60 40 -80 44 -120 24", lighten(batter, 0.4), 5, { opacity: 0.8 });
    const wh = `<g transform="rotate(-32)">${(() => {
      let d = "";
      for (const k of [1, 0.65, 0.3]) d += P`M0 -120C${-60 * k} -60 ${-54 * k} 40 0 40C${54 * k} 40 ${60 * k} -60 0 -120`;
      return line(d, darken(STEEL, 0.2), 5) + line(d, lighten(STEEL, 0.5), 2) + rect(-14, -330, 28, 220, lin(c, [[0, lighten(OLIVE, 0.2)], [1, OLIVE_D]], 0, 0, 1, 0), { rx: 14 });
    })()}</g>`;
    inside += g(tr(60, 10), wh);
    o += bowlSide(c, cx, tableY + 120, 1, 320, 230, gl, inside);
    o += flourSack(c, cx - 500, tableY + 250, 0.55, mix(WHEAT_D, BROWN, 0.2), r.pick(ACCENTS));
    o += spoonTop(c, cx + 480, tableY + 280, 0.8, -160, HONEY_D);
    o += scatterGrains(c, cx + 400, tableY + 300, 140, 30, 10, [HONEY, HONEY_D]);
    o += speckles(r, cx - 200, tableY + 300, 300, 30, 40, OFF, 1, 2.4, 0.8);
    o += wheatSprig(c, cx + 560, tableY + 160, 300, 14, HONEY);
  }
  return doc(c, W, H, o + finish(c, W, H));
}

function articleHealth(c: Ctx): string {
  const r = c.r;
  const W = 1600;
  const H = 900;
  const base = r.pick([OFF_D, WHEAT, mix(OLIVE, WHEAT, 0.6), BLUSH]);
  let o = surface(c, W, H, base, false);
  o += windowLight(c, W, H, 0.16);
  const kinds: SeedKind[] = ["pumpkin", "sunflower", "flax", "oat", "buckwheat", "sesame", "chia"];
  const slots = [
    [470, 330, 150],
    [840, 520, 170],
    [1180, 300, 130],
    [250, 690, 110],
    [1310, 660, 120],
  ] as const;
  const glazes = [OFF, OFF_D, mix(OLIVE, WHEAT, 0.35), mix(TERRA, OFF, 0.3), WHEAT];
  let leaves = "";
  for (let i = 0; i < 9; i++) {
    const a = (i / 9) * Math.PI * 2 + r.range(-0.2, 0.2);
    leaves += leaf(c, 800 + Math.cos(a) * r.range(420, 640), 450 + Math.sin(a) * r.range(260, 380), r.range(90, 140), (a * 180) / Math.PI + r.range(-40, 40), r.pick([OLIVE, mix(OLIVE, WHEAT, 0.3), OLIVE_D]), 0.36);
  }
  o += leaves;
  for (let i = 0; i < slots.length; i++) {
    const [x, y, rr] = slots[i]!;
    const k = kinds[(i + r.int(0, 6)) % kinds.length]!;
    o += topBowl(c, x + r.range(-20, 20), y + r.range(-20, 20), rr, r.pick(glazes), "", undefined);
  }
  // fill bowls after drawing (same coordinates): redraw with piles on top
  o = surface(c, W, H, base, false) + windowLight(c, W, H, 0.16) + leaves;
  for (let i = 0; i < slots.length; i++) {
    const [x0, y0, rr] = slots[i]!;
    const x = x0 + r.range(-20, 20);
    const y = y0 + r.range(-20, 20);
    const k = kinds[(i * 2 + r.int(0, 6)) % kinds.length]!;
    o += topBowl(c, x, y, rr, r.pick(glazes), topPile(c, x, y, rr * 0.78, k));
  }
  for (let i = 0; i < 14; i++) {
    const a = r.range(0, Math.PI * 2);
    const nx = 800 + Math.cos(a) * r.range(200, 700);
    const ny = 450 + Math.sin(a) * r.range(150, 420);
    const k = r.int(0, 2);
    o += circ(nx + 5, ny + 8, 24, "url(#sh)", { opacity: 0.6 });
    o += k === 0 ? hazelnut(c, nx, ny, 1.2, r.range(0, 360)) : k === 1 ? walnut(c, nx, ny, 1.25, r.range(0, 360)) : almond(c, nx, ny, 1.2, r.range(0, 360));
  }
  o += scatterSeeds(c, "pumpkin", 640, 720, 140, 60, 14, 1.4);
  o += scatterSeeds(c, "sunflower", 1020, 200, 140, 50, 12, 1.4);
  o += cherryTomato(c, 1000, 780, 28);
  return doc(c, W, H, o + finish(c, W, H));
}

function bunting(c: Ctx, x1: number, x2: number, y: number, sag: number, cols: string[]): string {
  let o = line(P`M${x1} ${y}Q${(x1 + x2) / 2} ${y + sag * 2} ${x2} ${y}`, BROWN_D, 2.5);
  const n = Math.floor((x2 - x1) / 62);
  for (let i = 0; i < n; i++) {
    const t = (i + 0.5) / n;
    const px = x1 + (x2 - x1) * t;
    const py = y + 2 * (1 - t) * t * sag * 2;
    const col = cols[i % cols.length]!;
    o += path(P`M${px - 22} ${py}L${px + 22} ${py + 2 * (0.5 - t) * -sag * 0.08}L${px} ${py + 50}Z`, col);
    o += path(P`M${px - 22} ${py}L${px} ${py}L${px} ${py + 50}Z`, "#fff", { opacity: 0.14 });
  }
  return o;
}

function hills(c: Ctx, w: number, y: number, amp: number, col: string, n = 3, h = 900): string {
  const r = c.r;
  let d = P`M0 ${h}V${y + r.range(-amp, amp) * 0.5}`;
  const step = w / n;
  for (let i = 0; i < n; i++) {
    const x0 = i * step;
    d += P`C${x0 + step * 0.3} ${y - amp * r.range(0.5, 1.1)} ${x0 + step * 0.7} ${y - amp * r.range(0.2, 1.1)} ${x0 + step} ${y + r.range(-amp, amp) * 0.4}`;
  }
  d += P`V${h}Z`;
  return path(d, col);
}

function articleEvents(c: Ctx): string {
  const r = c.r;
  const W = 1600;
  const H = 900;
  const sky = r.pick([[mix(HONEY, OFF, 0.55), OFF], [mix(OLIVE, WHEAT, 0.7), OFF_D], [BLUSH, OFF]] as const);
  let o = rect(0, 0, W, H, lin(c, [[0, sky[0]], [1, sky[1]]]));
  o += circ(r.range(200, 400), 200, 90, OFF, { opacity: 0.7 });
  o += hills(c, W, 520, 70, mix(OLIVE, WHEAT, 0.62), 3);
  o += hills(c, W, 590, 50, mix(OLIVE, WHEAT, 0.42), 4);
  // trees
  for (let i = 0; i < 7; i++) {
    const tx = r.range(0, W);
    if (tx > 420 && tx < 1180) continue;
    const ty = 600 + r.range(-20, 20);
    o += rect(tx - 4, ty - 10, 8, 40, BROWN_D) + ell(tx, ty - 40, 34, 48, mix(OLIVE, OLIVE_D, r.range(0, 1)));
  }
  o += rect(0, 640, W, 260, lin(c, [[0, mix(WHEAT_D, OLIVE, 0.25)], [1, mix(WHEAT_D, BROWN, 0.3)]]));
  const stripes = r.pick([[TERRA, OFF], [OLIVE, WHEAT], [HONEY_D, OFF]] as const);
  const sx = 800 + r.range(-50, 50);
  const sw = 640;
  const top = 200;
  o += shadow(sx, 815, sw * 0.65, 40);
  // posts
  const post = lin(c, [[0, lighten(BROWN, 0.2)], [1, BROWN_D]], 0, 0, 1, 0);
  o += rect(sx - sw / 2 + 10, top + 60, 22, 560, post) + rect(sx + sw / 2 - 32, top + 60, 22, 560, post);
  o += rect(sx - sw / 2 + 20, top + 120, sw - 40, 300, darken(OFF_D, 0.08), { opacity: 0.55 });
  // back shelf with jars
  o += rect(sx - sw / 2 + 30, 430, sw - 60, 14, BROWN);
  for (let i = 0; i < 8; i++) {
    const jx = sx - sw / 2 + 70 + i * 72;
    o += g(tr(jx, 430, 0, 0.2), jar(c, 0, 0, 1, r.pick([BROWN, HONEY, mix(TERRA, HONEY_D, 0.3)]), i % 2, r.pick(ACCENTS)));
  }
  // awning
  const aw = sw + 80;
  const ax = sx - aw / 2;
  const n = 9;
  const sWidth = aw / n;
  let o2 = "";
  for (let i = 0; i < n; i++) {
    const x = ax + i * sWidth;
    o2 += path(P`M${sx + (x - sx) * 0.82} ${top}L${sx + (x + sWidth - sx) * 0.82} ${top}L${x + sWidth} ${top + 110}Q${x + sWidth / 2} ${top + 150} ${x} ${top + 110}Z`, i % 2 ? stripes[1] : stripes[0]);
  }
  o += o2 + path(P`M${ax} ${top + 110}H${ax + aw}`, "none", { stroke: INK, "stroke-width": 2, opacity: 0.15 });
  o += path(P`M${sx - aw * 0.41} ${top}H${sx + aw * 0.41}L${sx + aw * 0.5} ${top + 110}H${sx - aw * 0.5}Z`, lin(c, [[0, "#fff", 0.2], [1, INK, 0.1]]));
  o += rect(sx - aw * 0.42, top - 14, aw * 0.84, 16, darken(stripes[0], 0.2), { rx: 6 });
  // counter
  const cy = 560;
  o += rect(sx - sw / 2 - 10, cy, sw + 20, 24, lin(c, [[0, lighten(HONEY_D, 0.2)], [1, HONEY_D]]), { rx: 6 });
  o += rect(sx - sw / 2, cy + 24, sw, 220, lin(c, [[0, BROWN], [1, BROWN_D]]));
  let planks = "";
  for (let i = 1; i < 6; i++) planks += P`M${sx - sw / 2 + (i * sw) / 6} ${cy + 24}V${cy + 244}`;
  o += line(planks, darken(BROWN_D, 0.3), 2, { opacity: 0.5 });
  o += rect(sx - sw / 2, cy + 24, sw, 20, INK, { opacity: 0.18 });
  // goods on the counter
  o += g(tr(sx - 220, cy + 8, 0, 0.42), jar(c, 0, 0, 1, BROWN, 1, TERRA)) + g(tr(sx - 150, cy + 8, 0, 0.42), jar(c, 0, 0, 1, HONEY, 0, OLIVE));
  o += loaf(c, sx - 10, cy + 6, 0.45, 1, mix(HONEY_D, BROWN, 0.45));
  o += loaf(c, sx + 100, cy + 6, 0.38, 0, BROWN);
  o += flourSack(c, sx + 230, cy + 6, 0.32, OFF_D, TERRA);
  o += bunting(c, 0, sx - sw / 2 + 20, 110, 40, [TERRA, HONEY, OLIVE, WHEAT]);
  o += bunting(c, sx + sw / 2 - 20, W, 110, 40, [HONEY, OLIVE, TERRA, WHEAT]);
  o += bunting(c, 60, W - 60, 40, 60, [OLIVE, WHEAT, TERRA, HONEY]);
  // crates on the ground
  for (const [dx, sc] of [
    [-420, 1],
    [400, 0.9],
  ] as const) {
    const x = sx + dx;
    const y = 800;
    o += shadow(x, y + 6, 110 * sc, 16);
    o += rect(x - 90 * sc, y - 100 * sc, 180 * sc, 100 * sc, lin(c, [[0, HONEY_D], [1, BROWN]]));
    o += line(P`M${x - 90 * sc} ${y - 66 * sc}H${x + 90 * sc}M${x - 90 * sc} ${y - 33 * sc}H${x + 90 * sc}`, darken(BROWN, 0.3), 3, { opacity: 0.6 });
    o += speckles(r, x, y - 110 * sc, 80 * sc, 16 * sc, 10, r.pick([TERRA, HONEY, OLIVE]), 10 * sc, 16 * sc);
  }
  return doc(c, W, H, o + finish(c, W, H));
}

function cupSide(c: Ctx, x: number, y: number, s: number, glaze: string, drink: string): string {
  let o = shadow(20, 40, 250, 40);
  // saucer
  o += ell(0, 38, 220, 52, darken(glaze, 0.2));
  o += ell(0, 30, 220, 52, lin(c, [[0, lighten(glaze, 0.2)], [1, glaze]]));
  o += ell(0, 30, 120, 26, darken(glaze, 0.1));
  // handle
  o += path("M118 -150C190 -160 200 -70 110 -50", "none", { stroke: darken(glaze, 0.08), "stroke-width": 24, "stroke-linecap": "round" });
  // cup body
  o += path(
    "M-140 -190A140 32 0 0 0 140 -190C136 -90 110 -10 60 20Q0 36 -60 20C-110 -10 -136 -90 -140 -190Z",
    lin(c, [[0, darken(glaze, 0.15)], [0.3, lighten(glaze, 0.25)], [0.65, glaze], [1, darken(glaze, 0.25)]], 0, 0, 1, 0),
  );
  o += ell(0, -190, 140, 32, darken(glaze, 0.15));
  o += ell(0, -186, 128, 26, rad(c, [[0, lighten(drink, 0.2)], [1, darken(drink, 0.2)]], 0.45, 0.4, 0.6));
  o += ell(-30, -190, 40, 8, "#fff", { opacity: 0.25 });
  o += line("M-110 -160Q-110 -60 -60 0", "#fff", 8, { opacity: 0.2 });
  // steam
  o += line("M-30 -240C-60 -290 10 -320 -20 -380M30 -236C10 -280 70 -310 40 -370", "#fff", 10, { opacity: 0.35 });
  return g(tr(x, y, 0, s), o);
}

function articleLifestyle(c: Ctx): string {
  const r = c.r;
  const W = 1600;
  const H = 900;
  const th = pickTheme(c, [0, 2, 3, 4, 5]);
  const tableY = 560;
  const cx = 760 + r.range(-60, 60);
  let o = backdrop(c, W, H, tableY, th, cx);
  // window frame light on the wall
  const lf = linU(c, [[0, "#fff", 0.35], [1, "#fff", 0.06]], 0, 0, 0, tableY);
  const wx = 1000 + r.range(-60, 60);
  o += path(P`M${wx} 60H${wx + 170}L${wx + 230} 300H${wx + 60}Z`, lf) + path(P`M${wx + 190} 60H${wx + 360}L${wx + 420} 300H${wx + 250}Z`, lf);
  o += path(P`M${wx + 70} 320H${wx + 240}L${wx + 300} 540H${wx + 130}Z`, lf) + path(P`M${wx + 260} 320H${wx + 430}L${wx + 490} 540H${wx + 320}Z`, lf);
  // vase with a sprig
  const vx = cx + 430;
  o += shadow(vx + 30, tableY + 110, 100, 18);
  o += wheatSprig(c, vx - 10, tableY + 20, 300, -12, HONEY) + wheatSprig(c, vx + 10, tableY + 20, 260, 18, mix(HONEY, WHEAT_D, 0.5));
  o += sprig(c, vx, tableY + 20, 240, 4, OLIVE, 0.2, 0.3);
  o += path(P`M${vx - 40} ${tableY - 40}H${vx + 40}C${vx + 40} ${tableY} ${vx + 80} ${tableY + 40} ${vx + 70} ${tableY + 80}Q${vx + 60} ${tableY + 112} ${vx} ${tableY + 112}Q${vx - 60} ${tableY + 112} ${vx - 70} ${tableY + 80}C${vx - 80} ${tableY + 40} ${vx - 40} ${tableY} ${vx - 40} ${tableY - 40}Z`, lin(c, [[0, lighten(r.pick([TERRA, OLIVE, HONEY_D]), 0.15)], [1, darken(TERRA, 0.2)]], 0, 0, 1, 0));
  o += linen(c, cx - 120, tableY + 220, 720, 170, r.range(-6, -2), r.pick([OFF, WHEAT, BLUSH]), r.pick(ACCENTS));
  o += cupSide(c, cx - 80, tableY + 170, 0.95, r.pick([OFF, OFF_D, mix(OLIVE, WHEAT, 0.45), BLUSH]), r.pick([BROWN_D, mix(BROWN, HONEY, 0.4), HONEY_D]));
  o += cookieSide(c, cx + 190, tableY + 250, 70, 16, mix(HONEY, HONEY_D, 0.5), 0);
  o += cookieSide(c, cx + 230, tableY + 225, 70, 16, mix(HONEY_D, BROWN, 0.4), 1);
  o += ell(cx - 400, tableY + 150, 130, 24, INK, { opacity: 0.1 });
  // a closed book
  o += rect(cx - 560, tableY + 60, 300, 70, lin(c, [[0, lighten(OLIVE, 0.15)], [1, OLIVE_D]]), { rx: 6 });
  o += rect(cx - 556, tableY + 72, 292, 16, OFF_D) + rect(cx - 560, tableY + 60, 300, 10, lighten(OLIVE, 0.25), { rx: 5 });
  o += rect(cx - 530, tableY + 30, 250, 40, lin(c, [[0, lighten(TERRA, 0.15)], [1, darken(TERRA, 0.15)]]), { rx: 5 });
  o += rect(cx - 526, tableY + 40, 242, 10, OFF_D);
  return doc(c, W, H, o + finish(c, W, H));
}

export function articleArtworkSvg(category: ArticleCategory, seed: string): string {
  const c = makeCtx(`${category}:${seed}`);
  switch (category) {
    case "tips":
      return articleTips(c);
    case "recipes":
      return articleRecipes(c);
    case "health":
      return articleHealth(c);
    case "events":
      return articleEvents(c);
    default:
      return articleLifestyle(c);
  }
}

// ---------------------------------------------------------------- hero (1920×1080)

function heroHills(c: Ctx): string {
  const r = c.r;
  const W = 1920;
  const H = 1080;
  let o = rect(0, 0, W, H, lin(c, [[0, mix(HONEY, OFF, 0.55)], [0.45, mix(HONEY, OFF, 0.35)], [0.62, mix(HONEY, TERRA, 0.2)], [1, HONEY]]));
  const sunX = 1340;
  const sunY = 470;
  o += circ(sunX, sunY, 520, radU(c, [[0, "#fff5dc", 0.9], [0.25, "#ffe9b8", 0.5], [1, HONEY, 0]], sunX, sunY, 520));
  o += circ(sunX, sunY, 70, "#fff6e0");
  // clouds
  for (const [x, y, s] of [
    [380, 200, 1],
    [980, 140, 0.7],
    [1650, 250, 0.8],
  ] as const)
    o += g(tr(x, y, 0, s), path("M-160 20Q-150 -20 -100 -14Q-80 -60 -20 -50Q20 -80 70 -44Q130 -50 140 0Q180 4 170 24Z", OFF, { opacity: 0.45 }));
  const haze = (col: string, t: number): string => mix(col, mix(HONEY, OFF, 0.45), t);
  o += hills(c, W, 560, 90, haze(OLIVE, 0.72), 3, H);
  o += hills(c, W, 620, 80, haze(OLIVE, 0.55), 4, H);
  // tree line on the middle ridge
  let trees = "";
  for (let i = 0; i < 60; i++) {
    const x = r.range(0, W);
    const y = 650 + r.range(-20, 30);
    trees += P`M${x - 14} ${y}a14 18 0 1 1 28 0z`;
  }
  o += path(trees, haze(OLIVE_D, 0.45));
  o += hills(c, W, 700, 60, haze(OLIVE, 0.35), 3, H);
  // near hill with a patchwork of fields
  const near = P`M0 ${H}V760C300 690 620 720 900 770C1200 820 1500 740 1920 700V${H}Z`;
  const cid = uid(c, "c");
  c.defs.push(el("clipPath", { id: cid }, path(near, "#000")));
  const fieldCols = [WHEAT, HONEY, mix(OLIVE, WHEAT, 0.45), WHEAT_D, mix(HONEY, TERRA, 0.2), mix(OLIVE, HONEY, 0.3), OLIVE];
  let fields = path(near, mix(OLIVE, WHEAT, 0.3));
  let rows = "";
  for (let i = 0; i < 7; i++) {
    const y0 = 700 + i * 55;
    const x0 = r.range(-100, 400);
    for (let j = 0; j < 4; j++) {
      const xa = x0 + j * 520 + r.range(-40, 40);
      const xb = xa + r.range(380, 560);
      const col = fieldCols[(i * 3 + j * 2 + r.int(0, 2)) % fieldCols.length]!;
      const d = P`M${xa} ${y0 + 30}C${xa + 150} ${y0 - 10} ${xb - 150} ${y0 + 40} ${xb} ${y0}L${xb + 30} ${y0 + 90}C${xb - 150} ${y0 + 120} ${xa + 150} ${y0 + 80} ${xa - 30} ${y0 + 110}Z`;
      fields += path(d, col);
      for (let k = 0; k < 4; k++) {
        const yy = y0 + 20 + k * 20;
        rows += P`M${xa + 10} ${yy + 20}C${xa + 150} ${yy - 10} ${xb - 150} ${yy + 30} ${xb} ${yy}`;
      }
    }
  }
  fields += line(rows, INK, 2, { opacity: 0.08 });
  fields += rect(0, 680, W, 400, linU(c, [[0, mix(HONEY, OFF, 0.5), 0.35], [1, mix(HONEY, OFF, 0.5), 0]], 0, 680, 0, 1000));
  o += el("g", { "clip-path": `url(#${cid})` }, fields);
  // a farmhouse with a terracotta roof and poplars
  const hx = 560;
  const hy = 744;
  o += rect(hx - 40, hy - 40, 80, 44, OFF_D) + path(P`M${hx - 50} ${hy - 38}L${hx} ${hy - 76}L${hx + 50} ${hy - 38}Z`, TERRA) + rect(hx - 8, hy - 20, 16, 24, BROWN_D);
  o += rect(hx - 40, hy - 40, 80, 44, INK, { opacity: 0.06 });
  for (const [px, ph] of [
    [hx + 80, 120],
    [hx + 110, 150],
    [hx - 90, 110],
    [1280, 130],
    [1310, 100],
  ] as const)
    o += ell(px, hy - ph / 2 + 8, 16, ph / 2, mix(OLIVE_D, OLIVE, 0.3)) + ell(px - 5, hy - ph / 2, 6, ph / 2.6, "#fff", { opacity: 0.08 });
  // foreground wheat silhouettes and a warm haze
  o += rect(0, 0, W, H, lin(c, [[0, "#fff", 0], [0.55, "#fff", 0.06], [1, HONEY_D, 0.12]]));
  let fg = "";
  for (let i = 0; i < 18; i++) {
    const x = i < 9 ? r.range(-20, 320) : r.range(1600, 1960);
    fg += wheatSprig(c, x, H + 20, r.range(200, 320), r.range(-18, 18), r.pick([HONEY_D, mix(HONEY_D, BROWN, 0.3), HONEY]), 1.2);
  }
  o += fg;
  // birds
  o += line("M820 300q12 -10 24 0q12 -10 24 0M900 260q9 -8 18 0q9 -8 18 0M760 250q8 -7 16 0q8 -7 16 0", BROWN_D, 3, { opacity: 0.6 });
  return o + finish(c, W, H, 0.25);
}

function heroWorkshop(c: Ctx): string {
  const r = c.r;
  const W = 1920;
  const H = 1080;
  const tableY = 640;
  let o = rect(0, 0, W, H, lin(c, [[0, mix(OFF_D, WHEAT, 0.5)], [1, OFF_D]]));
  // window light on plaster
  const lf = linU(c, [[0, "#fff", 0.5], [1, "#fff", 0.05]], 0, 0, 0, tableY);
  o += path(P`M1240 0H1460L1560 ${tableY}H1330Z`, lf) + path(P`M1490 0H1700L1800 ${tableY}H1590Z`, lf);
  // shelf with jars
  o += rect(900, 300, 820, 22, lin(c, [[0, HONEY_D], [1, BROWN]])) + rect(900, 322, 820, 16, INK, { opacity: 0.1 });
  const seeds: SeedKind[] = ["buckwheat", "oat", "pumpkin", "flax", "sunflower", "wheat"];
  for (let i = 0; i < 6; i++) {
    const jx = 980 + i * 130;
    const kind = seeds[i]!;
    const body = P`M${jx - 44} 300V${210}Q${jx - 44} 190 ${jx - 24} 188H${jx + 24}Q${jx + 44} 190 ${jx + 44} 210V300Z`;
    o += path(P`M${jx - 40} 298V${232}H${jx + 40}V298Z`, seedPattern(c, kind, 1.2));
    o += path(body, "#fff", { opacity: 0.25 }) + path(body, "none", { stroke: "#fff", "stroke-width": 2.5, opacity: 0.6 });
    o += rect(jx - 34, 198, 10, 90, "#fff", { opacity: 0.35, rx: 5 });
    o += rect(jx - 32, 172, 64, 20, i % 2 ? HONEY_D : r.pick([TERRA, OLIVE]), { rx: 5 });
  }
  // hanging dried wheat bundle
  for (let i = 0; i < 7; i++) o += wheatSprig(c, 560 + i * 10, 60, -260 + r.range(-20, 20), 180 + (i - 3) * 6, HONEY_D, 1);
  o += line("M560 40V70", BROWN_D, 3) + rect(545, 64, 48, 14, TERRA, { rx: 5 });
  // table
  o += rect(0, tableY - 60, W, 60, lin(c, [[0, INK, 0], [1, INK, 0.08]]));
  o += rect(0, tableY, W, H - tableY, lin(c, [[0, mix(HONEY_D, WHEAT_D, 0.4)], [1, mix(BROWN, HONEY_D, 0.4)]]));
  let gr = "";
  for (let i = 0; i < 9; i++) {
    const y = tableY + 30 + i * 48 + r.range(-8, 8);
    gr += P`M0 ${y}C600 ${y + r.range(-10, 10)} 1200 ${y + r.range(-10, 10)} 1920 ${y}`;
  }
  o += line(gr, BROWN_D, 2, { opacity: 0.14 }) + rect(0, tableY, W, 4, lighten(HONEY_D, 0.4), { opacity: 0.6 });
  o += line(P`M0 ${tableY + 200}H${W}`, BROWN_D, 3, { opacity: 0.2 });
  // things on the table
  o += flourSack(c, 1680, tableY + 130, 0.95, mix(WHEAT_D, BROWN, 0.2), TERRA);
  o += wheatSprig(c, 1480, tableY + 40, 380, -14, HONEY) + wheatSprig(c, 1500, tableY + 40, 420, 4, HONEY_D) + wheatSprig(c, 1520, tableY + 40, 360, 20, HONEY);
  o += g(tr(1500, tableY + 120, 0, 0.6), jar(c, 0, 0, 1, mix(WHEAT, OFF, 0.3), 1, OLIVE, 0.05));
  o += g(tr(1180, tableY + 150, 0, 0.85), jar(c, 0, 0, 1, BROWN, 1, TERRA, 0.8));
  o += g(tr(1000, tableY + 140, 0, 0.62), jar(c, 0, 0, 1, HONEY, 0, HONEY_D, 0.7));
  o += flourMound(c, 720, tableY + 240, 230, 120);
  o += scoop(c, 800, tableY + 180, 1, -18, false, HONEY_D, true);
  o += bowlSide(c, 1330, tableY + 270, 0.7, 220, 150, { glaze: OFF_D, inner: mix(OFF_D, WHEAT_D, 0.5), band: OLIVE }, ell(0, 2, 205, 42, seedPattern(c, "buckwheat", 1.6)));
  o += rollingPin(c, 420, tableY + 320, 460, 4, mix(HONEY_D, WHEAT_D, 0.4));
  o += scatterGrains(c, 1000, tableY + 340, 260, 50, 22, [HONEY, HONEY_D, WHEAT_D]);
  for (let i = 0; i < 16; i++) o += buckwheatGroat(1250 + r.range(-200, 260), tableY + 360 + r.range(-40, 40), r.range(0, 180));
  o += speckles(r, 760, tableY + 300, 500, 90, 80, OFF, 1, 2.6, 0.8);
  o += speckles(r, 400, tableY + 150, 300, 80, 40, OFF, 1, 2, 0.5);
  return o + finish(c, W, H, 0.22);
}

function heroBreakfast(c: Ctx): string {
  const r = c.r;
  const W = 1920;
  const H = 1080;
  let o = surface(c, W, H, mix(HONEY_D, WHEAT_D, 0.35), true);
  o += windowLight(c, W, H, 0.12);
  // table runner
  o += path("M0 380H1920V700H0Z", INK, { opacity: 0.08, transform: "translate(0 12)" });
  o += rect(0, 380, W, 320, OFF_D);
  o += line("M0 404H1920M0 676H1920", TERRA, 7, { opacity: 0.7, "stroke-linecap": "butt" }) + line("M0 420H1920M0 660H1920", TERRA, 3, { opacity: 0.5, "stroke-linecap": "butt" });
  let weave = "";
  for (let x = 0; x < W; x += 9) weave += P`M${x} 380V700`;
  o += path(weave, "none", { stroke: INK, "stroke-width": 1, opacity: 0.05 });
  // four place settings
  const settings = [
    [330, 200],
    [960, 180],
    [1590, 210],
    [650, 880],
    [1300, 890],
  ] as const;
  const cups = [OFF, mix(OLIVE, WHEAT, 0.45), BLUSH, WHEAT, OFF_D];
  for (let i = 0; i < settings.length; i++) {
    const [x, y] = settings[i]!;
    const top = y < 500;
    // plate with bread and spread
    const plateFill = "";
    o += topBowl(c, x, y, 150, OFF, plateFill, lighten(OFF_D, 0.2));
    const spread = [BROWN, HONEY, mix(TERRA, HONEY_D, 0.3), BROWN_D, HONEY][i]!;
    o += g(tr(x - 20, y + 10, r.range(-30, 30), 0.8), path("M-70 60L-72 -40C-82 -90 -40 -110 0 -108C40 -110 82 -90 72 -40L70 60Z", mix(WHEAT, OFF, 0.3), { stroke: mix(HONEY_D, BROWN, 0.5), "stroke-width": 12, "stroke-linejoin": "round" }) + path("M-56 46L-58 -34C-60 -70 -30 -92 0 -90C30 -92 60 -70 58 -34L56 46Z", spread) + line("M-30 -60Q0 -74 30 -56", "#fff", 5, { opacity: 0.25 }));
    // cup
    const cxp = x + 220;
    const cyp = y + (top ? 40 : -40);
    o += topBowl(c, cxp, cyp, 70, cups[i]!, circ(cxp, cyp, 52, rad(c, [[0, mix(BROWN, HONEY, 0.5)], [1, BROWN_D]])), undefined);
    o += rect(cxp + 62, cyp - 12, 40, 24, cups[i]!, { rx: 12 });
    o += circ(cxp - 14, cyp - 14, 10, "#fff", { opacity: 0.25 });
    // knife
    o += knife(c, x - 40, y + (top ? 175 : -175), 0.6, top ? 4 : 184, undefined, HONEY_D);
  }
  // centre pieces on the runner
  o += topBowl(c, 380, 560, 120, mix(OLIVE, WHEAT, 0.35), topPile(c, 380, 560, 96, "oat"));
  o += topBowl(c, 960, 540, 150, OFF, (() => {
    let s = "";
    for (let i = 0; i < 8; i++) {
      const a = (i / 8) * Math.PI * 2;
      const k = i % 3;
      const x = 960 + Math.cos(a) * 70;
      const y = 540 + Math.sin(a) * 70;
      s += k === 0 ? hazelnut(c, x, y, 1.3, r.range(0, 360)) : k === 1 ? walnut(c, x, y, 1.3, r.range(0, 360)) : almond(c, x, y, 1.3, r.range(0, 360));
    }
    return s + walnut(c, 960, 540, 1.4, 20);
  })());
  // jar of spread, opened, lid beside
  o += circ(1300, 550, 92, "url(#sh)") + circ(1290, 540, 82, lin(c, [[0, "#fff", 0.6], [1, "#fff", 0.3]])) + circ(1290, 540, 70, rad(c, [[0, mix(BROWN, HONEY, 0.3)], [1, BROWN_D]]));
  o += line("M1250 520Q1290 500 1320 540Q1290 575 1260 550", lighten(BROWN, 0.3), 6, { opacity: 0.6 });
  o += circ(1420, 610, 62, HONEY_D) + circ(1420, 610, 50, lighten(HONEY, 0.2), { opacity: 0.6 });
  // cookies plate
  o += topBowl(c, 1640, 560, 110, mix(TERRA, OFF, 0.4), (() => {
    let s = "";
    for (const [dx, dy] of [
      [-30, -25],
      [35, -10],
      [-10, 35],
    ] as const)
      s += circ(1640 + dx, 560 + dy, 44, rad(c, [[0, lighten(HONEY_D, 0.25)], [1, darken(HONEY_D, 0.15)]])) + speckles(r, 1640 + dx, 560 + dy, 28, 28, 5, BROWN_D, 3, 5);
    return s;
  })(), mix(TERRA, OFF, 0.55));
  // bread basket slices
  o += g(tr(720, 540, 18), rect(-110, -70, 220, 140, INK, { rx: 30, opacity: 0.12, transform: "translate(8 10)" }) + rect(-110, -70, 220, 140, lin(c, [[0, HONEY_D], [1, BROWN]]), { rx: 30 }) + rect(-94, -54, 188, 108, OFF, { rx: 20 }) + (() => {
    let s = "";
    for (let i = 0; i < 4; i++) s += g(tr(-60 + i * 38, 0, 90, 0.55), path("M-62 0L-64 -92C-74 -140 -34 -162 0 -160C34 -162 74 -140 64 -92L62 0Z", mix(WHEAT, OFF, 0.3), { stroke: mix(HONEY_D, BROWN, 0.5), "stroke-width": 10 }));
    return s;
  })());
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
