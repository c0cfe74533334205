/** A colour as red, green and blue in [0, 1]. */
export type Rgb = readonly [number, number, number];

export const clamp = (x: number, min = 0, max = 1) => (x < min ? min : x > max ? max : x);
export const mixNumber = (a: number, b: number, t: number) => a + (b - a) * t;
export const smoothstep = (edge0: number, edge1: number, x: number) => {
  const t = clamp((x - edge0) / (edge1 - edge0));
  return t * t * (3 - 2 * t);
};

export function hex(code: string): Rgb {
  const value = Number.parseInt(code.replace('#', ''), 16);
  return [((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255];
}

export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

export function scale(c: Rgb, k: number): Rgb {
  return [c[0] * k, c[1] * k, c[2] * k];
}

export function add(a: Rgb, b: Rgb, k = 1): Rgb {
  return [a[0] + b[0] * k, a[1] + b[1] * k, a[2] + b[2] * k];
}

/** A colour ramp: `stops` are [position in 0..1, colour] in ascending order. */
export function gradient(stops: ReadonlyArray<readonly [number, Rgb]>): (t: number) => Rgb {
  return (t) => {
    if (t <= stops[0][0]) return stops[0][1];
    for (let i = 1; i < stops.length; i++) {
      const [position, colour] = stops[i];
      if (t <= position) {
        const [previousPosition, previousColour] = stops[i - 1];
        return mix(previousColour, colour, smoothstep(0, 1, (t - previousPosition) / (position - previousPosition)));
      }
    }
    return stops[stops.length - 1][1];
  };
}
