#!/usr/bin/env node
// Regenerates ../quizzes/spatial-iq-test.yaml (the "Spatial IQ Test" seed quiz).
//
// Every figure is computed from geometry rather than drawn by hand, and the
// script checks its own work before writing anything:
//   * mental rotation: the keyed option is the stem shape rotated in the plane;
//     every other option is proven NOT to be any rotation of it (1° steps);
//   * paper folding: holes are unfolded by reflecting the punch point back
//     through every fold (in reverse order), checking each fold really lands
//     the moving flap on the paper beneath it; distractors must differ;
//   * matrix completion: every cell is produced by the stated rule, the answer
//     is the rule's value for the missing cell, and no distractor equals it.
//
// Usage: node services/learn/seed/tools/generate-spatial.mjs
// Plain Node ESM; the only dependency is the `yaml` package.

import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';

const here = dirname(fileURLToPath(import.meta.url));
const OUT = join(here, '..', 'quizzes', 'spatial-iq-test.yaml');

// ---------------------------------------------------------------- helpers ---
const n2 = (v) => {
  const r = Math.round(v * 100) / 100;
  return Object.is(r, -0) ? '0' : String(r);
};
const pts = (list) => list.map(([x, y]) => `${n2(x)},${n2(y)}`).join(' ');
const svg = (body, viewBox = '0 0 100 100') =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}">${body}</svg>`;
const STROKE = 'stroke="currentColor"';
const FILLS = {
  none: 'fill="none"',
  grey: 'fill="currentColor" fill-opacity="0.35"',
  solid: 'fill="currentColor"',
};
function assert(cond, msg) {
  if (!cond) throw new Error(`generate-spatial: ${msg}`);
}
const LETTERS = ['A', 'B', 'C', 'D'];
const IDS = ['a', 'b', 'c', 'd'];
// Where the keyed option goes, item by item (6 of each letter over 24 items).
const ANSWER_POS = [1, 3, 0, 2, 2, 0, 3, 1, 0, 2, 1, 3, 3, 1, 2, 0, 2, 0, 3, 1, 1, 3, 0, 2];

function placeOptions(index, correct, distractors) {
  assert(distractors.length === 3, `item ${index + 1} needs 3 distractors`);
  const pos = ANSWER_POS[index];
  const ordered = [...distractors];
  ordered.splice(pos, 0, correct);
  return {
    options: ordered.map((o, i) => ({ id: IDS[i], text: LETTERS[i], svg: o })),
    answer: IDS[pos],
    letter: LETTERS[pos],
  };
}

// ------------------------------------------------------- mental rotation ---
// Shapes are polyominoes given as [col, row] cells (screen coordinates, y down).
function outline(cells) {
  const key = (x, y) => `${x},${y}`;
  const set = new Set(cells.map(([x, y]) => key(x, y)));
  assert(set.size === cells.length, 'duplicate cell');
  // connectivity
  const seen = new Set([key(...cells[0])]);
  const stack = [cells[0]];
  while (stack.length) {
    const [x, y] = stack.pop();
    for (const [dx, dy] of [
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
    ]) {
      const k = key(x + dx, y + dy);
      if (set.has(k) && !seen.has(k)) {
        seen.add(k);
        stack.push([x + dx, y + dy]);
      }
    }
  }
  assert(seen.size === set.size, 'polyomino not connected');
  // boundary edges: each cell contributes its 4 directed edges; shared edges cancel
  const edges = new Map();
  for (const [x, y] of cells) {
    const c = [
      [x, y],
      [x + 1, y],
      [x + 1, y + 1],
      [x, y + 1],
    ];
    for (let i = 0; i < 4; i++) {
      const a = c[i],
        b = c[(i + 1) % 4];
      const rev = `${key(...b)}>${key(...a)}`;
      if (edges.has(rev)) edges.delete(rev);
      else edges.set(`${key(...a)}>${key(...b)}`, [a, b]);
    }
  }
  const next = new Map();
  for (const [a, b] of edges.values()) {
    assert(!next.has(key(...a)), 'shape has a pinch point (cells touching only at a corner)');
    next.set(key(...a), b);
  }
  const start = [...edges.values()][0][0];
  const loop = [start];
  let cur = next.get(key(...start));
  while (key(...cur) !== key(...start)) {
    loop.push(cur);
    cur = next.get(key(...cur));
  }
  assert(loop.length === edges.size, 'shape has a hole');
  // drop collinear vertices
  return loop.filter((p, i) => {
    const a = loop[(i + loop.length - 1) % loop.length],
      b = loop[(i + 1) % loop.length];
    return (p[0] - a[0]) * (b[1] - p[1]) - (p[1] - a[1]) * (b[0] - p[0]) !== 0;
  });
}

const centroid = (cells) => {
  const sx = cells.reduce((s, [x]) => s + x + 0.5, 0),
    sy = cells.reduce((s, [, y]) => s + y + 0.5, 0);
  return [sx / cells.length, sy / cells.length];
};

/** Map a point of the shape: centre on the centroid, optionally mirror (x -> -x), rotate clockwise by deg, scale, move to (50,50). */
function placer(cells, { mirror = false, deg = 0, scale }) {
  const [cx, cy] = centroid(cells);
  const t = (deg * Math.PI) / 180,
    c = Math.cos(t),
    s = Math.sin(t);
  return ([x, y]) => {
    let u = x - cx,
      v = y - cy;
    if (mirror) u = -u;
    return [50 + scale * (u * c - v * s), 50 + scale * (u * s + v * c)];
  };
}

function shapeScale(cells) {
  const [cx, cy] = centroid(cells);
  let r = 0;
  for (const [x, y] of cells)
    for (const [dx, dy] of [
      [0, 0],
      [1, 0],
      [0, 1],
      [1, 1],
    ])
      r = Math.max(r, Math.hypot(x + dx - cx, y + dy - cy));
  return 38 / r;
}

function drawShape(cells, opts) {
  const f = placer(cells, opts);
  const poly = outline(cells).map(f);
  for (const [x, y] of poly) assert(x > 2 && x < 98 && y > 2 && y < 98, 'rotated shape leaves the 100x100 box');
  return svg(
    `<polygon points="${pts(poly)}" fill="currentColor" fill-opacity="0.18" ${STROKE} stroke-width="2.5" stroke-linejoin="round"/>`,
  );
}

/** Cell centres as drawn, used to prove which options are true rotations. */
function drawnCentres(cells, opts) {
  const f = placer(cells, opts);
  return cells.map(([x, y]) => f([x + 0.5, y + 0.5]));
}

function isRotationOf(candidate, reference) {
  const mean = (ps) => [ps.reduce((s, p) => s + p[0], 0) / ps.length, ps.reduce((s, p) => s + p[1], 0) / ps.length];
  if (candidate.length !== reference.length) return false;
  const [ax, ay] = mean(candidate),
    [bx, by] = mean(reference);
  const A = candidate.map(([x, y]) => [x - ax, y - ay]);
  const B = reference.map(([x, y]) => [x - bx, y - by]);
  for (let deg = 0; deg < 360; deg += 1) {
    const t = (deg * Math.PI) / 180,
      c = Math.cos(t),
      s = Math.sin(t);
    const R = B.map(([x, y]) => [x * c - y * s, x * s + y * c]);
    if (A.every(([x, y]) => R.some(([u, v]) => Math.hypot(x - u, y - v) < 1e-6))) return true;
  }
  return false;
}

const POLY = {
  F: [
    [1, 0],
    [2, 0],
    [0, 1],
    [1, 1],
    [1, 2],
  ],
  L5: [
    [0, 0],
    [0, 1],
    [0, 2],
    [0, 3],
    [1, 3],
  ],
  N: [
    [1, 0],
    [1, 1],
    [0, 2],
    [1, 2],
    [0, 3],
  ],
  Y: [
    [1, 0],
    [0, 1],
    [1, 1],
    [1, 2],
    [1, 3],
  ],
  P: [
    [0, 0],
    [1, 0],
    [0, 1],
    [1, 1],
    [0, 2],
  ],
  H6: [
    [0, 0],
    [1, 0],
    [1, 1],
    [1, 2],
    [2, 2],
    [0, 2],
  ],
  H6b: [
    [0, 0],
    [0, 1],
    [1, 1],
    [2, 1],
    [2, 2],
    [3, 1],
  ],
  S7: [
    [0, 0],
    [1, 0],
    [1, 1],
    [2, 1],
    [3, 1],
    [3, 2],
    [1, 2],
  ],
  S7alt: [
    [0, 0],
    [1, 0],
    [1, 1],
    [2, 1],
    [3, 1],
    [3, 0],
    [1, 2],
  ],
  T7: [
    [0, 1],
    [1, 1],
    [2, 1],
    [2, 0],
    [1, 2],
    [1, 3],
    [0, 3],
  ],
  T7alt: [
    [0, 1],
    [1, 1],
    [2, 1],
    [2, 0],
    [1, 2],
    [1, 3],
    [2, 3],
  ],
  P7: [
    [0, 0],
    [1, 0],
    [2, 0],
    [2, 1],
    [0, 1],
    [0, 2],
    [1, 3],
    [0, 3],
  ],
  P7alt: [
    [0, 0],
    [1, 0],
    [2, 0],
    [2, 1],
    [0, 1],
    [0, 2],
    [0, 3],
    [0, 4],
  ],
};

// Each distractor: { mirror, deg } of the same shape, or { cells, deg } of a look-alike.
const ROTATION_ITEMS = [
  {
    shape: 'F',
    deg: 90,
    distractors: [
      { mirror: true, deg: 90 },
      { mirror: true, deg: 0 },
      { mirror: true, deg: 270 },
    ],
  },
  {
    shape: 'L5',
    deg: 180,
    distractors: [
      { mirror: true, deg: 0 },
      { mirror: true, deg: 90 },
      { mirror: true, deg: 180 },
    ],
  },
  {
    shape: 'N',
    deg: 270,
    distractors: [
      { mirror: true, deg: 270 },
      { mirror: true, deg: 90 },
      { mirror: true, deg: 0 },
    ],
  },
  {
    shape: 'Y',
    deg: 90,
    distractors: [
      { mirror: true, deg: 270 },
      { mirror: true, deg: 180 },
      { mirror: true, deg: 90 },
    ],
  },
  {
    shape: 'P',
    deg: 135,
    distractors: [
      { mirror: true, deg: 135 },
      { mirror: true, deg: 45 },
      { mirror: true, deg: 225 },
    ],
  },
  {
    shape: 'H6',
    deg: 225,
    distractors: [
      { mirror: true, deg: 45 },
      { mirror: true, deg: 225 },
      { mirror: true, deg: 315 },
    ],
  },
  {
    shape: 'S7',
    deg: 45,
    distractors: [
      { mirror: true, deg: 45 },
      { cells: 'S7alt', deg: 45 },
      { mirror: true, deg: 135 },
    ],
  },
  {
    shape: 'T7',
    deg: 315,
    distractors: [
      { cells: 'T7alt', deg: 315 },
      { mirror: true, deg: 135 },
      { mirror: true, deg: 315 },
    ],
  },
];

function rotationItem(spec, index, num) {
  const cells = POLY[spec.shape];
  const scale = shapeScale(cells);
  const stemCentres = drawnCentres(cells, { scale });
  const correct = { cells, deg: spec.deg };
  const all = [
    correct,
    ...spec.distractors.map((d) => ({ cells: d.cells ? POLY[d.cells] : cells, mirror: !!d.mirror, deg: d.deg })),
  ];
  all.forEach((o, i) => {
    const rot = isRotationOf(drawnCentres(o.cells, { ...o, scale }), stemCentres);
    assert(rot === (i === 0), `rotation item ${num}: option ${i} rotation check failed (${rot})`);
  });
  const sig = all.map((o) =>
    drawnCentres(o.cells, { ...o, scale })
      .map(([x, y]) => `${Math.round(x * 10)},${Math.round(y * 10)}`)
      .sort()
      .join(' '),
  );
  assert(new Set(sig).size === sig.length, `rotation item ${num}: two options are identical`);
  const placed = placeOptions(
    index,
    drawShape(cells, { deg: spec.deg, scale }),
    all.slice(1).map((o) => drawShape(o.cells, { ...o, scale })),
  );
  const hasAlt = spec.distractors.some((d) => d.cells);
  return {
    id: `sp-${String(num).padStart(2, '0')}`,
    kind: 'single',
    prompt:
      'The shape in the figure may be **turned** in the plane of the page but **not flipped over**. Which option shows the same shape, only rotated?',
    figure: drawShape(cells, { deg: 0, scale }),
    ...placed,
    explanation:
      `**${placed.letter}** is the figure turned ${spec.deg}° clockwise${spec.deg > 180 ? ` (${360 - spec.deg}° anticlockwise)` : ''}. ` +
      (hasAlt
        ? 'Of the others, two are mirror images (a flip, which no rotation can produce) and one is a look-alike with one square moved. '
        : 'The other options are mirror images of the figure, turned to various angles; a mirror image of an asymmetric shape can never be reached by rotating it. ') +
      'A quick test: follow the outline clockwise from a distinctive corner and check that the features come in the same order.',
  };
}

// ---------------------------------------------------------- paper folding ---
// Paper is the square [0,100]^2 (y down). A fold is a line through p1,p2; the
// flap on the side containing `moving` is folded over onto the other side.
const R_HOLE = 7;
function foldLine({ p1, p2, moving }) {
  const a = p2[1] - p1[1],
    b = p1[0] - p2[0];
  const norm = Math.hypot(a, b);
  let A = a / norm,
    B = b / norm,
    C = -(A * p1[0] + B * p1[1]);
  if (A * moving[0] + B * moving[1] + C < 0) {
    A = -A;
    B = -B;
    C = -C;
  } // moving side > 0
  return { A, B, C };
}
const side = (L, [x, y]) => L.A * x + L.B * y + L.C;
const reflect = (L, p) => {
  const d = side(L, p);
  return [p[0] - 2 * d * L.A, p[1] - 2 * d * L.B];
};
function clipKeep(poly, L, keepPositive) {
  const out = [];
  const inside = (p) => (keepPositive ? side(L, p) >= -1e-9 : side(L, p) <= 1e-9);
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i],
      b = poly[(i + 1) % poly.length];
    const ia = inside(a),
      ib = inside(b);
    if (ia) out.push(a);
    if (ia !== ib) {
      const da = side(L, a),
        db = side(L, b),
        t = da / (da - db);
      out.push([a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])]);
    }
  }
  // drop repeated vertices (a corner lying exactly on the crease is produced twice)
  return out.filter((p, i) => {
    const q = out[(i + 1) % out.length];
    return Math.hypot(p[0] - q[0], p[1] - q[1]) > 1e-9;
  });
}
function insideConvex(poly, p, margin = 0) {
  // distance from p to every edge line, inward positive (polygon orientation agnostic)
  let sign = 0;
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i],
      b = poly[(i + 1) % poly.length];
    const cr = (b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0]);
    const d = cr / Math.hypot(b[0] - a[0], b[1] - a[1]);
    if (Math.abs(d) < 1e-9) {
      if (margin > 0) return false;
      continue;
    }
    if (sign === 0) sign = Math.sign(d);
    if (Math.sign(d) !== sign || Math.abs(d) < margin) return false;
  }
  return true;
}
function lineSegmentInPoly(poly, L) {
  const hits = [];
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i],
      b = poly[(i + 1) % poly.length];
    const da = side(L, a),
      db = side(L, b);
    if (Math.abs(da) < 1e-9) hits.push(a);
    else if (da * db < 0) {
      const t = da / (da - db);
      hits.push([a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])]);
    }
  }
  assert(hits.length >= 2, 'fold line misses the paper');
  return [hits[0], hits[hits.length - 1]];
}

function simulateFolds(spec) {
  const SQUARE = [
    [0, 0],
    [100, 0],
    [100, 100],
    [0, 100],
  ];
  const regions = [SQUARE];
  const lines = spec.folds.map(foldLine);
  for (const L of lines) {
    const before = regions[regions.length - 1];
    const flap = clipKeep(before, L, true);
    const after = clipKeep(before, L, false);
    assert(flap.length >= 3 && after.length >= 3, 'fold does not split the paper');
    // the folded flap must land entirely on the paper that stays put
    for (const p of flap)
      assert(
        insideConvex(after, reflect(L, p), -1e-6) ||
          after.some((q) => Math.hypot(q[0] - reflect(L, p)[0], q[1] - reflect(L, p)[1]) < 1e-6),
        'flap overhangs after fold',
      );
    regions.push(after);
  }
  const final = regions[regions.length - 1];
  for (const q of spec.punch) {
    assert(insideConvex(final, q, R_HOLE + 1), `punch ${q} not well inside folded paper`);
    for (const L of lines) assert(Math.abs(side(L, q)) > R_HOLE + 1, `punch ${q} straddles a fold line`);
  }
  // unfold: go back through the folds; every hole also appears mirrored in the flap
  let holes = spec.punch.map((q) => [...q]);
  for (let k = lines.length - 1; k >= 0; k--) {
    const mirrored = holes.map((h) => reflect(lines[k], h));
    for (const m of mirrored) assert(insideConvex(regions[k], m, R_HOLE), 'mirrored hole is not on the flap');
    holes = holes.concat(mirrored);
  }
  return { regions, lines, holes };
}

const holeKey = (holes) =>
  holes
    .map(([x, y]) => `${Math.round(x)},${Math.round(y)}`)
    .sort()
    .join(' ');
function validPattern(holes) {
  for (const [x, y] of holes) if (x < R_HOLE + 3 || x > 97 - R_HOLE || y < R_HOLE + 3 || y > 97 - R_HOLE) return false;
  for (let i = 0; i < holes.length; i++)
    for (let j = i + 1; j < holes.length; j++)
      if (Math.hypot(holes[i][0] - holes[j][0], holes[i][1] - holes[j][1]) < 2 * R_HOLE + 2) return false;
  return true;
}

function foldDistractors(spec, sim) {
  const { holes, lines, regions } = sim;
  const pool = [];
  const unfoldWith = (ls) => {
    let hs = spec.punch.map((q) => [...q]);
    for (let k = ls.length - 1; k >= 0; k--) if (ls[k]) hs = hs.concat(hs.map((h) => reflect(ls[k], h)));
    return hs;
  };
  // a fold unfolded across the wrong line (the crease turned 90° about its midpoint)
  lines.forEach((L, k) => {
    const [a, b] = lineSegmentInPoly(regions[k], L);
    const m = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
    const W = { A: -L.B, B: L.A, C: -(-L.B * m[0] + L.A * m[1]) };
    pool.push(['wrong crease', unfoldWith(lines.map((l, i) => (i === k ? W : l)))]);
  });
  const T = {
    mirrorLR: ([x, y]) => [100 - x, y],
    mirrorTB: ([x, y]) => [x, 100 - y],
    transpose: ([x, y]) => [y, x],
    rotate90: ([x, y]) => [100 - y, x],
    antiTranspose: ([x, y]) => [100 - y, 100 - x],
  };
  for (const [name, f] of Object.entries(T)) pool.push([name, holes.map(f)]);
  // the same folds, punched at a nearby but different spot
  for (const punch of spec.altPunch ?? []) pool.push(['other punch', simulateFolds({ ...spec, punch }).holes]);
  // right number of holes, but one of them misplaced
  for (let j = holes.length - 1; j >= 0; j--)
    for (const f of [T.transpose, T.mirrorLR, T.mirrorTB, T.rotate90])
      pool.push(['one hole moved', holes.map((h, i) => (i === j ? f(h) : h))]);
  // a fold forgotten (fewer holes)
  lines.forEach((_, k) => pool.push(['forgotten fold', unfoldWith(lines.map((l, i) => (i === k ? null : l)))]));
  const order = spec.prefer ?? [];
  pool.sort((p, q) => {
    const ip = order.indexOf(p[0]),
      iq = order.indexOf(q[0]);
    return (ip < 0 ? 99 : ip) - (iq < 0 ? 99 : iq);
  });
  const chosen = [];
  const keys = new Set([holeKey(holes)]);
  for (const [, hs] of pool) {
    if (!validPattern(hs)) continue;
    const k = holeKey(hs);
    if (keys.has(k)) continue;
    keys.add(k);
    chosen.push(hs);
    if (chosen.length === 3) break;
  }
  assert(chosen.length === 3, 'not enough distinct folding distractors');
  return chosen;
}

function drawSheet(holes) {
  const s = 0.8,
    o = 10;
  const body =
    `<rect x="10" y="10" width="80" height="80" fill="currentColor" fill-opacity="0.06" ${STROKE} stroke-width="2"/>` +
    holes
      .map(
        ([x, y]) => `<circle cx="${n2(o + s * x)}" cy="${n2(o + s * y)}" r="${n2(s * R_HOLE)}" fill="currentColor"/>`,
      )
      .join('');
  return svg(body);
}

function drawFoldStem(spec, sim) {
  const { regions, lines } = sim;
  const s = 0.38;
  let body = '';
  const panel = (i) => [(i % 2) * 50, Math.floor(i / 2) * 50];
  const P = (i) => {
    const [ox, oy] = panel(i);
    return ([x, y]) => [ox + 8 + s * x, oy + 8 + s * y];
  };
  const panels = lines.length + 1;
  for (let i = 0; i < panels; i++) {
    const f = P(i);
    const [ox, oy] = panel(i);
    body += `<text x="${ox + 1.5}" y="${oy + 6.5}" font-size="5.5" font-family="sans-serif" fill="currentColor">${i + 1}</text>`;
    if (i > 0)
      body += `<rect x="${n2(f([0, 0])[0])}" y="${n2(f([0, 0])[1])}" width="${n2(100 * s)}" height="${n2(100 * s)}" fill="none" ${STROKE} stroke-opacity="0.3" stroke-width="0.5" stroke-dasharray="1.5 1.5"/>`;
    body += `<polygon points="${pts(regions[i].map(f))}" fill="currentColor" fill-opacity="0.08" ${STROKE} stroke-width="1"/>`;
    if (i < lines.length) {
      const L = lines[i];
      const [a, b] = lineSegmentInPoly(regions[i], L);
      body += `<line x1="${n2(f(a)[0])}" y1="${n2(f(a)[1])}" x2="${n2(f(b)[0])}" y2="${n2(f(b)[1])}" ${STROKE} stroke-width="1" stroke-dasharray="3 2"/>`;
      // arrow from the flap across the crease
      const m = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
      const len = Math.min(22, Math.hypot(b[0] - a[0], b[1] - a[1]) * 0.45);
      const n = [L.A, L.B];
      const t = [
        (b[0] - a[0]) / Math.hypot(b[0] - a[0], b[1] - a[1]),
        (b[1] - a[1]) / Math.hypot(b[0] - a[0], b[1] - a[1]),
      ];
      const start = [m[0] + n[0] * len, m[1] + n[1] * len];
      const end = [m[0] - n[0] * len, m[1] - n[1] * len];
      const ctrl = [m[0] + t[0] * len * 0.9, m[1] + t[1] * len * 0.9];
      const [S, E, Cc] = [f(start), f(end), f(ctrl)];
      body += `<path d="M${n2(S[0])} ${n2(S[1])}Q${n2(Cc[0])} ${n2(Cc[1])} ${n2(E[0])} ${n2(E[1])}" fill="none" ${STROKE} stroke-width="0.9"/>`;
      const dx = E[0] - Cc[0],
        dy = E[1] - Cc[1],
        dl = Math.hypot(dx, dy),
        ux = dx / dl,
        uy = dy / dl;
      const head = [
        E,
        [E[0] - 3 * ux + 1.6 * uy, E[1] - 3 * uy - 1.6 * ux],
        [E[0] - 3 * ux - 1.6 * uy, E[1] - 3 * uy + 1.6 * ux],
      ];
      body += `<polygon points="${pts(head)}" fill="currentColor"/>`;
    } else {
      body += spec.punch
        .map((q) => {
          const [x, y] = f(q);
          return `<circle cx="${n2(x)}" cy="${n2(y)}" r="${n2(s * R_HOLE)}" fill="currentColor"/>`;
        })
        .join('');
    }
  }
  body += `<line x1="50" y1="2" x2="50" y2="98" ${STROKE} stroke-opacity="0.25" stroke-width="0.4"/><line x1="2" y1="50" x2="98" y2="50" ${STROKE} stroke-opacity="0.25" stroke-width="0.4"/>`;
  return svg(body);
}

const V = (x, moving) => ({ p1: [x, 0], p2: [x, 100], moving });
const H = (y, moving) => ({ p1: [0, y], p2: [100, y], moving });
const FOLD_ITEMS = [
  { folds: [V(50, [10, 50])], punch: [[70, 30]], prefer: ['wrong crease', 'transpose', 'mirrorTB'] },
  { folds: [H(50, [50, 10])], punch: [[25, 70]], prefer: ['wrong crease', 'mirrorLR', 'antiTranspose'] },
  {
    folds: [V(50, [90, 50]), H(50, [50, 90])],
    punch: [[20, 30]],
    prefer: ['forgotten fold', 'transpose', 'wrong crease'],
  },
  {
    folds: [{ p1: [0, 100], p2: [100, 0], moving: [10, 10] }],
    punch: [[75, 60]],
    prefer: ['wrong crease', 'mirrorLR', 'transpose'],
  },
  {
    folds: [H(50, [50, 90]), V(50, [10, 50])],
    punch: [
      [65, 17],
      [85, 37],
    ],
    prefer: ['transpose', 'forgotten fold', 'wrong crease'],
  },
  {
    folds: [
      { p1: [0, 0], p2: [100, 100], moving: [10, 90] },
      { p1: [0, 100], p2: [100, 0], moving: [40, 10] },
    ],
    punch: [[80, 40]],
    prefer: ['mirrorLR', 'wrong crease', 'forgotten fold'],
  },
  {
    folds: [V(50, [10, 50]), H(50, [50, 10]), { p1: [50, 50], p2: [100, 100], moving: [90, 60] }],
    punch: [[60, 85]],
    altPunch: [[[70, 90]]],
    prefer: ['other punch', 'forgotten fold', 'wrong crease'],
  },
  {
    folds: [V(50, [10, 50]), V(75, [60, 50]), H(50, [80, 10])],
    punch: [[87, 75]],
    prefer: ['transpose', 'forgotten fold', 'mirrorTB'],
  },
];

function foldItem(spec, index, num) {
  const sim = simulateFolds(spec);
  const placed = placeOptions(index, drawSheet(sim.holes), foldDistractors(spec, sim).map(drawSheet));
  const layers = sim.holes.length / spec.punch.length;
  const nf = spec.folds.length;
  return {
    id: `sp-${String(num).padStart(2, '0')}`,
    kind: 'single',
    prompt: `A square sheet of paper is folded as shown in the numbered steps (dashed line = crease, arrow = the flap that moves). In the last step, ${spec.punch.length === 1 ? 'a hole is' : 'holes are'} punched through every layer. Which option shows the sheet when it is fully unfolded?`,
    figure: drawFoldStem(spec, sim),
    ...placed,
    explanation:
      `**${placed.letter}**. Undo the folds in reverse order: each unfolding mirrors every hole across that crease. ` +
      `${nf === 1 ? 'One fold doubles the number of holes' : `${['', '', 'Two', 'Three'][nf]} folds multiply the number of holes by ${layers}`} (the punch goes through ${layers} layers), giving ${sim.holes.length} holes. ` +
      'Every hole of the answer is the mirror image of another across a crease; the distractors use the wrong crease, forget a fold, misplace holes, or show the pattern mirrored or turned.',
  };
}

// ------------------------------------------------------ matrix completion ---
function regularPolygon(n, cx, cy, r, rotDeg = -90) {
  return Array.from({ length: n }, (_, i) => {
    const t = ((rotDeg + (360 * i) / n) * Math.PI) / 180;
    return [cx + r * Math.cos(t), cy + r * Math.sin(t)];
  });
}
function shapeEl(kind, cx, cy, r, fill = 'none', sw = 3) {
  const common = `${FILLS[fill]} ${STROKE} stroke-width="${sw}" stroke-linejoin="round"`;
  if (kind === 'circle') return `<circle cx="${n2(cx)}" cy="${n2(cy)}" r="${n2(r)}" ${common}/>`;
  if (kind === 'square')
    return `<rect x="${n2(cx - r * 0.85)}" y="${n2(cy - r * 0.85)}" width="${n2(1.7 * r)}" height="${n2(1.7 * r)}" ${common}/>`;
  if (kind === 'triangle') return `<polygon points="${pts(regularPolygon(3, cx, cy + r * 0.15, r * 1.1))}" ${common}/>`;
  if (typeof kind === 'number') return `<polygon points="${pts(regularPolygon(kind, cx, cy, r))}" ${common}/>`;
  throw new Error(kind);
}
function positions(count, cols) {
  const rows = Math.ceil(count / cols),
    gap = 80 / Math.max(cols, rows);
  return Array.from({ length: count }, (_, i) => {
    const r = Math.floor(i / cols),
      c = i % cols,
      inRow = Math.min(cols, count - r * cols);
    return [50 + (c - (inRow - 1) / 2) * gap, 50 + (r - (rows - 1) / 2) * gap];
  });
}
const SEGMENTS = {
  top: [
    [20, 20],
    [80, 20],
  ],
  bottom: [
    [20, 80],
    [80, 80],
  ],
  left: [
    [20, 20],
    [20, 80],
  ],
  right: [
    [80, 20],
    [80, 80],
  ],
  diagA: [
    [20, 20],
    [80, 80],
  ],
  diagB: [
    [80, 20],
    [20, 80],
  ],
  midV: [
    [50, 20],
    [50, 80],
  ],
  midH: [
    [20, 50],
    [80, 50],
  ],
};
const segsEl = (set) =>
  [...set]
    .sort()
    .map((k) => {
      const [[a, b], [c, d]] = SEGMENTS[k];
      return `<line x1="${a}" y1="${b}" x2="${c}" y2="${d}" ${STROKE} stroke-width="4" stroke-linecap="round"/>`;
    })
    .join('') +
  `<rect x="20" y="20" width="60" height="60" fill="none" ${STROKE} stroke-opacity="0.2" stroke-width="1" stroke-dasharray="2 3"/>`;
const union = (a, b) => new Set([...a, ...b]);
const xor = (a, b) => new Set([...a, ...b].filter((k) => a.has(k) !== b.has(k)));
const arrowEl = (deg, fill = 'solid') => {
  const base = [
    [50, 18],
    [70, 44],
    [58, 44],
    [58, 82],
    [42, 82],
    [42, 44],
    [30, 44],
  ];
  const t = (deg * Math.PI) / 180,
    c = Math.cos(t),
    s = Math.sin(t);
  return `<polygon points="${pts(base.map(([x, y]) => [50 + (x - 50) * c - (y - 50) * s, 50 + (x - 50) * s + (y - 50) * c]))}" ${FILLS[fill]} ${STROKE} stroke-width="3" stroke-linejoin="round"/>`;
};
const CORNERS = [
  [24, 24],
  [76, 24],
  [76, 76],
  [24, 76],
]; // clockwise from top-left
const pointerEl = (deg) => {
  const tri = [
    [50, 34],
    [61, 58],
    [39, 58],
  ];
  const t = (deg * Math.PI) / 180,
    c = Math.cos(t),
    s = Math.sin(t);
  return `<polygon points="${pts(tri.map(([x, y]) => [50 + (x - 50) * c - (y - 50) * s, 50 + (x - 50) * s + (y - 50) * c]))}" ${FILLS.grey} ${STROKE} stroke-width="3" stroke-linejoin="round"/>`;
};

// Each matrix: cell(r, c) -> value, draw(value) -> svg body, key(value) -> identity, distractors: values.
const MATRIX_ITEMS = [
  {
    rule: 'Each row keeps one shape (circle, square, triangle) and the number of shapes goes 1, 2, 3 from left to right. The missing cell is therefore three triangles.',
    cell: (r, c) => ({ kind: ['circle', 'square', 'triangle'][r], n: c + 1 }),
    draw: (v) =>
      positions(v.n, v.n)
        .map(([x, y]) => shapeEl(v.kind, x, y, v.n === 3 ? 11 : 14))
        .join(''),
    key: (v) => `${v.kind}${v.n}`,
    distractors: [
      { kind: 'triangle', n: 2 },
      { kind: 'square', n: 3 },
      { kind: 'circle', n: 3 },
    ],
  },
  {
    rule: 'Every row and every column contains each shape (circle, square, triangle) once and each shading (empty, grey, black) once. Row 3 still lacks a square and the empty shading.',
    cell: (r, c) => ({
      kind: ['circle', 'square', 'triangle'][(r + c) % 3],
      fill: ['none', 'grey', 'solid'][(r + 2 * c) % 3],
    }),
    draw: (v) => shapeEl(v.kind, 50, 50, 28, v.fill),
    key: (v) => `${v.kind}-${v.fill}`,
    distractors: [
      { kind: 'square', fill: 'solid' },
      { kind: 'triangle', fill: 'none' },
      { kind: 'square', fill: 'grey' },
    ],
  },
  {
    rule: 'The arrow turns 45° clockwise from each cell to the next along a row, and each row starts 90° further round than the row above. Row 3 goes 180°, 225°, so the missing arrow points at 270° (to the left).',
    cell: (r, c) => ({ deg: (r * 90 + c * 45) % 360 }),
    draw: (v) => arrowEl(v.deg),
    key: (v) => `${v.deg}`,
    distractors: [{ deg: 90 }, { deg: 315 }, { deg: 225 }],
  },
  {
    rule: 'The number of dots is the row number times the column number (a multiplication table): row 3 holds 3, 6, … so the missing cell has 3 × 3 = 9 dots.',
    cell: (r, c) => ({ n: (r + 1) * (c + 1) }),
    draw: (v) =>
      positions(v.n, 3)
        .map(([x, y]) => `<circle cx="${n2(x)}" cy="${n2(y)}" r="7" fill="currentColor"/>`)
        .join(''),
    key: (v) => `${v.n}`,
    distractors: [{ n: 8 }, { n: 12 }, { n: 7 }],
  },
  {
    rule: 'The third cell of each row is the first two laid on top of each other (every line from either cell is kept, including lines they share). Row 3 combines the left and top sides with the top side and the diagonal.',
    cell: (r, c) => {
      const A = [new Set(['top', 'diagA']), new Set(['left', 'midH']), new Set(['left', 'top'])][r];
      const B = [new Set(['top', 'right']), new Set(['midH', 'bottom']), new Set(['top', 'diagB'])][r];
      return { segs: [A, B, union(A, B)][c] };
    },
    draw: (v) => segsEl(v.segs),
    key: (v) => [...v.segs].sort().join('+'),
    distractors: [
      { segs: new Set(['left', 'diagB']) },
      { segs: new Set(['left', 'top', 'diagA']) },
      { segs: new Set(['left', 'top', 'diagB', 'right']) },
    ],
  },
  {
    rule: 'The third cell of each row keeps only the lines that appear in exactly one of the first two cells; a line present in both cancels out. In row 3 the shared diagonal disappears, leaving the left side and the bottom.',
    cell: (r, c) => {
      const A = [new Set(['top', 'left', 'midV']), new Set(['diagA', 'diagB', 'right']), new Set(['left', 'diagA'])][r];
      const B = [new Set(['top', 'right']), new Set(['diagB', 'bottom']), new Set(['diagA', 'bottom'])][r];
      return { segs: [A, B, xor(A, B)][c] };
    },
    draw: (v) => segsEl(v.segs),
    key: (v) => [...v.segs].sort().join('+'),
    distractors: [
      { segs: new Set(['left', 'diagA', 'bottom']) },
      { segs: new Set(['diagA']) },
      { segs: new Set(['left', 'bottom', 'diagB']) },
    ],
  },
  {
    rule: 'Across a row each polygon has one more side than the one before, and each row starts with one more side than the row above (3-4-5, 4-5-6, 5-6-…); the shading is fixed per row. The missing shape is a black heptagon (7 sides).',
    cell: (r, c) => ({ sides: 3 + r + c, fill: ['none', 'grey', 'solid'][r] }),
    draw: (v) => shapeEl(v.sides, 50, 52, 30, v.fill),
    key: (v) => `${v.sides}-${v.fill}`,
    distractors: [
      { sides: 6, fill: 'solid' },
      { sides: 8, fill: 'solid' },
      { sides: 7, fill: 'grey' },
    ],
  },
  {
    rule: 'Read the cells like text (left to right, then down). With each step the dot moves one corner clockwise and the small triangle turns 90° anticlockwise. The ninth cell is eight steps on: the dot is back in the top-left corner and the triangle points up again.',
    cell: (r, c) => {
      const k = 3 * r + c;
      return { corner: k % 4, deg: (360 - 90 * (k % 4)) % 360 };
    },
    draw: (v) =>
      `<circle cx="${CORNERS[v.corner][0]}" cy="${CORNERS[v.corner][1]}" r="8" fill="currentColor"/>${pointerEl(v.deg)}`,
    key: (v) => `${v.corner}-${v.deg}`,
    distractors: [
      { corner: 1, deg: 0 },
      { corner: 0, deg: 90 },
      { corner: 3, deg: 270 },
    ],
  },
];

function matrixItem(spec, index, num) {
  const answer = spec.cell(2, 2);
  const keys = new Set([spec.key(answer)]);
  for (const d of spec.distractors) {
    assert(!keys.has(spec.key(d)), `matrix item ${num}: duplicate or correct distractor ${spec.key(d)}`);
    keys.add(spec.key(d));
  }
  const cellBox = (r, c) => [4 + c * 32, 4 + r * 32];
  let body = '';
  for (let r = 0; r < 3; r++)
    for (let c = 0; c < 3; c++) {
      const [x, y] = cellBox(r, c);
      if (r === 2 && c === 2) {
        body +=
          `<rect x="${x}" y="${y}" width="28" height="28" fill="none" ${STROKE} stroke-width="0.6" stroke-dasharray="2 1.5"/>` +
          `<text x="${x + 14}" y="${y + 19}" font-size="14" font-family="sans-serif" text-anchor="middle" fill="currentColor">?</text>`;
      } else {
        body +=
          `<rect x="${x}" y="${y}" width="28" height="28" fill="none" ${STROKE} stroke-width="0.6"/>` +
          `<g transform="translate(${x} ${y}) scale(0.28)">${spec.draw(spec.cell(r, c))}</g>`;
      }
    }
  const opt = (v) =>
    svg(`<rect x="2" y="2" width="96" height="96" fill="none" ${STROKE} stroke-width="1"/>${spec.draw(v)}`);
  const placed = placeOptions(index, opt(answer), spec.distractors.map(opt));
  return {
    id: `sp-${String(num).padStart(2, '0')}`,
    kind: 'single',
    prompt: 'Which option belongs in the empty cell (bottom right) of the 3 × 3 pattern?',
    figure: svg(body),
    ...placed,
    explanation: `**${placed.letter}**. ${spec.rule}`,
  };
}

// ------------------------------------------------------------------ build ---
const questions = [];
let i = 0;
for (const s of ROTATION_ITEMS) {
  questions.push(rotationItem(s, i, i + 1));
  i++;
}
for (const s of FOLD_ITEMS) {
  questions.push(foldItem(s, i, i + 1));
  i++;
}
for (const s of MATRIX_ITEMS) {
  questions.push(matrixItem(s, i, i + 1));
  i++;
}
for (const q of questions) delete q.letter;

const count = questions.length;
const quiz = {
  slug: 'spatial-iq-test',
  title: 'Spatial IQ Test',
  topics: ['Psychology', 'Cognitive Science'],
  description: `${count} timed puzzles of three kinds: mental rotation, paper folding and 3 × 3 matrix completion. Work quickly but carefully; there is one correct picture for every item.`,
  coverImage: null,
  timeLimitSeconds: 900,
  category: 'iq-spatial',
  passPercent: 60,
  norms: {
    statement:
      'Illustrative norm table: scores are placed on an assumed normal distribution with the mean and standard deviation below, chosen by the author from pilot runs with a small group of readers. It is not a standardised sample and this is not a clinical IQ assessment.',
    mean: 14.5,
    sd: 4.5,
    bands: [
      { min: 0, max: 7, label: 'Well below average' },
      { min: 8, max: 11, label: 'Below average' },
      { min: 12, max: 17, label: 'Average' },
      { min: 18, max: 21, label: 'Above average' },
      { min: 22, max: count, label: 'Well above average' },
    ],
  },
  questions: questions.map((q) => ({
    id: q.id,
    kind: q.kind,
    prompt: q.prompt,
    figure: q.figure,
    options: q.options,
    answer: q.answer,
    explanation: q.explanation,
  })),
};

const doc = new YAML.Document(quiz);
doc.commentBefore = ' Generated by services/learn/seed/tools/generate-spatial.mjs; edit the generator, not this file.';
writeFileSync(OUT, doc.toString({ lineWidth: 0 }));
console.log(`wrote ${OUT} (${count} questions)`);
